import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Gemini API's video model, a long-running operation as the real one
 * runs it: `POST /v1beta/models/{model}:predictLongRunning` answers an operation name; `GET
 * /v1beta/models/{model}/operations/{id}` answers `done: false` (with `metadata.progressPercent`)
 * until `pollsUntilDone` polls, then the result (`generateVideoResponse.generatedSamples[].video.uri`)
 * or an error; the file is served at that URI, behind the same API key. Behaviours: 'ok',
 * 'error' (the operation ends with an error), 'never' (never done: the caller's time-out),
 * 'filtered' (done, the clip filtered out), or an HTTP status for the start.
 */
export type FakeVideoBehaviour =
  | 'ok'
  | 'error'
  | 'never'
  | 'filtered'
  | { readonly status: number };

export interface FakeGeminiVideo {
  readonly url: string;
  readonly apiKey: string;
  /** Every request: method and path, and the start's JSON body. */
  readonly requests: { method: string; path: string; body: unknown }[];
  behaviour: FakeVideoBehaviour;
  pollsUntilDone: number;
  /** The bytes the file download answers. */
  readonly file: Uint8Array;
  close(): Promise<void>;
}

/** The first bytes of an MP4 (an `ftyp` box): what the fake's file is. */
export const FAKE_VIDEO_BYTES = new Uint8Array(
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomavc1', 'latin1'),
  ]),
);

export async function startFakeGeminiVideo(
  options: { apiKey?: string } = {},
): Promise<FakeGeminiVideo> {
  const apiKey = options.apiKey ?? 'fake-gemini-key';
  const polls = new Map<string, number>();
  let next = 0;
  const fake: FakeGeminiVideo = {
    url: '',
    apiKey,
    requests: [],
    behaviour: 'ok',
    pollsUntilDone: 2,
    file: FAKE_VIDEO_BYTES,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      body: text ? JSON.parse(text) : null,
    });
    const key = req.headers['x-goog-api-key'] ?? url.searchParams.get('key');
    if (key !== apiKey) {
      json(res, 400, { error: { code: 400, message: 'API key not valid.' } });
      return;
    }
    const start = /^\/v1beta\/models\/([^/:]+):predictLongRunning$/.exec(url.pathname);
    if (start && req.method === 'POST') {
      if (typeof fake.behaviour === 'object') {
        json(res, fake.behaviour.status, {
          error: { code: fake.behaviour.status, message: 'An internal error has occurred.' },
        });
        return;
      }
      const name = `models/${start[1]}/operations/op${++next}`;
      polls.set(name, 0);
      json(res, 200, { name });
      return;
    }
    const poll = /^\/v1beta\/(models\/[^/]+\/operations\/[^/]+)$/.exec(url.pathname);
    if (poll?.[1] && req.method === 'GET' && polls.has(poll[1])) {
      const name = poll[1];
      const count = (polls.get(name) ?? 0) + 1;
      polls.set(name, count);
      if (fake.behaviour === 'never' || count < fake.pollsUntilDone) {
        json(res, 200, {
          name,
          metadata: { progressPercent: Math.min(90, count * 30) },
        });
        return;
      }
      if (fake.behaviour === 'error') {
        json(res, 200, {
          name,
          done: true,
          error: { code: 13, message: 'Video rendering failed' },
        });
        return;
      }
      if (fake.behaviour === 'filtered') {
        json(res, 200, {
          name,
          done: true,
          response: {
            generateVideoResponse: {
              raiMediaFilteredCount: 1,
              raiMediaFilteredReasons: ['The prompt was filtered'],
            },
          },
        });
        return;
      }
      json(res, 200, {
        name,
        done: true,
        response: {
          generateVideoResponse: {
            generatedSamples: [
              { video: { uri: `${fake.url}/v1beta/files/${name.split('/').pop()}:download` } },
            ],
          },
        },
      });
      return;
    }
    if (/^\/v1beta\/files\/[^/]+:download$/.test(url.pathname) && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      res.end(Buffer.from(fake.file));
      return;
    }
    json(res, 404, { error: { code: 404, message: 'Not found' } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      json(res, 500, { error: { code: 500, message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (fake as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
