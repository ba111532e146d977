// A plain object rather than vitest's defineConfig: the architecture rule keeps every file of
// the domain free of packages other than zod, and Vitest reads the object just the same.
export default {
  test: { name: 'domain', environment: 'node' },
};
