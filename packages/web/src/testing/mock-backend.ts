import {
  GENERATION_KIND_NAMES,
  type ImageSize,
  imageCost,
  rewriteCost,
  textCost,
  videoCost,
  voiceCost,
} from '@lumen/domain';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { passkeyHandlers, sessionHandlers } from './security-handlers';
import {
  accountStatsFixture,
  billingProfileFixture,
  checkoutOrderFixture,
  meFixture,
  newShareUrl,
  profileFixture,
  quoteFixture,
  shareFixture,
} from './fixtures';
import { storyAudio, storyImage } from './media';

/**
 * One small in-memory backend for the web stories and tests: msw handlers per resource over a
 * state a story or test seeds (`mockBackend({ balance: 5 })`). A generation costs what the
 * domain's rule says and is debited from the balance (a 402 when it falls short), so a screen
 * sees the credits move as with the real server.
 */

export type Kind = 'image' | 'text' | 'voice' | 'video' | 'rewrite';

/** A list resource that never answers (its loading state) or answers 500. */
export type Fault = 'loading' | 'error';

/** How a kind's generate call answers: as the backend computes, failed (a 502), or never. */
export type Outcome = 'ok' | 'failed' | 'pending';

/** A video job's answers to GET /api/generations/{id}, in turn (the last one again after). */
export type JobAnswers = readonly Record<string, unknown>[];

export interface BackendSeed {
  /** The signed-in user's fields (`null`: nobody is signed in; /api/auth/me answers 401). */
  user?: Record<string, unknown> | null;
  balance?: number;
  /** GET /api/config's trial. */
  trial?: { credits: number; days: number };
  /** GET /api/config's sign-in provider (the Settings tab's sign-in methods card shows then). */
  oidcLabel?: string;
  /**
   * GET /api/auth/sign-in-methods (default: the password alone); DELETE
   * /api/auth/sign-in-methods/:id unlinks an identity.
   */
  signInMethods?: { password: boolean; identities: readonly Record<string, unknown>[] };
  /** Gemini's availability per kind; every kind lists the demo model and Gemini. */
  gemini?: Partial<Record<Kind, boolean>>;
  /** Kinds GET /api/models leaves out (a server without them). */
  withoutKinds?: readonly Kind[];
  generate?: Partial<Record<Kind, Outcome>>;
  /**
   * POST /api/generate/text/stream: the words as written, then done (`ok`); or the words,
   * then the stream stays open until the reader stops it (`held`: the Stop); or a failure
   * before the first words (`failed`, refunded).
   */
  textStream?: 'ok' | 'held' | 'failed';
  /** Each started video's progress answers (completed at once when not given). */
  videoJob?: JobAnswers;
  profile?: Record<string, unknown> | Fault;
  transactions?: readonly unknown[] | Fault;
  generations?: readonly unknown[] | Fault;
  stats?: Record<string, unknown> | Fault;
  billingProfiles?: readonly unknown[];
  images?: readonly unknown[] | Fault;
  texts?: readonly unknown[] | Fault;
  tokens?: readonly Record<string, unknown>[] | Fault;
  /**
   * Whether the session confirmed it is its owner a moment ago (default true); false: a new
   * token answers 403 `confirmation_required` until POST /api/auth/confirm (any password but
   * `wrong-password`).
   */
  confirmed?: boolean;
  /** What POST /api/auth/confirm/options answers about passkeys (default: none). */
  confirmPasskeyOptions?: Record<string, unknown> | null;
  shares?: readonly Record<string, unknown>[] | Fault;
  /** POST /api/shares finds the item deleted meanwhile (404). */
  shareGone?: boolean;
  /** GET /api/checkout/orders/order_1_a's order (the fixture's fields replaced). */
  order?: Record<string, unknown>;
  /** POST /api/checkout/initiate: 201, or the provider's 502. */
  initiate?: 'ok' | 'providerFailed';
  /** GET /api/payments/status of order_1_a. */
  payment?: 'credited' | 'pending' | Fault | 'notFound';
}

const forever = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const serverError = () =>
  HttpResponse.json({ error: 'internal_error', message: 'Something went wrong' }, { status: 500 });

const failure = (code: string, message: string, status: number) =>
  HttpResponse.json({ error: code, message }, { status });

function isFault(value: unknown): value is Fault {
  return value === 'loading' || value === 'error';
}

