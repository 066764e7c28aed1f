/** A menu button: Enter, Space or ArrowDown opens it, arrows move, Enter runs an item, Escape closes. */
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';

/** One action of a menu. */
export interface MenuAction {
  id: string;
  label: string;
  onAction: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** Said under the label (and on hover): why a disabled item is disabled, since it cannot take focus for a tooltip. */
  description?: string;
}

/** A button (named by `label`) that opens a menu of actions. */
export function ActionMenu(props: { label: string; items: readonly MenuAction[]; trigger?: ReactNode; test?: string }) {
  const { label, items } = props;
  return (
    <MenuTrigger>
      <Button className="kit-menu-button" aria-label={label} data-test={props.test}>
        {props.trigger ?? '⋯'}
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu
          className="menu"
          aria-label={label}
          disabledKeys={items.filter((i) => i.disabled).map((i) => i.id)}
          onAction={(key) => items.find((i) => i.id === key)?.onAction()}
        >
          {items.map((i) => (
            <MenuItem
              key={i.id}
              id={i.id}
              textValue={i.label}
              className={i.danger ? 'menu-item danger' : 'menu-item'}
              {...(i.description ? { title: i.description } : {})}
            >
              {i.description ? (
                <>
                  <Text slot="label">{i.label}</Text>
                  <Text slot="description" className="menu-item-description">
                    {i.description}
                  </Text>
                </>
              ) : (
                i.label
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
