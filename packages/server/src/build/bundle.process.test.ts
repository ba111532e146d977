import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../testing/server-process';
import { waitFor } from '../testing/wait-for';
import { BUNDLE_OUTFILE, bundleServer, externalPackages, runtimeDependencies } from './bundle';

describe('the production bundle (esbuild), run by plain node', () => {
  let metafile: Metafile;
  let server: ServerProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-bundle-'));

  beforeAll(async () => {
    metafile = await bundleServer();
    // Plain node on the built file: no --import, no loader, nothing from NODE_OPTIONS.
    server = await startServerProcess(
      { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web-build'), NODE_OPTIONS: '' },
      90_000,
      [BUNDLE_OUTFILE],
    );
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves to node_modules only production dependencies of server, adapters and domain', () => {
    const external = externalPackages(metafile);
    expect(external.length).toBeGreaterThan(0);
    expect(runtimeDependencies()).toEqual(expect.arrayContaining(external));
    expect(external).not.toContain('tsx');
    expect(external).not.toContain('esbuild');
  });

  it('holds the workspace sources compiled: no TypeScript import is left for run time', () => {
    const code = readFileSync(BUNDLE_OUTFILE, 'utf8');
    expect(code).not.toMatch(/from\s+["'][^"']+\.tsx?["']/);
    expect(code).not.toMatch(/["']@lumen\//);
    expect(code).not.toContain('tsx/esm');
  });

  it('starts, answers /api/health and /api/ready, and applies the migrations on SQLite', async () => {
    const health = await waitFor(
      () => fetch(`${server.url}/api/health`).then((r) => r.status),
      (status) => status === 200,
    );
    expect(health).toBe(200);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true, checks: { database: 'ok' } });
    expect(server.logs.some((line) => line.msg === 'applied migrations')).toBe(true);
  });

  it("backs the running server's SQLite database up with dist/backup.js, run by plain node", async () => {
    const dir = path.join(dataDir, 'backup-by-bundle');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(path.dirname(BUNDLE_OUTFILE), 'backup.js'), dir],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          MEDIA_S3_BUCKET: '',
          NODE_OPTIONS: '',
        },
      },
    );
    expect(stdout).toContain(`backup written to ${dir}`);
    expect(readdirSync(dir).sort()).toEqual(['SHA256SUMS', 'database.sqlite', 'manifest.json']);
    expect(existsSync(path.join(path.dirname(BUNDLE_OUTFILE), 'restore.js'))).toBe(true);
  });
});
