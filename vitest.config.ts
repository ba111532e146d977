import { defineConfig } from 'vitest/config';

// One run over every package: each package folder is a Vitest project (its own
// vitest.config.ts when it has one), plus the repo-level checks in tools/.
export default defineConfig({
  test: {
    projects: ['packages/*', 'tools'],
  },
});