/** Answers a resource seeded as a fault with it, else with `answer`. */
function unlessFault(value: unknown, answer: () => Response | Promise<Response>) {
  if (value === 'loading') return forever();
  if (value === 'error') return serverError();
  return answer();
}

/** A page of a list, as the library routes answer it. */
function pageOf<T>(items: readonly T[], request: Request, size: number) {
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
  return {
    items: items.slice((page - 1) * size, page * size),
    total: items.length,
    page,
    totalPages: Math.max(1, Math.ceil(items.length / size)),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: each route reads its own kind's request body
type Body = any;

/**
 * Each kind's generate route: its path(s), the domain's cost rule for the request and what it
 * answers beside the credits (a `job` answers 202 with the id its progress is polled by). A new
 * kind is one entry here and one in `Kind`.
 */
const generationRoutes: Record<
  Kind,
  {
    paths: readonly string[];
    cost: (body: Body) => number;
    answer: (body: Body) => object;
    job?: true;
  }
> = {
  image: {
    paths: ['/api/generate/image', '/api/gemini/generate/image'],
    cost: imageCost,
    answer: (body: { count?: number }) => {
      const count = body.count ?? 1;
      return {
        images: Array.from({ length: count }, (_, i) => storyImage(101 + i)),
        metadata: Array.from({ length: count }, () => ({ finalWidth: 1024, finalHeight: 1024 })),
      };
    },
  },
  text: {
    paths: ['/api/gemini/generate/text'],
    cost: textCost,
    answer: (body: { count?: number }) => {
      const texts = sampleTexts.slice(0, body.count ?? 1);
      return { texts, count: texts.length };
    },
  },
  voice: {
    paths: ['/api/generate/voice'],
    cost: (body: { text: string }) => voiceCost({ characters: body.text.length }),
    answer: (body: { format?: 'mp3' | 'wav' }) => ({
      audio: {
        url: storyAudio(),
        format: body.format ?? 'mp3',
        durationSeconds: 1,
        sampleRate: 8000,
      },
    }),
  },
  video: { paths: ['/api/generate/video'], cost: videoCost, answer: () => ({}), job: true },
  rewrite: {
    paths: ['/api/generate/rewrite'],
    cost: (body: { text: string; operation: 'shorter' | 'longer' | 'style' | 'translate' }) =>
      rewriteCost({ characters: body.text.trim().length, operation: body.operation }),
    // Marked with what was asked, so a story or test sees which operation ran on which text.
    answer: (body: { text: string; operation: string; style?: string; language?: string }) => ({
      text: `[${body.operation}${body.style ? `:${body.style}` : ''}${body.language ? `:${body.language}` : ''}] ${body.text.trim()}`,
    }),
  },
};

/**
 * An image's edit and its variations: priced by the image rule for the same size and count,
 * answered as an image generation; a missing source is the server's 400 on `source.url`.
 */
const derivedImagePaths = ['/api/generate/edit', '/api/generate/variation'] as const;
/**
 * The text stream's events: accepted, each word of every variant side by side, then done; held
 * open after the words for `held`; an error (and `refund`) right after accepted for `failed`.
 */
function textEventStream(
  texts: readonly string[],
  charge: { creditsUsed: number; remainingCredits: number; model: string },
  outcome: 'ok' | 'held' | 'failed',
  refund: () => void,
) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: object) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      send('accepted', { generationId: 'gen-stream', ...charge });
      if (outcome === 'failed') {
        refund();
        send('error', { error: 'generation_failed', message: 'The demo text model failed' });
        controller.close();
        return;
      }
      const words = texts.map((text) => text.match(/\s*\S+/g) ?? []);
      const longest = Math.max(...words.map((list) => list.length));
      for (let i = 0; i < longest; i++) {
        await delay(10);
        for (const [index, list] of words.entries()) {
          if (list[i] !== undefined) send('delta', { index, text: list[i] });
        }
      }
      if (outcome === 'held') return;
      send('done', { ended: 'completed', texts, count: texts.length, ...charge });
      controller.close();
    },
  });
}

const sampleTexts = [
  'Spring is here: discover our new collection of light fabrics and bright colours.',
  'Our spring collection has arrived. Come and see what is new this season.',
  'Fresh colours, light fabrics: the spring collection is waiting for you.',
];

