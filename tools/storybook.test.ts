import { execFile } from 'node:child_process';
import { existsSync, globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(tmpdir(), 'lumen-storybook-'));

/** The environment of a terminal: what Vitest adds would change how Storybook's Vite builds. */
function shellEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'NODE_ENV' || key === 'TEST') delete env[key];
  }
  return env;
}

let build: { ok: boolean; log: string };

// The published Storybook, built as `npm run build-storybook` builds it (only elsewhere): the
// main file is evaluated by Storybook's own loader, not by Vite, so a path that resolves in the
// app's configs can still fail here, and nothing else in the suite would notice.
beforeAll(async () => {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/storybook'),
      ['build', '-o', out, '--quiet'],
      { cwd: root, env: shellEnv(), maxBuffer: 64 * 1024 * 1024 },
    );
    build = { ok: true, log: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    build = { ok: false, log: stdout + stderr };
  }
  // A bound for a loaded 2-core machine (about 20 s on a quiet one), not a speed check.
}, 300_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('Storybook (npm run build-storybook)', () => {
  it('builds a static site any web server can serve', () => {
    expect(build.ok, build.log).toBe(true);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'iframe.html'))).toBe(true);
  });

  it('lists every story and docs file of the repository in its index', () => {
    expect(build.ok, build.log).toBe(true);
    const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')) as {
      entries: Record<string, { importPath: string }>;
    };
    const indexed = new Set(
      Object.values(index.entries).map((entry) => path.normalize(entry.importPath)),
    );
    const files = globSync(['packages/*/src/**/*.stories.{ts,tsx}', 'packages/*/src/**/*.mdx'], {
      cwd: root,
    }).map((file) => path.normalize(file));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !indexed.has(file))).toEqual([]);
  });
});
