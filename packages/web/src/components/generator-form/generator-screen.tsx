import { Tab, TabList, TabPanel, Tabs } from '@lumen/ui';
import type { Key, ReactNode } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import { page } from '@/components/layout/page-column.css';

/** A tab beside Generate (a kind's library, or a link to it). */
export interface GeneratorTab {
  id: string;
  title: ReactNode;
  /** What the tab shows; nothing for a tab that navigates away. */
  content?: ReactNode;
}

/** Generate and the kind's other tabs, named by `label`. */
export interface GeneratorTabs {
  label: string;
  generate: ReactNode;
  others: readonly GeneratorTab[];
  /** Held on Generate (the other tabs navigate); uncontrolled, starting on Generate, when not given. */
  selectedKey?: string;
  onSelectionChange?: (key: Key) => void;
}

export interface GeneratorScreenProps {
  title: ReactNode;
  description: ReactNode;
  tabs?: GeneratorTabs;
  /** The kind's form, its cost card inside it. */
  form: ReactNode;
  /** While a generation runs: what it costs and how far it is. */
  progress?: ReactNode;
  /** A job that failed after it started. */
  failure?: ReactNode;
  /** The kind's result view; its focusable element carries `useGenerate`'s `resultRef`. */
  result?: ReactNode;
  /** What the kind lists of earlier generations, under the result. */
  history?: ReactNode;
  /** The column the form and what follows it stand in (the page's own gap when not given). */
  bodyClassName?: string;
}

/**
 * Every generator's screen: the title, the form, the progress, the result and the history, in
 * that order, within the Generate tab when the kind has tabs.
 */
export function GeneratorScreen({
  title,
  description,
  tabs,
  form,
  progress,
  failure,
  result,
  history,
  bodyClassName,
}: GeneratorScreenProps) {
  const parts = (
    <>
      {form}
      {progress ?? null}
      {failure ?? null}
      {result ?? null}
      {history ?? null}
    </>
  );
  const body = bodyClassName ? <div className={bodyClassName}>{parts}</div> : parts;
  return (
    <div className={page}>
      <PageHeader title={title} description={description} />
      {tabs ? (
        <Tabs
          {...(tabs.selectedKey === undefined
            ? { defaultSelectedKey: 'generate' }
            : { selectedKey: tabs.selectedKey })}
          onSelectionChange={tabs.onSelectionChange}
        >
          <TabList aria-label={tabs.label}>
            <Tab id="generate">{tabs.generate}</Tab>
            {tabs.others.map((tab) => (
              <Tab key={tab.id} id={tab.id}>
                {tab.title}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="generate">{body}</TabPanel>
          {tabs.others.map((tab) => (
            <TabPanel key={tab.id} id={tab.id}>
              {tab.content ?? null}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        body
      )}
    </div>
  );
}
