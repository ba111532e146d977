import { describe, expect, test } from 'vitest';
import { GENERATION_KIND_NAMES } from '@lumen/domain';
import { savedTexts } from './fixtures';
import { type BackendSeed, fallbackHandlers, mockBackend } from './mock-backend';
import { fetchAnsweredBy } from './network';

/** The backend's fetch: its handlers, then the stories' fallback (404 for anything else). */
function backend(seed: BackendSeed = {}) {
  const handlers = [...mockBackend(seed), ...fallbackHandlers];
  const fetch = fetchAnsweredBy(handlers, () => new Response('unhandled', { status: 599 }));
  // The handlers' paths are the page's own, as the app's calls are.
  const base = location.origin;
  return {
    get: (path: string) => fetch(`${base}${path}`),
    post: (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}

const voice = { text: 'Hola a todos', language: 'es', voice: 'Orus', speed: 1, format: 'wav' };

describe('mockBackend', () => {
  test('a generation debits its cost (the domain rule) and the balance shows it', async () => {
    const api = backend({ balance: 10 });
    const answer = await api.post('/api/generate/voice', voice);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      audio: { format: 'wav' },
      creditsUsed: 3,
      remainingCredits: 7,
    });
    const me = await (await api.get('/api/auth/me')).json();
    expect(me.user.credits_balance).toBe(7);
  });

  test('too few credits: the 402 insufficient_credits, nothing debited', async () => {
    const api = backend({ balance: 1 });
    const answer = await api.post('/api/generate/voice', voice);
    expect(answer.status).toBe(402);
    expect((await answer.json()).error).toBe('insufficient_credits');
    expect((await (await api.get('/api/auth/me')).json()).user.credits_balance).toBe(1);
  });

  test('a kind seeded to fail answers 502 generation_failed', async () => {
    const api = backend({ generate: { text: 'failed' } });
    const answer = await api.post('/api/gemini/generate/text', {
      prompt: 'a note',
      textType: 'email',
      textLength: 'short',
      writingStyle: 'friendly',
      outputLanguage: 'english',
      count: 2,
    });
    expect(answer.status).toBe(502);
    expect((await answer.json()).error).toBe('generation_failed');
  });

  test('a started video is followed by its id through the seeded answers', async () => {
    const api = backend({
      videoJob: [
        { status: 'pending', progress: 42 },
        { status: 'completed', progress: 100 },
      ],
    });
    const started = await api.post('/api/generate/video', {
      prompt: 'A lighthouse at dusk',
      durationSeconds: 4,
      aspectRatio: '16:9',
      model: 'demo',
    });
    expect(started.status).toBe(202);
    const { generationId } = await started.json();
    const polls = [];
    for (let i = 0; i < 3; i++)
      polls.push(await (await api.get(`/api/generations/${generationId}`)).json());
    expect(polls.map((p) => p.status)).toEqual(['pending', 'completed', 'completed']);
  });

  test('lists page through the seeded items; a fault answers 500', async () => {
    const page2 = await (
      await backend({ texts: savedTexts(25) }).get('/api/texts/saved?page=3')
    ).json();
    expect(page2).toMatchObject({ total: 25, page: 3, totalPages: 3 });
    expect(page2.texts).toHaveLength(5);
    expect((await backend({ texts: 'error' }).get('/api/texts/saved')).status).toBe(500);
  });

  test('signed out, /api/auth/me answers 401; an unknown route 404', async () => {
    const api = backend({ user: null });
    expect((await api.get('/api/auth/me')).status).toBe(401);
    expect((await api.get('/api/nothing-here')).status).toBe(404);
  });

  test('GET /api/models lists every kind, Gemini as seeded', async () => {
    const models = await (await backend({ gemini: { voice: true } }).get('/api/models')).json();
    expect(Object.keys(models)).toEqual([...GENERATION_KIND_NAMES]);
    expect(models.voice).toContainEqual({ id: 'gemini', available: true });
    expect(models.image).toContainEqual({ id: 'gemini', available: false });
  });
});
