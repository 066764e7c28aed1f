/** A menu button: Enter, Space or ArrowDown opens it, arrows move, Enter runs an item, Escape closes. */
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

/** One action of a menu. */
export interface MenuAction {
  id: string;
  label: string;
  onAction: () => void;
  disabled?: boolean;
  danger?: boolean;
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
            <MenuItem key={i.id} id={i.id} className={i.danger ? 'menu-item danger' : 'menu-item'}>
              {i.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
