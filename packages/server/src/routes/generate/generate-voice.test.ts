import { DEMO_VOICE_FAILURE_MARKER, decodeWav, mp3Frames } from '@lumen/adapters';
import { describe, expect, it } from 'vitest';
import { balanceOf, grant, ledgerSum } from '../../testing/commerce';
import { expectRefundedOnce, generationsOf as generations } from '../../testing/generations';
import { describeOnDialects } from '../../testing/dialects';
import { call, signUp } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';

const speech = (overrides: Record<string, unknown> = {}) => ({
  text: 'Welcome to Lumen Studio.',
  language: 'en',
  voice: 'Kore',
  speed: 1,
  format: 'mp3',
  model: 'demo',
  ...overrides,
});

async function media(t: TestApp, url: string) {
  const res = await t.app.request(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

describeOnDialects('voice generation route', (getApp) => {
  it('speaks English as MP3 on the demo model: 3 credits, the file served, the row completed', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const res = await call(t, 'POST', '/api/generate/voice', {
      token: user.token,
      json: speech(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      audio: {
        url: expect.stringMatching(/^\/media\/[^/]+\/[0-9a-f]{32}\.mp3$/),
        format: 'mp3',
        durationSeconds: expect.any(Number),
        sampleRate: 22050,
      },
      creditsUsed: 3,
      remainingCredits: 7,
      model: 'demo',
    });
    expect(res.body.audio.durationSeconds).toBeGreaterThan(0.5);
    const file = await media(t, res.body.audio.url);
    expect(file.status).toBe(200);
    expect(file.type).toBe('audio/mpeg');
    expect(mp3Frames(file.bytes).sampleRate).toBe(22050);
    expect(await balanceOf(t, user.token)).toBe(7);
    expect(await ledgerSum(t, user.userId)).toBe(7);
    expect(await generations(t, user.token)).toEqual([
      expect.objectContaining({
        generation_type: 'voice',
        status: 'completed',
        cost_credits: 3,
        prompt: 'Welcome to Lumen Studio.',
      }),
    ]);
  });

  it('speaks Spanish as WAV; 1,001 characters cost 6', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const text = `Hola. ${'Buenos días a todos. '.repeat(60)}`.slice(0, 1001);
    const res = await call(t, 'POST', '/api/generate/voice', {
      token: user.token,
      json: speech({ text, language: 'es', voice: 'Orus', format: 'wav', speed: 1.5 }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      audio: { format: 'wav', sampleRate: 22050 },
      creditsUsed: 6,
      remainingCredits: 4,
    });
    const file = await media(t, res.body.audio.url);
    expect(file.type).toBe('audio/wav');
    const pcm = decodeWav(file.bytes);
    expect(pcm.sampleRate).toBe(22050);
    expect(pcm.samples.length / pcm.sampleRate).toBeCloseTo(res.body.audio.durationSeconds, 2);
  });

  it('validates with clear messages', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const cases = [
      [{ text: '   ' }, 'text', 'Please enter the text to speak.'],
      [{ text: 'a'.repeat(5001) }, 'text', 'Text must be at most 5,000 characters'],
      [{ speed: 2 }, 'speed', 'Speed must be between 0.75 and 1.5'],
      [{ speed: 0.5 }, 'speed', 'Speed must be between 0.75 and 1.5'],
      [{ language: 'es', voice: 'Kore' }, 'voice', 'Choose one of the voices of this language'],
    ] as const;
    for (const [overrides, field, message] of cases) {
      const res = await call(t, 'POST', '/api/generate/voice', {
        token,
        json: speech(overrides),
      });
      expect(res.status, field).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(res.body.issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: field, message })]),
      );
    }
    expect((await call(t, 'POST', '/api/generate/voice', { json: speech() })).status).toBe(401);
  });

  it('402 with the spec wording when the balance is short; nothing is recorded', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 2);
    const res = await call(t, 'POST', '/api/generate/voice', {
      token: user.token,
      json: speech(),
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      error: 'insufficient_credits',
      message: 'Insufficient credits: need 1 more credits',
    });
    expect(await generations(t, user.token)).toEqual([]);
  });

  it(`a failing model (the demo's ${DEMO_VOICE_FAILURE_MARKER}) is refunded once`, async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const res = await call(t, 'POST', '/api/generate/voice', {
      token: user.token,
      json: speech({ text: `Say this ${DEMO_VOICE_FAILURE_MARKER}` }),
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('generation_failed');
    await expectRefundedOnce(t, user, 10);
    expect(await generations(t, user.token)).toEqual([
      expect.objectContaining({ generation_type: 'voice', status: 'failed', cost_credits: 3 }),
    ]);
  });

  it('503 for gemini until it is configured; nothing charged', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const res = await call(t, 'POST', '/api/generate/voice', {
      token: user.token,
      json: speech({ model: 'gemini' }),
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      error: 'model_unavailable',
      message: 'Model gemini is not configured',
    });
    expect(await balanceOf(t, user.token)).toBe(10);
    const models = await call(t, 'GET', '/api/models');
    expect(models.body.voice).toEqual([
      { id: 'demo', available: true },
      { id: 'gemini', available: false },
    ]);
  });

  describe('Idempotency-Key', () => {
    it('the same key and body answers the first result again and charges once', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      const send = () =>
        call(t, 'POST', '/api/generate/voice', {
          token: user.token,
          json: speech({ format: 'wav' }),
          headers: { 'idempotency-key': `voice-${user.userId}` },
        });
      const first = await send();
      const again = await send();
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await balanceOf(t, user.token)).toBe(7);
    });
  });
});
