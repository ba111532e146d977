import { Tab, TabList, TabPanel, Tabs } from '@lumen/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One tab: its key, its label and what its panel shows. */
export interface TabSection {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

interface SectionTabsProps {
  /** The tab list's accessible name. */
  label: string;
  sections: readonly TabSection[];
  /** The tab shown first; the first section when not given. */
  defaultSelectedKey?: string;
}

/** A tab list over sections, each with its own panel. */
export function SectionTabs({ label, sections, defaultSelectedKey }: SectionTabsProps) {
  return (
    <Tabs defaultSelectedKey={defaultSelectedKey ?? sections[0]?.id}>
      <TabList aria-label={label}>
        {sections.map((section) => (
          <Tab key={section.id} id={section.id}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          {section.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** The account dashboard's four tabs (also what its preview variants 4 and 5 show). */
export function accountSections(panels: {
  balance: ReactNode;
  profile: ReactNode;
  creations: ReactNode;
  settings: ReactNode;
}): TabSection[] {
  return [
    {
      id: 'balance',
      label: <FormattedMessage id="dashboard.tab.balance" />,
      panel: panels.balance,
    },
    {
      id: 'profile',
      label: <FormattedMessage id="dashboard.tab.profile" />,
      panel: panels.profile,
    },
    {
      id: 'creations',
      label: <FormattedMessage id="dashboard.tab.creations" />,
      panel: panels.creations,
    },
    {
      id: 'settings',
      label: <FormattedMessage id="dashboard.tab.settings" />,
      panel: panels.settings,
    },
  ];
}
