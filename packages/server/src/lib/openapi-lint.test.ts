import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { contractProblems } from './openapi-contract';
import { renderOpenApiDocument } from './openapi-export';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const require = createRequire(import.meta.url);
const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');

const workDir = mkdtempSync(path.join(tmpdir(), 'lumen-openapi-lint-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Lints a document with the repo's redocly.yaml and lint-ignore file, as `npx redocly lint`. */
async function lint(document: string) {
  mkdirSync(path.join(workDir, 'openapi'), { recursive: true });
  for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) {
    copyFileSync(path.join(ROOT, file), path.join(workDir, file));
  }
  writeFileSync(path.join(workDir, 'openapi/openapi.json'), document);
  const run = await promisify(execFile)(
    process.execPath,
    [REDOCLY, 'lint', 'openapi/openapi.json', '--format', 'json'],
    {
      cwd: workDir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => error);
  const stdout = run.stdout ?? '';
  const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
  };
  return report;
}

describe('the API contract', () => {
  it('passes `redocly lint` with the recommended ruleset: no error, no warning', async () => {
    const report = await lint(renderOpenApiDocument());
    const problems = report.problems.map(
      (p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('the lint fails a document with a problem (an operation without operationId or security)', async () => {
    const document = JSON.parse(renderOpenApiDocument());
    delete document.paths['/api/auth/me'].get.operationId;
    delete document.paths['/api/auth/signup'].post.security;
    const rules = (await lint(JSON.stringify(document))).problems.map((p) => p.ruleId);
    expect(rules).toContain('operation-operationId');
    expect(rules).toContain('security-defined');
  }, 120_000);

  it('every operation has a camelCase operationId, summary, description, tags, security, its error codes, and examples', () => {
    expect(contractProblems(JSON.parse(renderOpenApiDocument()))).toEqual([]);
  });

  it('the contract check names what an operation lacks', () => {
    const document = JSON.parse(renderOpenApiDocument());
    const me = document.paths['/api/auth/me'].get;
    me.operationId = 'get_me';
    delete me.description;
    delete me.security;
    delete document.paths['/api/auth/login'].post.requestBody.content['application/json'].example;
    delete document.paths['/api/models'].get.responses['500'];
    expect(contractProblems(document)).toEqual([
      'POST /api/auth/login: request body without an example',
      'GET /api/auth/me: operationId missing or not camelCase',
      'GET /api/auth/me: no description',
      'GET /api/auth/me: security not declared (bearerAuth, or [] for a public route)',
      'GET /api/models: no 500 response',
    ]);
  });
});
