import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys in Debian's Chromium against the real server on the embedded defaults
// (SQLite, demo payments), in a throwaway data directory. `npm run e2e -w @lumen/web`.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/lumen-e2e-${port}`;
// A real OpenID Connect provider on a local port ("Continue with Google" in e2e/oidc.spec.ts).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
const oidcEnv = [
  `OIDC_ISSUER=http://127.0.0.1:${oidcPort}`,
  'OIDC_CLIENT_ID=lumen-e2e',
  'OIDC_CLIENT_SECRET=lumen-e2e-secret-0123456789abcdef',
].join(' ');

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // How long an expectation waits for a state (Playwright's default is 5 s): a route's first
  // load on a loaded 2-core CI machine can take longer. A bound, never a speed check.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // axe-core is injected into the page for the accessibility checks; the app's CSP forbids that.
    bypassCSP: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `cd ../.. && OIDC_PROVIDER_PORT=${oidcPort} OIDC_REDIRECT_URI=${baseURL}/api/auth/oidc/callback node node_modules/.bin/tsx packages/server/src/testing/oidc-provider.main.ts`,
      // Listening means ready: the provider is made before it listens.
      port: oidcPort,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The server serves the built app (packages/web/dist), so build it first. The journeys sign
      // many accounts up from one address: above the default 10 an hour. They count on a new
      // account's 20 trial credits at once, so the trial does not wait for the mailed link here
      // (routes/auth/trial-farming.int.test.ts and the web's component tests cover that wait).
      command: `rm -rf ${dataDir} && npm run build && cd ../.. && PORT=${port} DATA_DIR=${dataDir} PUBLIC_URL=${baseURL} SIGNUP_LIMIT_PER_HOUR=100000 TRIAL_REQUIRES_VERIFIED_EMAIL=false ${oidcEnv} node node_modules/.bin/tsx packages/server/src/main.ts`,
      // Ready means the database answers (and migrations ran): the journeys can start.
      url: `${baseURL}/api/ready`,
      // The build and the prerender come first: minutes on a loaded 2-core machine. A bound only.
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
