import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { sourceAlias } from './vite.config';

// Component tests run in real Chromium (the Debian build; nothing is downloaded).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: [sourceAlias] },
  // Scan every source file up front: a dependency discovered mid-run makes Vite reload
  // and load a second React (seen on a fresh clone as "reading 'useContext' of null").
  optimizeDeps: {
    entries: ['src/**/*.{ts,tsx}'],
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router',
      'react-intl',
      'react-aria-components',
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@tanstack/react-query',
      'openapi-fetch',
      'zod',
      'date-fns',
      'clsx',
      '@vanilla-extract/css',
      '@vanilla-extract/recipes/createRuntimeFn',
      'vitest-browser-react',
      '@storybook/react-vite',
      'storybook/test',
      'msw',
      'msw/browser',
      'pdf-lib',
      '@pdf-lib/fontkit',
      'unpdf',
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // How long expect.poll waits for a state (a route change may first load the route's code
    // from Vite, which takes seconds on a loaded 2-core machine). A bound, not a speed check.
    expect: { poll: { timeout: 10_000 } },
    // Bounds for a whole test and a hook on a busy CI machine (one test walks a table of
    // inputs through the screen); exceeding them is a hang, never a speed check.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      // Vitest 5 made getByText/getByRole names exact by default; the tests name elements by a
      // part of their text (a heading beside a badge, a label beside a value), as on Vitest 4.
      locators: { exact: false },
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
