import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for the Gemini API (the "mldev" surface @google/genai calls with an API key):
 * `POST /v1beta/models/{model}:generateContent` (and `:streamGenerateContent?alt=sse`, the same
 * answer as server-sent events, a text in pieces of a few words): texts, and images when the
 * request asks for the IMAGE modality, as small real PNGs in the requested aspect ratio (or, given
 * a picture to edit or vary, in that picture's frame), base64 in the JSON; speech
 * for the AUDIO modality, as the TTS models answer it: raw 16-bit PCM, 24 kHz mono, base64.
 * Tests script what the next calls do (safety block, refusal, 5xx, a hang, malformed answers)
 * and read back every request the client sent. Listens on 127.0.0.1, port 0.
 */

export type FakeGeminiBehaviour =
  /** A normal answer (the default when nothing is scripted). */
  | 'ok'
  /** promptFeedback.blockReason SAFETY and no candidates. */
  | 'blocked'
  /** A candidate that stopped with finishReason IMAGE_SAFETY / SAFETY and no content. */
  | 'finish-safety'
  /** The model answers with words instead of an image ("I can't make that"). */
  | 'refusal-text'
  /** HTTP error with Google's error body. */
  | { readonly status: number; readonly message?: string }
  /** Never answers (until the client gives up or the server closes). */
  | 'hang'
  /** Answers normally, but only once the test calls `release()` (a slow model, under control). */
  | 'held'
  /** 200 with a body that is not JSON. */
  | 'malformed-json'
  /** 200, JSON, but the image bytes are not an image. */
  | 'not-an-image'
  /** 200, JSON, no candidates and no feedback. */
  | 'empty'
  /** 200, JSON, an AUDIO answer whose inline data is not PCM audio (an odd byte count). */
  | 'not-audio'
  /** A stream that sends its first piece, then the connection drops. */
  | 'stream-break';

export interface FakeGeminiRequest {
  readonly model: string;
  readonly method: 'generateContent' | string;
  readonly path: string;
  readonly apiKey: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the SDK sent
  readonly body: any;
}

export interface FakeGemini {
  /** `http://127.0.0.1:<port>`: the client's `httpOptions.baseUrl`. */
  readonly url: string;
  readonly apiKey: string;
  readonly requests: FakeGeminiRequest[];
  /** The next calls behave like this, one entry per call, in order; then 'ok' again. */
  script(...behaviours: FakeGeminiBehaviour[]): void;
  /** Every call behaves like this until reset (overrides the script). */
  always(behaviour: FakeGeminiBehaviour | null): void;
  /** How many 'held' calls are waiting for `release()`. */
  held(): number;
  /** Lets every 'held' call answer. */
  release(): void;
  /** The text a text call answers; default echoes the prompt's first line with filler words. */
  textAnswer: ((request: FakeGeminiRequest, index: number) => string) | null;
  reset(): void;
  close(): Promise<void>;
}

/** Small frames in each ratio the API knows (the real models answer ~1024 px on the long side). */
const FRAMES: Readonly<Record<string, { width: number; height: number }>> = {
  '1:1': { width: 64, height: 64 },
  '16:9': { width: 112, height: 63 },
  '9:16': { width: 63, height: 112 },
  '4:3': { width: 80, height: 60 },
  '3:4': { width: 60, height: 80 },
};
/** With no ratio asked, the model picks its own frame: 3:2 landscape here. */
const NATIVE_FRAME = { width: 96, height: 64 };

export function fakeFrame(aspectRatio: string | undefined): { width: number; height: number } {
  return (aspectRatio && FRAMES[aspectRatio]) || NATIVE_FRAME;
}

/** The frame of the picture a request sends as inline data (edit, variation), else null. */
// biome-ignore lint/suspicious/noExplicitAny: the SDK's request body as it was sent
async function pictureFrame(body: any): Promise<{ width: number; height: number } | null> {
  const parts: { inlineData?: { mimeType?: string; data?: string } }[] =
    body?.contents?.[0]?.parts ?? [];
  const picture = parts.find((part) => part.inlineData?.mimeType?.startsWith('image/'));
  if (!picture?.inlineData?.data) return null;
  try {
    const meta = await sharp(Buffer.from(picture.inlineData.data, 'base64')).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

/** What the fake's speech answers are recorded at (the real TTS models' rate). */
export const FAKE_SPEECH_SAMPLE_RATE = 24_000;

/** A tone that rises and falls, a tenth of a second per word of the text: base64 PCM16LE. */
function speechBase64(text: string): string {
  const words = Math.max(1, text.split(/\s+/).filter(Boolean).length);
  const samples = Math.round(FAKE_SPEECH_SAMPLE_RATE * 0.1 * words);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / FAKE_SPEECH_SAMPLE_RATE;
    const frequency = 180 + 60 * Math.sin(2 * Math.PI * 2 * t);
    pcm.writeInt16LE(Math.round(8000 * Math.sin(2 * Math.PI * frequency * t)), i * 2);
  }
  return pcm.toString('base64');
}

async function pngBase64(width: number, height: number, shade: number): Promise<string> {
  const bytes = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (shade * 67) % 256, g: (shade * 131) % 256, b: 200 },
    },
  })
    .png()
    .toBuffer();
  return bytes.toString('base64');
}

