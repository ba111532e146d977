import { DEMO_REWRITE_FAILURE_MARKER } from '@lumen/adapters';
import { expect, it } from 'vitest';
import { balanceOf, grant, ledgerSum } from '../../testing/commerce';
import { describeOnDialects } from '../../testing/dialects';
import {
  expectRefundedOnce,
  generationsOf as generations,
  ledgerKinds,
} from '../../testing/generations';
import { call, signUp } from '../../testing/http';

const TEXT = 'The lighthouse is bright. The sea is quiet. We walk home. It is a good day.';

const rewrite = (overrides: Record<string, unknown> = {}) => ({
  text: TEXT,
  operation: 'translate',
  language: 'es',
  ...overrides,
});

describeOnDialects('rewrite generation route', (getApp) => {
  it('translates to Spanish on the demo model: 2 credits, the row completed', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const res = await call(t, 'POST', '/api/generate/rewrite', {
      token: user.token,
      json: rewrite(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      text: 'El faro es brillante. El mar es tranquilo. Nosotros walk casa. Eso es un bueno día.',
      creditsUsed: 2,
      remainingCredits: 8,
      model: 'demo',
    });
    expect(await balanceOf(t, user.token)).toBe(8);
    expect(await ledgerSum(t, user.userId)).toBe(8);
    expect(await generations(t, user.token)).toEqual([
      expect.objectContaining({
        generation_type: 'rewrite',
        status: 'completed',
        cost_credits: 2,
        prompt: TEXT,
      }),
    ]);
  });

  it('each operation does what it says; 1,001 characters cost 3 to lengthen', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 20);
    const shorter = await call(t, 'POST', '/api/generate/rewrite', {
      token: user.token,
      json: rewrite({ operation: 'shorter', language: undefined }),
    });
    expect(shorter.body).toMatchObject({
      text: 'The lighthouse is bright. The sea is quiet.',
      creditsUsed: 1,
    });
    const styled = await call(t, 'POST', '/api/generate/rewrite', {
      token: user.token,
      json: rewrite({ operation: 'style', style: 'formal' }),
    });
    expect(styled.body).toMatchObject({
      text: `Dear reader, ${TEXT} Yours faithfully.`,
      creditsUsed: 1,
    });
    const long = await call(t, 'POST', '/api/generate/rewrite', {
      token: user.token,
      json: rewrite({ operation: 'longer', text: `${'Word. '.repeat(200)}`.slice(0, 1001) }),
    });
    expect(long.body).toMatchObject({ creditsUsed: 3 });
    expect(await balanceOf(t, user.token)).toBe(15);
  });

  it('validates with clear messages', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const cases = [
      [{ text: '   ' }, 'text', 'Please enter the text to rewrite.'],
      [{ text: 'a'.repeat(10_001) }, 'text', 'Text must be at most 10,000 characters'],
      [{ operation: 'style' }, 'style', 'Choose a writing style'],
      [{ language: undefined }, 'language', 'Choose the language to translate into'],
    ] as const;
    for (const [overrides, field, message] of cases) {
      const res = await call(t, 'POST', '/api/generate/rewrite', {
        token,
        json: rewrite(overrides),
      });
      expect(res.status, field).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(res.body.issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: field, message })]),
      );
    }
    expect((await call(t, 'POST', '/api/generate/rewrite', { json: rewrite() })).status).toBe(401);
  });

  it('402 when the balance is short; nothing is recorded', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 1);
    const res = await call(t, 'POST', '/api/generate/rewrite', {
      token: user.token,
      json: rewrite(),
    });
    expect(res.status).toBe(402);
    expect(res.body.error).toBe('insufficient_credits');
    expect(await generations(t, user.token)).toEqual([]);
    expect(await balanceOf(t, user.token)).toBe(1);
  });

  it('a replay with the same Idempotency-Key answers the same and charges once', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const send = () =>
      call(t, 'POST', '/api/generate/rewrite', {
        token: user.token,
        json: rewrite(),
        headers: { 'idempotency-key': 'rewrite-once-0001' },
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(t, user.token)).toBe(8);
    expect(await ledgerSum(t, user.userId)).toBe(8);
    expect(await ledgerKinds(t, user.userId)).toEqual(['adjustment', 'generation_debit']);
    expect(await generations(t, user.token)).toHaveLength(1);
  });

  it(`a failing model (the demo's ${DEMO_REWRITE_FAILURE_MARKER}) is refunded once`, async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const res = await call(t, 'POST', '/api/generate/rewrite', {
      token: user.token,
      json: rewrite({ text: `Say this ${DEMO_REWRITE_FAILURE_MARKER}` }),
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('generation_failed');
    await expectRefundedOnce(t, user, 10);
    expect(await generations(t, user.token)).toEqual([
      expect.objectContaining({ generation_type: 'rewrite', status: 'failed', cost_credits: 2 }),
    ]);
  });

  it('503 for gemini until it is configured; nothing charged', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const res = await call(t, 'POST', '/api/generate/rewrite', {
      token: user.token,
      json: rewrite({ model: 'gemini' }),
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('model_unavailable');
    expect(await balanceOf(t, user.token)).toBe(10);
  });
});
