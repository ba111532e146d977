import { clsx } from 'clsx';
import { type HTMLAttributes, useState } from 'react';
import * as styles from './avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** 'Ada Lovelace' -> 'AL', 'ada' -> 'A', '  ' -> ''. First letters of the first and last words. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? '';
  return letter(first) + (last ? letter(last) : '');
}

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: gives the initials and the accessible name. */
  name: string;
  src?: string;
  /** @default 'md' */
  size?: AvatarSize;
  /** Hide from assistive technology when the name is already next to it. */
  isDecorative?: boolean;
}

export function Avatar({
  name,
  src,
  size = 'md',
  isDecorative = false,
  className,
  ...props
}: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span {...props} {...a11y} className={clsx(styles.avatar({ size }), className)}>
      {src && !failed ? (
        <img src={src} alt="" className={styles.image} onError={() => setFailed(true)} />
      ) : (
        // Drawn with CSS generated content so the initials are not text that competes with
        // an accessible name (e.g. a trigger button labelled 'Account menu').
        <span aria-hidden="true" className={styles.initials} data-initials={getInitials(name)} />
      )}
    </span>
  );
}
