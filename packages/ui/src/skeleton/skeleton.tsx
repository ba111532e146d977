import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import * as styles from './skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** @default 'text' */
  shape?: SkeletonShape;
  /** Layout size of the placeholder (a CSS length or percentage). @default '100%' wide */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A placeholder shown while content loads. Hidden from assistive technology: announce loading
 * on the container instead (aria-busy, or a Spinner with a label).
 */
export function Skeleton({ shape = 'text', width = '100%', height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-shape={shape}
      className={clsx(styles.skeleton({ shape }), className)}
      style={{ width, height }}
    />
  );
}
