import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    include: ['src/**/*.test.ts'],
  },
});
