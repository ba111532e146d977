import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapters',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each make their own database; one file at a time keeps the shared
    // MariaDB (and its connection limit) at a reasonable load.
    fileParallelism: false,
  },
});
