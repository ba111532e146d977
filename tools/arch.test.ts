import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = createRequire(import.meta.url)(
  path.join(root, '.dependency-cruiser.cjs'),
) as IConfiguration;

async function violations(baseDir: string): Promise<string[]> {
  const result = await cruise(['packages'], {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    baseDir,
  });
  if (typeof result.output === 'string') throw new Error('unexpected string output');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('architecture check (.dependency-cruiser.cjs)', () => {
  it('finds no violation in the real packages', async () => {
    expect(await violations(root)).toEqual([]);
  }, 60_000);

  it('fails on deliberate violations (tools/arch-fixture)', async () => {
    const found = await violations(path.join(root, 'tools/arch-fixture'));
    const rules = new Set(found.map((v) => v.split(':')[0]));
    expect(rules).toEqual(
      new Set([
        'client-is-standalone',
        'domain-is-pure',
        'domain-no-node-builtins',
        'ui-not-web',
        'web-not-server-side',
        'through-exports-only',
        'web-features-independent',
      ]),
    );
    // zod is the one library the domain may use; sequelize is not.
    expect(found.some((v) => v.startsWith('domain-is-pure') && v.includes('sequelize'))).toBe(true);
    expect(found.some((v) => v.includes('node_modules/zod'))).toBe(false);
    expect(found).toContain(
      'through-exports-only: packages/web/src/app.ts -> packages/domain/src/money.ts',
    );
    // The client reaches nothing of ours, even through an entry point, and no Node built-in.
    expect(found).toContain(
      'client-is-standalone: packages/client/src/index.ts -> packages/domain/src/index.ts',
    );
    expect(found).toContain('client-is-standalone: packages/client/src/index.ts -> fs');
    expect(found).toContain(
      'web-features-independent: packages/web/src/features/gallery/gallery.ts -> packages/web/src/features/dashboard/balance.ts',
    );
  }, 60_000);
});
