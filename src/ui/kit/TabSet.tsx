/** Tabs from a list: arrow keys move between tabs, disabled tabs are skipped, each panel is labelled by its tab. */
import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';

/** One tab and its panel. */
export interface TabSpec {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** A tab set; controlled with selectedKey / onSelectionChange, or uncontrolled from defaultSelectedKey. */
export function TabSet(props: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabSpec[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  className?: string;
}) {
  const { label, tabs, selectedKey, defaultSelectedKey, onSelectionChange } = props;
  return (
    <Tabs
      className={props.className ? `kit-tabs ${props.className}` : 'kit-tabs'}
      disabledKeys={tabs.filter((t) => t.disabled).map((t) => t.id)}
      {...(selectedKey === undefined ? {} : { selectedKey })}
      {...(defaultSelectedKey === undefined ? {} : { defaultSelectedKey })}
      {...(onSelectionChange ? { onSelectionChange: (key: Key) => onSelectionChange(String(key)) } : {})}
    >
      <TabList aria-label={label} className="kit-tab-list">
        {tabs.map((t) => (
          <Tab key={t.id} id={t.id} className="kit-tab">
            {t.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        <TabPanel key={t.id} id={t.id} className="kit-tab-panel">
          {t.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
