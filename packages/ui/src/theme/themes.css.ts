import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens, media, reducedMotion } from './tokens';

const reduced = { [media.reducedMotion]: { vars: assignVars(vars.motion, reducedMotion) } };

/** Scopes the light theme to an element (and its descendants). */
export const lightTheme = style({
  vars: assignVars(vars, lightTokens),
  colorScheme: 'light',
  '@media': reduced,
});

/** Scopes the dark theme to an element (and its descendants). */
export const darkTheme = style({
  vars: assignVars(vars, darkTokens),
  colorScheme: 'dark',
  '@media': reduced,
});

// The document follows the system preference unless <html data-theme="light|dark"> says
// otherwise. Overlays (dialogs, popovers, toasts) are portalled to <body>, so the theme has to
// live on the root element rather than on a wrapper.
globalStyle(':root', {
  vars: assignVars(vars, lightTokens),
  colorScheme: 'light dark',
  '@media': {
    [media.dark]: { vars: assignVars(vars, darkTokens) },
    ...reduced,
  },
});

globalStyle(':root[data-theme="light"]', {
  vars: assignVars(vars, lightTokens),
  colorScheme: 'light',
  '@media': reduced,
});

globalStyle(':root[data-theme="dark"]', {
  vars: assignVars(vars, darkTokens),
  colorScheme: 'dark',
  '@media': reduced,
});