export function mockBackend(seed: BackendSeed = {}) {
  const state = {
    user: seed.user === null ? null : { ...meFixture().user, ...seed.user },
    balance: seed.balance ?? (seed.user?.credits_balance as number | undefined) ?? 120,
    images: isFault(seed.images) ? seed.images : [...(seed.images ?? [])],
    texts: isFault(seed.texts) ? seed.texts : [...(seed.texts ?? [])],
    tokens: isFault(seed.tokens) ? seed.tokens : [...(seed.tokens ?? [])],
    shares: isFault(seed.shares) ? seed.shares : [...(seed.shares ?? [])],
    generations: isFault(seed.generations) ? seed.generations : [...(seed.generations ?? [])],
    jobs: new Map<string, number>(),
    confirmed: seed.confirmed ?? true,
    identities: [...(seed.signInMethods?.identities ?? [])],
  };

  /** Debits a generation's cost, or answers the 402 the server would. */
  function spend(kind: Kind, cost: number): Response | number {
    const outcome = seed.generate?.[kind] ?? 'ok';
    if (cost > state.balance) {
      return failure(
        'insufficient_credits',
        `Insufficient credits: need ${cost - state.balance} more credits`,
        402,
      );
    }
    if (outcome === 'failed') {
      return failure('generation_failed', `The demo ${kind} model failed on purpose`, 502);
    }
    state.balance -= cost;
    return cost;
  }

  const me = state.user ? { ...state.user } : null;
  const trialCredits = seed.trial?.credits ?? 20;

  return [
    http.get('/api/config', () =>
      HttpResponse.json({
        trialCredits,
        trialDays: seed.trial?.days ?? 14,
        ...(seed.oidcLabel ? { oidcLabel: seed.oidcLabel } : {}),
      }),
    ),
    http.get('/api/auth/sign-in-methods', () =>
      HttpResponse.json({
        password: seed.signInMethods?.password ?? true,
        identities: state.identities,
      }),
    ),
    http.delete('/api/auth/sign-in-methods/:id', ({ params }) => {
      const index = state.identities.findIndex((identity) => identity.id === params.id);
      if (index < 0) return failure('not_found', 'Sign-in method not found', 404);
      state.identities.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/auth/me', () =>
      me
        ? HttpResponse.json({ user: { ...me, credits_balance: state.balance } })
        : failure('unauthorized', 'Authentication required', 401),
    ),
    http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
    http.get('/api/models', () => {
      // Every kind the domain knows, as the server lists them; the ones without a route
      // table entry here (edit, variation) are answered by their own handlers below.
      const body: Record<string, { id: string; available: boolean }[]> = {};
      for (const kind of GENERATION_KIND_NAMES) {
        if (seed.withoutKinds?.includes(kind as Kind)) continue;
        body[kind] = [
          { id: 'demo', available: true },
          { id: 'gemini', available: seed.gemini?.[kind as Kind] ?? false },
        ];
      }
      return HttpResponse.json(body);
    }),

    // Generation: each kind's route(s), and a started job's progress.
    ...Object.entries(generationRoutes).flatMap(([name, route]) => {
      const kind = name as Kind;
      return route.paths.map((path) =>
        http.post(path, async ({ request }) => {
          if (seed.generate?.[kind] === 'pending') return forever();
          const body = (await request.json()) as Body;
          const spent = spend(kind, route.cost(body));
          if (spent instanceof Response) return spent;
          if (route.job) {
            const id = `gen-${state.jobs.size + 1}`;
            state.jobs.set(id, 0);
            return HttpResponse.json({ generationId: id }, { status: 202 });
          }
          return HttpResponse.json({
            ...route.answer(body),
            creditsUsed: spent,
            remainingCredits: state.balance,
            model: 'demo',
          });
        }),
      );
    }),
    ...derivedImagePaths.map((path) =>
      http.post(path, async ({ request }) => {
        if (seed.generate?.image === 'pending') return forever();
        const body = (await request.json()) as {
          source?: { url?: string };
          size: ImageSize;
          count?: number;
        };
        if (!body.source?.url) {
          return HttpResponse.json(
            {
              error: 'validation_error',
              message: 'Choose a picture of your own to start from',
              issues: [
                { path: 'source.url', message: 'Choose a picture of your own to start from' },
              ],
            },
            { status: 400 },
          );
        }
        const cost = imageCost({ size: body.size, count: body.count ?? 1 });
        const spent = spend('image', cost);
        if (spent instanceof Response) return spent;
        return HttpResponse.json({
          ...generationRoutes.image.answer(body),
          creditsUsed: spent,
          remainingCredits: state.balance,
          model: 'demo',
        });
      }),
    ),
    http.post('/api/generate/text/stream', async ({ request }) => {
      if (seed.generate?.text === 'pending') return forever();
      const body = (await request.json()) as { count?: number };
      const cost = textCost(body as Parameters<typeof textCost>[0]);
      const spent = spend('text', cost);
      if (spent instanceof Response) return spent;
      const texts = sampleTexts.slice(0, body.count ?? 1);
      const charge = { creditsUsed: spent, remainingCredits: state.balance, model: 'demo' };
      return new HttpResponse(
        textEventStream(texts, charge, seed.textStream ?? 'ok', () => {
          state.balance += spent;
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    }),
    http.get('/api/generations/:id', ({ params }) => {
      const id = String(params.id);
      const asked = state.jobs.get(id);
      if (asked === undefined) return failure('not_found', 'Generation not found', 404);
      state.jobs.set(id, asked + 1);
      const answers = seed.videoJob ?? [
        {
          status: 'completed',
          progress: 100,
          video: { url: '/media/story/clip.mp4', durationSeconds: 4, width: 960, height: 540 },
        },
      ];
      const answer = answers[Math.min(asked, answers.length - 1)];
      return HttpResponse.json({ id, type: 'video', creditsUsed: 5, ...answer });
    }),

    // The account.
    http.get('/api/profile', () =>
      unlessFault(seed.profile, () =>
        HttpResponse.json(
          profileFixture({
            credits_balance: state.balance,
            ...(me
              ? { trial_credits: me.trial_credits, trial_expires_at: me.trial_expires_at }
              : {}),
            ...(seed.profile as Record<string, unknown> | undefined),
          }),
        ),
      ),
    ),
    http.get('/api/transactions', () =>
      unlessFault(seed.transactions, () =>
        HttpResponse.json({ transactions: seed.transactions ?? [] }),
      ),
    ),
    http.get('/api/generations', () =>
      unlessFault(state.generations, () => HttpResponse.json({ generations: state.generations })),
    ),
    http.get('/api/account/stats', () =>
      unlessFault(seed.stats, () =>
        HttpResponse.json(accountStatsFixture(seed.stats as Record<string, unknown> | undefined)),
      ),
    ),
    http.get('/api/billing-profiles', () =>
      HttpResponse.json(seed.billingProfiles ?? [billingProfileFixture]),
    ),

    // The library.
    http.get('/api/images/saved', ({ request }) =>
      unlessFault(state.images, () => {
        const { items, ...page } = pageOf(state.images as unknown[], request, 12);
        return HttpResponse.json({ images: items, ...page });
      }),
    ),
    http.post('/api/images/save', () => HttpResponse.json({ images: [] }, { status: 201 })),
    http.get('/api/images/:id', ({ params }) =>
      unlessFault(state.images, () => {
        const image = (state.images as { id?: unknown }[]).find((i) => i.id === params.id);
        return image
          ? HttpResponse.json(image)
          : HttpResponse.json({ error: 'not_found', message: 'Image not found' }, { status: 404 });
      }),
    ),
    http.get('/api/texts/saved', ({ request }) =>
      unlessFault(state.texts, () => {
        const { items, ...page } = pageOf(state.texts as unknown[], request, 10);
        return HttpResponse.json({ texts: items, ...page });
      }),
    ),
    http.post('/api/texts/save', () => HttpResponse.json({ id: 's1' }, { status: 201 })),

    // Personal access tokens and share links.
    http.get('/api/tokens', () =>
      unlessFault(state.tokens, () => HttpResponse.json({ tokens: state.tokens })),
    ),
    http.post('/api/auth/confirm/options', () =>
      HttpResponse.json({
        password: true,
        passkey_options: seed.confirmPasskeyOptions ?? null,
      }),
    ),
    http.post('/api/auth/confirm', async ({ request }) => {
      const body = (await request.json()) as { password?: string };
      if (body.password === 'wrong-password') {
        return failure('invalid_credentials', 'Password is incorrect', 401);
      }
      state.confirmed = true;
      return HttpResponse.json({ confirmed_until: '2026-03-01T10:05:00.000Z' });
    }),
    http.post('/api/tokens', async ({ request }) => {
      if (!state.confirmed) {
        return failure(
          'confirmation_required',
          'Confirm it is you: enter your password or use a passkey.',
          403,
        );
      }
      const body = (await request.json()) as { name: string; scope: string };
      const tokens = isFault(state.tokens) ? [] : state.tokens;
      const personalToken = {
        id: `pat_${tokens.length + 10}`,
        name: body.name,
        scope: body.scope,
        created_at: '2026-03-01T10:00:00.000Z',
        expires_at: null,
        last_used_at: null,
      };
      state.tokens = [personalToken, ...tokens];
      return HttpResponse.json(
        { token: 'lumen_pat_c3Rvcnlfb25seV9ub3RfYV9yZWFsX3Rva2VuX2F0X2FsbA', personalToken },
        { status: 201 },
      );
    }),
    http.delete('/api/tokens/:id', ({ params }) => {
      if (!isFault(state.tokens)) state.tokens = state.tokens.filter((t) => t.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/shares', () =>
      unlessFault(state.shares, () => HttpResponse.json({ shares: state.shares })),
    ),
    http.post('/api/shares', async ({ request }) => {
      if (seed.shareGone) return failure('not_found', 'Item not found', 404);
      const body = (await request.json()) as {
        itemType: 'image';
        itemId: string;
        expiresIn: string;
      };
      const shares = isFault(state.shares) ? [] : state.shares;
      const share = shareFixture(shares.length + 3, {
        url: newShareUrl,
        itemType: body.itemType,
        itemId: body.itemId,
        created_at: '2026-03-09T10:00:00.000Z',
        expires_at: body.expiresIn === 'never' ? null : '2026-03-16T10:00:00.000Z',
      });
      state.shares = [share, ...shares];
      return HttpResponse.json(share, { status: 201 });
    }),
    http.delete('/api/shares/:id', ({ params }) => {
      if (!isFault(state.shares)) state.shares = state.shares.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),

    // Buying credits: the quote, the order, the payment's status.
    http.post('/api/currency/quote', async ({ request }) => {
      const { credits, currency } = (await request.json()) as { credits: number; currency: string };
      const discountPercentage = credits >= 1000 ? 10 : credits >= 100 ? 5 : 0;
      const base = credits / 10;
      const discount = (base * discountPercentage) / 100;
      const rate = ({ USD: 1.08, GBP: 0.85 } as Record<string, number>)[currency] ?? 1;
      const converted = Math.round((base - discount) * rate * 100) / 100;
      const convertedBase = Math.round(base * rate * 100) / 100;
      return HttpResponse.json({
        quote: {
          id: `q-${credits}-${currency}`,
          credits,
          currency,
          baseAmountEur: base.toFixed(2),
          discountPercentage,
          discount: discount.toFixed(2),
          baseAmount: convertedBase.toFixed(2),
          discountAmount: (convertedBase - converted).toFixed(2),
          convertedAmount: converted.toFixed(2),
        },
      });
    }),
    http.get('/api/currency/quote/q1', () => HttpResponse.json({ quote: quoteFixture })),
    http.get('/api/checkout/orders/order_1_a', () =>
      HttpResponse.json(checkoutOrderFixture(seed.order)),
    ),
    http.post('/api/checkout/initiate', () =>
      seed.initiate === 'providerFailed'
        ? failure('payment_failed', 'Payment initiation failed', 502)
        : HttpResponse.json(
            { success: true, orderId: 'order_1_a', paymentUrl: '#paid', message: 'ok' },
            { status: 201 },
          ),
    ),
    http.get('/api/payments/status', () => {
      const payment = seed.payment ?? 'pending';
      if (payment === 'notFound') return failure('not_found', 'Order not found', 404);
      return unlessFault(payment, () => {
        const credited = payment === 'credited';
        return HttpResponse.json({
          orderId: 'order_1_a',
          status: credited ? 'completed' : 'pending',
          credited,
          credits: 150,
          credits_balance: state.balance,
        });
      });
    }),
    // The account's devices and passkeys, as a signed-in Settings tab asks for them.
    ...sessionHandlers(),
    ...passkeyHandlers(),
  ] satisfies RequestHandler[];
}

/**
 * After the story's or test's own handlers: anything under /api they did not mock answers 404,
 * as the tests' mockApi does; the public configuration answers with the server's defaults.
 */
export const fallbackHandlers = [
  http.get('/api/config', () => HttpResponse.json({ trialCredits: 20, trialDays: 14 })),
  http.all('/api/*', () => failure('not_found', 'not mocked', 404)),
];
