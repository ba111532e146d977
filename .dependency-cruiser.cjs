/**
 * The workspace dependency graph is the architecture (DESIGN.md):
 *   web -> ui, web -> domain, web -> client, server -> adapters -> domain, server -> domain;
 *   client -> nothing of ours (its own generated contract types and openapi-fetch).
 * Paths are relative to the folder being cruised, so the same rules run on the
 * real tree and on the deliberate-violation fixture in tools/arch-fixture.
 */
const path = require('node:path');

const CLIENT_TEST_FILES = ['\\.test\\.ts$', '^packages/client/vitest\\.config\\.ts$'];

const DOMAIN_TEST_FILES = [
  '\\.test\\.ts$',
  '^packages/domain/vitest\\.config\\.ts$',
  '^packages/domain/src/testing/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'The domain depends on zod only: no I/O, no Node built-ins, no other package. Its tests may use test libraries (vitest, fast-check).',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: DOMAIN_TEST_FILES },
      to: {
        pathNot: ['^packages/domain/', '(^|/)node_modules/zod/'],
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: DOMAIN_TEST_FILES },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'client-is-standalone',
      comment:
        'The API client is installed by API consumers: it depends on openapi-fetch and its own generated contract types only (no other package of ours, no Node built-ins, so it runs in browsers too). Its tests may use test libraries and a local HTTP server.',
      severity: 'error',
      from: { path: '^packages/client/', pathNot: CLIENT_TEST_FILES },
      to: {
        pathNot: ['^packages/client/', '(^|/)node_modules/openapi-fetch/'],
      },
    },
    {
      name: 'ui-not-web',
      comment: 'The design system knows nothing of the app.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(web|server|adapters)/' },
    },
    {
      name: 'web-not-server-side',
      comment: 'The web app talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/(server|adapters)/' },
    },
    {
      name: 'adapters-not-server',
      severity: 'error',
      from: { path: '^packages/adapters/' },
      to: { path: '^packages/(server|web|ui)/' },
    },
    {
      name: 'server-not-frontend',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/(web|ui)/src/' },
    },
    {
      name: 'through-exports-only',
      comment:
        "A package is reached through its package.json exports, never by reaching into another package's files.",
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: {
        path: '^packages/[^/]+/',
        pathNot: [
          '^packages/$1/',
          '^packages/[^/]+/src/index\\.tsx?$',
          '^packages/[^/]+/src/[a-z-]+/index\\.tsx?$',
        ],
      },
    },
    {
      name: 'web-features-independent',
      comment:
        'A web feature never imports another feature: what two features share lives in components/ or lib/, and the routes (app/) put features together.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: {
        path: '^packages/web/src/features/',
        pathNot: '^packages/web/src/features/$1/',
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|node_modules/\\.vite)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    // Resolves the web app's `@/` import alias (its tsconfig's paths); the other packages have none.
    tsConfig: { fileName: path.join(__dirname, 'packages/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