const WORDS =
  'light river stone garden morning quiet bright story craft simple clear careful gentle open warm'.split(
    ' ',
  );

/**
 * A rewrite instruction (`gemini-rewrite.generator.ts`) is answered with its text marked by the
 * task's first words, so a test sees which task and which text reached the model.
 */
function rewriteAnswer(prompt: string): string | null {
  const found = /^Rewrite the text between the markers\.\n(.*)\n<<<TEXT\n([\s\S]*)\nTEXT>>>$/.exec(
    prompt,
  );
  if (!found) return null;
  const task = (found[1] ?? '').split(/[,:;.]/)[0]?.trim();
  return `[${task}] ${found[2] ?? ''}`;
}

function defaultText(request: FakeGeminiRequest, index: number): string {
  const prompt: string = request.body?.contents?.[0]?.parts?.[0]?.text ?? '';
  const rewritten = rewriteAnswer(prompt);
  if (rewritten !== null) return rewritten;
  const first = prompt.split('\n')[0] ?? '';
  const filler = Array.from({ length: 120 }, (_, i) => WORDS[(i + index) % WORDS.length]);
  return `Variant ${index + 1}. ${first} ${filler.join(' ')}.`;
}

export async function startFakeGemini(options: { apiKey?: string } = {}): Promise<FakeGemini> {
  const apiKey = options.apiKey ?? 'fake-gemini-key';
  const requests: FakeGeminiRequest[] = [];
  let queue: FakeGeminiBehaviour[] = [];
  let forced: FakeGeminiBehaviour | null = null;
  let served = 0;
  const hanging = new Set<ServerResponse>();
  const waiting = new Set<() => void>();

  const fake: FakeGemini = {
    url: '',
    apiKey,
    requests,
    script: (...behaviours) => {
      queue.push(...behaviours);
    },
    always: (behaviour) => {
      forced = behaviour;
    },
    held: () => waiting.size,
    release: () => {
      for (const resume of waiting) resume();
      waiting.clear();
    },
    textAnswer: null,
    reset: () => {
      queue = [];
      forced = null;
      fake.textAnswer = null;
      requests.length = 0;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      fake.release();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };

  function sendJson(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  async function answerContent(request: FakeGeminiRequest, behaviour: FakeGeminiBehaviour) {
    const body = request.body ?? {};
    const modalities: string[] = body.generationConfig?.responseModalities ?? [];
    const wantsImage = modalities.map((m) => String(m).toUpperCase()).includes('IMAGE');
    const wantsAudio = modalities.map((m) => String(m).toUpperCase()).includes('AUDIO');
    const index = served++;
    if (behaviour === 'blocked') {
      return { promptFeedback: { blockReason: 'SAFETY' }, modelVersion: request.model };
    }
    if (behaviour === 'finish-safety') {
      return {
        candidates: [{ finishReason: wantsImage ? 'IMAGE_SAFETY' : 'SAFETY', index: 0 }],
        modelVersion: request.model,
      };
    }
    if (behaviour === 'refusal-text') {
      return {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [{ text: 'I cannot create that image.' }],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
      };
    }
    if (behaviour === 'empty') return { modelVersion: request.model };
    if (wantsAudio) {
      const prompt: string = body.contents?.[0]?.parts?.[0]?.text ?? '';
      const data =
        behaviour === 'not-audio' ? Buffer.from('odd').toString('base64') : speechBase64(prompt);
      return {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [
                {
                  inlineData: {
                    mimeType: `audio/L16;codec=pcm;rate=${FAKE_SPEECH_SAMPLE_RATE}`,
                    data,
                  },
                },
              ],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        modelVersion: request.model,
      };
    }
    if (wantsImage) {
      // Given a picture (an edit, a variation), the model answers one in that picture's frame.
      const frame =
        (await pictureFrame(body)) ?? fakeFrame(body.generationConfig?.imageConfig?.aspectRatio);
      const data =
        behaviour === 'not-an-image'
          ? Buffer.from('definitely not a png').toString('base64')
          : await pngBase64(frame.width, frame.height, index);
      return {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [{ inlineData: { mimeType: 'image/png', data } }],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        modelVersion: request.model,
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 1290, totalTokenCount: 1300 },
      };
    }
    const text = (fake.textAnswer ?? defaultText)(request, index);
    return {
      candidates: [
        {
          content: { role: 'model', parts: [{ text }] },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      modelVersion: request.model,
      usageMetadata: { promptTokenCount: 20, candidatesTokenCount: 200, totalTokenCount: 220 },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/v1beta\/models\/([^/:]+):(\w+)$/.exec(url.pathname);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const keyHeader = req.headers['x-goog-api-key'];
    const request: FakeGeminiRequest = {
      model: match?.[1] ?? '',
      method: match?.[2] ?? '',
      path: url.pathname,
      apiKey:
        typeof keyHeader === 'string' ? keyHeader : (url.searchParams.get('key') ?? undefined),
      body,
    };
    requests.push(request);

    const streamed = request.method === 'streamGenerateContent';
    if (!match || req.method !== 'POST' || !(request.method === 'generateContent' || streamed)) {
      sendJson(res, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      return;
    }
    if (request.apiKey !== apiKey) {
      sendJson(res, 400, {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'INVALID_ARGUMENT',
        },
      });
      return;
    }
    const behaviour = forced ?? queue.shift() ?? 'ok';
    if (behaviour === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (typeof behaviour === 'object') {
      sendJson(res, behaviour.status, {
        error: {
          code: behaviour.status,
          message: behaviour.message ?? 'An internal error has occurred.',
          status: behaviour.status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION',
        },
      });
      return;
    }
    if (behaviour === 'held') {
      await new Promise<void>((resolve) => waiting.add(resolve));
    }
    if (behaviour === 'malformed-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"candidates": [ this is not json');
      return;
    }
    const answer = await answerContent(request, behaviour);
    if (streamed) {
      await sendStream(res, answer, behaviour === 'stream-break');
      return;
    }
    sendJson(res, 200, answer);
  }

  /** The answer as server-sent events: its text in pieces of a few words, one event each. */
  // biome-ignore lint/suspicious/noExplicitAny: the answer's JSON, as the fake built it
  async function sendStream(res: ServerResponse, answer: any, breakAfterFirst: boolean) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const candidate = answer.candidates?.[0];
    const text: string | undefined = candidate?.content?.parts?.[0]?.text;
    const events: unknown[] = [];
    if (typeof text === 'string') {
      const words = text.match(/\s*\S+/g) ?? [];
      for (let i = 0; i < words.length; i += 5) {
        const last = i + 5 >= words.length;
        events.push({
          candidates: [
            {
              content: { role: 'model', parts: [{ text: words.slice(i, i + 5).join('') }] },
              ...(last ? { finishReason: candidate.finishReason } : {}),
              index: 0,
            },
          ],
          modelVersion: answer.modelVersion,
        });
      }
    } else {
      events.push(answer);
    }
    for (const [index, event] of events.entries()) {
      res.write(`data: ${JSON.stringify(event)}\r\n\r\n`);
      if (breakAfterFirst && index === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        res.destroy();
        return;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    res.end();
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, { error: { code: 500, message: String(error), status: 'INTERNAL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  (fake as { url: string }).url = `http://127.0.0.1:${port}`;
  return fake;
}
