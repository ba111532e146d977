import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import * as styles from './card.css';

export const cardPaddings = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** @default 'lg' */
  padding?: CardPadding;
  /** 'section' (with a CardTitle) when the card is a region of the page. @default 'div' */
  as?: 'div' | 'section' | 'article' | 'li';
}

export function Card({ padding = 'lg', as: Element = 'div', className, ...props }: CardProps) {
  return <Element {...props} className={clsx(styles.card({ padding }), className)} />;
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={clsx(styles.header, className)} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level that fits the page outline. @default 3 */
  level?: 2 | 3 | 4;
}

export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading {...props} className={clsx(styles.title, className)} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={clsx(styles.description, className)} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={clsx(styles.footer, className)} />;
}
