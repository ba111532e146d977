import { style } from '@vanilla-extract/css';

/** Holds the place of the promise while the numbers load: laid out, never seen or announced. */
export const reserved = style({ visibility: 'hidden' });
