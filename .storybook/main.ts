import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// With its extension: Storybook's loader for this file completes only extensionless paths, and
// takes `.config` for the extension of `vite.config` (it then fails to resolve).
import { sourceAlias } from '../packages/web/vite.config.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/web/src/**/*.stories.tsx',
  ],
  // Mock Service Worker's script for the web screens' stories, served at /mockServiceWorker.js.
  staticDirs: [
    { from: '../node_modules/msw/lib/mockServiceWorker.js', to: '/mockServiceWorker.js' },
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    const alias = viteConfig.resolve?.alias;
    viteConfig.resolve = {
      ...viteConfig.resolve,
      // The web screens' stories import through `@/` (packages/web/src).
      alias: [
        sourceAlias,
        ...(Array.isArray(alias)
          ? alias
          : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }))),
      ],
    };
    return viteConfig;
  },
};

export default config;
