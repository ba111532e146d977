import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No container engine runs here, so the Dockerfile is checked statically for what `npm ci`
// needs (every workspace's package.json, or the lock file does not match) and for the
// production shape: the bundle run by plain node, production dependencies only.

const repo = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const dockerfile = readFileSync(repo('Dockerfile'), 'utf8');
const stages = new Map(
  dockerfile
    .split(/^(?=FROM )/m)
    .filter((part) => part.startsWith('FROM '))
    .map((part) => [/ AS (\S+)/i.exec(part.split('\n')[0] ?? '')?.[1] ?? '', part]),
);
const workspaces = readdirSync(repo('packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('Dockerfile', () => {
  it('copies every workspace manifest into the stage both installs start from', () => {
    const manifests = stages.get('manifests') ?? '';
    for (const workspace of workspaces) {
      expect(manifests).toContain(`COPY packages/${workspace}/package.json packages/${workspace}/`);
    }
    for (const name of ['deps', 'prod-deps']) {
      expect(stages.get(name)).toMatch(/^FROM manifests AS /);
      expect(stages.get(name)).toContain('RUN npm ci ');
    }
  });

  it('installs production dependencies only for the final stage and runs the bundle with node', () => {
    expect(stages.get('prod-deps')).toMatch(/npm ci --omit=dev --workspace @lumen\/server/);
    const runtime = stages.get('runtime') ?? '';
    expect(runtime).toContain('COPY --from=prod-deps');
    expect(runtime).not.toMatch(/COPY --from=(deps|build) \S+ \/app \/app/);
    expect(runtime).toMatch(/CMD \["node", [^\]]*"packages\/server\/dist\/main\.js"\]/);
    expect(runtime).not.toContain('tsx');
    expect(stages.get('build')).toContain('npm run bundle -w @lumen/server');
  });
});
