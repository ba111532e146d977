import { clsx } from 'clsx';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './tabs.css';

/** Tabs: arrow keys move between tabs, Home/End jump; a tab can also be a link (href). */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeRenderProps(className, (cls) => clsx(styles.tabs, cls))}
    />
  );
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(className, (cls) => clsx(styles.tabList, cls))}
    />
  );
}

export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={composeRenderProps(className, (cls) => clsx(styles.tab, cls))} />
  );
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (cls) => clsx(styles.panel, cls))}
    />
  );
}

export type { TabListProps, TabPanelProps, TabProps, TabsProps };
