import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { ThemeProvider, type ThemeName } from '../packages/ui/src/theme/theme-provider';
import { type StoryLocale, StoryLocaleContext } from '../packages/ui/src/story-utils/story-locale';
import '../packages/ui/src/theme/themes.css';
import '../packages/ui/src/theme/global.css';

// Play functions' findBy* wait for the mocked answers: testing-library's default bound (1 s) is
// shorter than those take on a loaded machine (the composed stories in the tests run these too).
configure({ asyncUtilTimeout: 10_000 });

const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  const locale = (context.globals.locale ?? 'en') as StoryLocale;
  return (
    <ThemeProvider theme={theme} locale={locale}>
      <StoryLocaleContext.Provider value={locale}>
        <Story />
      </StoryLocaleContext.Provider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the demo strings',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
};

export default preview;
