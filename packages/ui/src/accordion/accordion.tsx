import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  type DisclosureProps,
  Heading,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons/icons';
import * as styles from './accordion.css';

export interface AccordionProps extends Omit<DisclosureGroupProps, 'className'> {
  className?: string;
}

/** A stack of expandable sections; at most one is open unless allowsMultipleExpanded is set. */
export function Accordion({ className, ...props }: AccordionProps) {
  return <DisclosureGroup {...props} className={clsx(styles.group, className)} />;
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'children' | 'className'> {
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the title in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

export function AccordionItem({
  title,
  children,
  headingLevel = 3,
  className,
  ...props
}: AccordionItemProps) {
  return (
    <Disclosure {...props} className={clsx(styles.item, className)}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {title}
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
