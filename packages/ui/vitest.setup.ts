import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../.storybook/preview';

// Stories composed in tests get the same decorators (theme, locale) as in Storybook.
setProjectAnnotations([preview.default]);
