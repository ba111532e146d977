import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { providerReport } from './startup-report';

describe('providerReport (the start-up log of what takes and spends money)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const report = (env: Record<string, string>) =>
    providerReport(loadConfig({ DATA_DIR: dir, PAYMENT_CALLBACK_SECRET: 's', ...env }));
  const warnings = (env: Record<string, string>) =>
    report(env)
      .filter((line) => line.level === 'warn')
      .map((line) => line.text);

  it('demo payments in production are a loud warning that names PAYMENTS=demo', () => {
    const lines = warnings({ NODE_ENV: 'production', PAYMENTS: 'demo' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/DEMO payment page: NO REAL MONEY.*\(PAYMENTS=demo\)/);
  });

  it('Stripe says its mode; a test key in production is a warning', () => {
    const live = report({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'w' });
    expect(live[0]).toEqual({
      level: 'info',
      text: 'payments: Stripe Checkout, LIVE mode (real money)',
    });
    const test = warnings({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'w',
    });
    expect(test).toEqual(['payments: Stripe Checkout, test mode (no real money)']);
  });

  it('says which models are live, and warns when free demo credits reach a paid model', () => {
    const off = report({}).map((line) => line.text);
    expect(off).toContain('models: demo (built in, calls no provider): live');
    expect(off).toContain('models: gemini: off (GEMINI_API_KEY unset; it answers 503)');

    const gemini = report({ GEMINI_API_KEY: 'g', GEMINI_IMAGE_MODEL: 'imagen-x' });
    expect(gemini.map((line) => line.text).join('\n')).toMatch(
      /gemini: LIVE \(imagen-x for images, gemini-2\.5-flash for texts, gemini-2\.5-flash-preview-tts for speech\)/,
    );
    expect(warnings({ GEMINI_API_KEY: 'g' }).join('\n')).toContain(
      'free demo credits spend real money at Google',
    );
    expect(
      warnings({ GEMINI_API_KEY: 'g', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'w' }),
    ).toEqual([]);
  });
});
