import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { field as fieldBase } from '../field/field.css';

/** The column of checkbox, description and error; the label is only as wide as its text. */
export const field = style([fieldBase, { alignItems: 'flex-start' }]);

/** The label text: one flex item, so text and links inside it flow as one sentence. */
export const labelText = style({ minWidth: 0 });

/** Description and error sit under the label text, not under the box. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.sm})`,
  selectors: { '&:empty': { display: 'none' } },
});
