import { delay, HttpResponse, http } from 'msw';
import { billingProfileFixture } from './billing';
import {
  accountStatsFixture,
  checkoutOrderFixture,
  generationFixture,
  meFixture,
  profileFixture,
  quoteFixture,
  transactionFixture,
} from './fixtures';

/**
 * Mock Service Worker handlers for the web stories, built on the tests' fixtures. Each export
 * is a list to spread into a story's `parameters.msw.handlers`; the first match wins.
 */

/** A handler answer that never settles: the screen stays in its loading state. */
const forever = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const serverError = () =>
  HttpResponse.json({ error: 'internal_error', message: 'Something went wrong' }, { status: 500 });

/** GET /api/config: the trial as configured (the server's defaults unless a story says). */
export const configHandlers = (trialCredits = 20, trialDays = 14) => [
  http.get('/api/config', () => HttpResponse.json({ trialCredits, trialDays })),
];

/**
 * Anything under /api that a story did not mock answers 404, as in the tests' mockApi; the
 * public configuration answers with the defaults.
 */
export const fallbackHandlers = [
  ...configHandlers(),
  http.all('/api/*', () =>
    HttpResponse.json({ error: 'not_found', message: 'not mocked' }, { status: 404 }),
  ),
];

/** A small picture for the mocked media URLs (no server, so no /media). */
export const storyImage = (n: number) => {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 4 4"><rect width="4" height="4" fill="hsl(${hue} 60% 55%)"/><circle cx="2.6" cy="1.4" r="0.6" fill="hsl(${(hue + 40) % 360} 90% 80%)"/><path d="M0 4 L1.6 2 L2.6 3 L3.2 2.4 L4 3.2 V4 Z" fill="hsl(${(hue + 180) % 360} 40% 30%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

export const modelsHandlers = [
  http.get('/api/models', () =>
    HttpResponse.json({
      image: [
        { id: 'demo', available: true },
        { id: 'gemini', available: false },
      ],
      text: [
        { id: 'demo', available: true },
        { id: 'gemini', available: false },
      ],
      voice: [
        { id: 'demo', available: true },
        { id: 'gemini', available: false },
      ],
    }),
  ),
];

export const signedInHandlers = (credits = 120) => [
  http.get('/api/auth/me', () => HttpResponse.json(meFixture(credits))),
  http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  ...modelsHandlers,
];

export const quoteHandlers = [
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
];

/** A new account inside its trial: 20 trial credits lapsing in 13 days, nothing bought yet. */
export const trialHandlers = () => {
  const trial = {
    credits_balance: 20,
    trial_credits: 20,
    trial_expires_at: new Date(Date.now() + 13 * 86_400_000).toISOString(),
  };
  const me = meFixture(20);
  return [
    http.get('/api/auth/me', () => HttpResponse.json({ user: { ...me.user, ...trial } })),
    http.get('/api/profile', () => HttpResponse.json(profileFixture(trial))),
    ...dashboardHandlers('empty'),
  ];
};

/** The dashboard's account queries: with a history, empty, never answering, or failing. */
export const dashboardHandlers = (state: 'data' | 'empty' | 'loading' | 'error' = 'data') => {
  if (state === 'loading') {
    return [http.get('/api/profile', forever), ...signedInHandlers()];
  }
  if (state === 'error') {
    return [http.get('/api/profile', serverError), ...signedInHandlers()];
  }
  const empty = state === 'empty';
  return [
    http.get('/api/profile', () =>
      HttpResponse.json(profileFixture(empty ? { credits_balance: 0 } : {})),
    ),
    http.get('/api/transactions', () =>
      HttpResponse.json({
        transactions: empty
          ? []
          : [
              ...Array.from({ length: 5 }, (_, i) => transactionFixture(i + 1)),
              transactionFixture(6, { status: 'pending', currency: 'GBP', amount: '12.11' }),
              transactionFixture(7, { status: 'failed', currency: 'USD', amount: '10.30' }),
            ],
      }),
    ),
    http.get('/api/generations', () =>
      HttpResponse.json({
        generations: empty
          ? []
          : [
              generationFixture(1),
              generationFixture(2, { generation_type: 'text', cost_credits: 1 }),
              generationFixture(3, { status: 'failed' }),
            ],
      }),
    ),
    http.get('/api/account/stats', () =>
      HttpResponse.json(
        empty
          ? accountStatsFixture({
              credits_used: 0,
              completed_generations: 0,
              completed_generations_this_week: 0,
              generations: 0,
              generations_this_week: 0,
              transactions: 0,
              topups_total: '0.00',
              library: { items: 0, items_max: 10_000, bytes: 0, bytes_max: 104_857_600 },
            })
          : accountStatsFixture(),
      ),
    ),
    http.get('/api/billing-profiles', () =>
      HttpResponse.json(empty ? [] : [billingProfileFixture]),
    ),
    ...quoteHandlers,
    ...signedInHandlers(empty ? 0 : 120),
  ];
};

/** localStorage's topup_data for /checkout with a stored quote. */
export const storyTopup = JSON.stringify({
  quoteId: 'q1',
  credits: 150,
  currency: 'GBP',
  totalAmount: '12.11',
});

/**
 * Checkout: the stored quote, the account's profile and billing profile (the form starts filled),
 * an order to come back to, and initiation answering 201, or the provider's 502.
 */
export const checkoutHandlers = (
  options: { order?: Record<string, unknown>; initiate?: 'ok' | 'providerFailed' } = {},
) => [
  http.get('/api/currency/quote/q1', () => HttpResponse.json({ quote: quoteFixture })),
  http.get('/api/checkout/orders/order_1_a', () =>
    HttpResponse.json(checkoutOrderFixture(options.order)),
  ),
  http.get('/api/profile', () => HttpResponse.json(profileFixture({ phone: '+44 20 7946 0958' }))),
  http.get('/api/billing-profiles', () => HttpResponse.json([billingProfileFixture])),
  http.post('/api/checkout/initiate', () =>
    options.initiate === 'providerFailed'
      ? HttpResponse.json(
          { error: 'payment_failed', message: 'Payment initiation failed' },
          { status: 502 },
        )
      : HttpResponse.json(
          { success: true, orderId: 'order_1_a', paymentUrl: '#paid', message: 'ok' },
          { status: 201 },
        ),
  ),
  ...quoteHandlers,
  ...signedInHandlers(),
];

/** GET /api/payments/status: credited, still pending, never answering, or not this user's. */
export const paymentStatusHandlers = (state: 'credited' | 'pending' | 'loading' | 'notFound') => [
  http.get('/api/payments/status', () =>
    state === 'loading'
      ? forever()
      : state === 'notFound'
        ? HttpResponse.json({ error: 'not_found', message: 'Order not found' }, { status: 404 })
        : HttpResponse.json({
            orderId: 'order_1_a',
            status: state === 'credited' ? 'completed' : 'pending',
            credited: state === 'credited',
            credits: 150,
            credits_balance: 270,
          }),
  ),
  ...signedInHandlers(state === 'credited' ? 270 : 120),
];

export const savedImageFixture = (n: number) => ({
  id: `img${n}`,
  url: storyImage(n),
  prompt: `A fox in a snowy forest, number ${n}`,
  negativePrompt: '',
  settings: { size: '1024x1024', style: 'realistic', model: 'demo', guidance: 7 },
  aspectRatio: '1:1',
  sizeRequested: 1024,
  finalWidth: 1024,
  finalHeight: 1024,
  upscale: 0,
  styleTransfer: 0,
  timestamp: '2026-03-14T10:00:00.000Z',
});

/** My Gallery and the image generator. */
export const imageHandlers = (gallery: 'data' | 'empty' | 'error' = 'empty') => [
  http.get('/api/images/saved', ({ request }) => {
    if (gallery === 'error') return serverError();
    if (gallery === 'empty') {
      return HttpResponse.json({ images: [], total: 0, page: 1, totalPages: 1 });
    }
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return HttpResponse.json({
      images: Array.from({ length: 12 }, (_, i) => savedImageFixture((page - 1) * 12 + i + 1)),
      total: 30,
      page,
      totalPages: 3,
    });
  }),
  http.post('/api/generate/image', () =>
    HttpResponse.json({
      images: [storyImage(101), storyImage(102)],
      metadata: [
        { finalWidth: 1024, finalHeight: 1024 },
        { finalWidth: 1024, finalHeight: 1024 },
      ],
      creditsUsed: 7,
      remainingCredits: 113,
      model: 'demo',
    }),
  ),
  http.post('/api/images/save', () => HttpResponse.json({ images: [] }, { status: 201 })),
  ...signedInHandlers(),
];

export const savedTextFixture = (n: number) => ({
  id: `t${n}`,
  text_type: n % 2 ? 'email' : 'blog_post',
  text_length: 'medium',
  writing_style: 'friendly',
  output_language: 'english',
  prompt: `Announce the spring collection, take ${n}`,
  content: `Dear customers, our spring collection is here (draft ${n}). Fresh colours, light fabrics and a few surprises await you in store and online.`,
  created_at: '2026-03-14T10:00:00.000Z',
});

/** /saved-texts and the text generator. */
export const textHandlers = (saved: 'data' | 'empty' | 'loading' | 'error' = 'data') => [
  http.get('/api/texts/saved', ({ request }) => {
    if (saved === 'loading') return forever();
    if (saved === 'error') return serverError();
    if (saved === 'empty') {
      return HttpResponse.json({ texts: [], total: 0, page: 1, totalPages: 1 });
    }
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return HttpResponse.json({
      texts: Array.from({ length: 10 }, (_, i) => savedTextFixture((page - 1) * 10 + i + 1)),
      total: 25,
      page,
      totalPages: 3,
    });
  }),
  http.post('/api/gemini/generate/text', () =>
    HttpResponse.json({
      texts: [
        'Spring is here: discover our new collection of light fabrics and bright colours.',
        'Our spring collection has arrived. Come and see what is new this season.',
        'Fresh colours, light fabrics: the spring collection is waiting for you.',
      ],
      count: 3,
      creditsUsed: 4,
      remainingCredits: 116,
      model: 'demo',
    }),
  ),
  http.post('/api/texts/save', () => HttpResponse.json({ id: 's1' }, { status: 201 })),
  ...signedInHandlers(),
];

export const personalTokenFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `pat_${n}`,
  name: ['Nightly gallery export', 'Blog drafts', 'CI smoke test'][(n - 1) % 3],
  scope: (['read', 'generate', 'full'] as const)[(n - 1) % 3],
  created_at: '2026-03-01T10:00:00.000Z',
  expires_at: n % 2 ? null : '2026-12-31T10:00:00.000Z',
  last_used_at: n === 1 ? '2026-03-10T08:30:00.000Z' : null,
  ...over,
});

/** The token routes: the list in the given state; create answers a new token; revoke empties. */
export const tokenHandlers = (state: 'data' | 'empty' | 'loading' | 'error' = 'data') => {
  let tokens = state === 'data' ? [1, 2, 3].map((n) => personalTokenFixture(n)) : [];
  return [
    http.get(
      '/api/tokens',
      state === 'loading'
        ? forever
        : state === 'error'
          ? serverError
          : () => HttpResponse.json({ tokens }),
    ),
    http.post('/api/tokens', async ({ request }) => {
      const body = (await request.json()) as { name: string; scope: 'read' };
      const personalToken = personalTokenFixture(tokens.length + 10, {
        name: body.name,
        scope: body.scope,
        expires_at: null,
        last_used_at: null,
      });
      tokens = [personalToken, ...tokens];
      return HttpResponse.json(
        { token: 'lumen_pat_c3Rvcnlfb25seV9ub3RfYV9yZWFsX3Rva2VuX2F0X2FsbA', personalToken },
        { status: 201 },
      );
    }),
    http.delete('/api/tokens/:id', ({ params }) => {
      tokens = tokens.filter((token) => token.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
};

/** The link every mocked POST /api/shares answers. */
export const newShareUrl = 'https://studio.example/s/bmV3X2xpbmtfanVzdF9tYWRlX2Zvcl90aGVfc3Rvcnk';

export const shareFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `share_${n}`,
  url: `https://studio.example/s/c3Rvcnlfb25seV9saW5rX251bWJlcl8${n}`,
  itemType: 'image' as const,
  itemId: 'img1',
  kind: 'image' as const,
  prompt: 'A fox in a snowy forest, number 1',
  created_at: `2026-03-0${n}T10:00:00.000Z`,
  expires_at: n % 2 ? null : '2026-12-31T10:00:00.000Z',
  ...over,
});

/**
 * The share routes: the list in the given state (links to the saved image `img1`); create
 * answers a new link (or 404 'not_found' with `createGone`, the item deleted meanwhile);
 * revoke removes one.
 */
export const shareHandlers = (
  state: 'data' | 'empty' | 'loading' | 'error' = 'data',
  { createGone = false } = {},
) => {
  let shares = state === 'data' ? [2, 1].map((n) => shareFixture(n)) : [];
  return [
    http.get(
      '/api/shares',
      state === 'loading'
        ? forever
        : state === 'error'
          ? serverError
          : () => HttpResponse.json({ shares }),
    ),
    http.post('/api/shares', async ({ request }) => {
      if (createGone) {
        return HttpResponse.json(
          { error: 'not_found', message: 'Item not found' },
          { status: 404 },
        );
      }
      const body = (await request.json()) as {
        itemType: 'image';
        itemId: string;
        expiresIn: string;
      };
      const share = shareFixture(shares.length + 3, {
        url: newShareUrl,
        itemType: body.itemType,
        itemId: body.itemId,
        created_at: '2026-03-09T10:00:00.000Z',
        expires_at: body.expiresIn === 'never' ? null : '2026-03-16T10:00:00.000Z',
      });
      shares = [share, ...shares];
      return HttpResponse.json(share, { status: 201 });
    }),
    http.delete('/api/shares/:id', ({ params }) => {
      shares = shares.filter((share) => share.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
};

/** A short playable WAV (a soft two-note chime) for the mocked speech (no server, so no /media). */
export const storyAudio = () => {
  const rate = 8000;
  const samples = rate; // one second
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const frequency = i < samples / 2 ? 523 : 659;
    view.setInt16(
      44 + i * 2,
      Math.round(4000 * Math.sin((2 * Math.PI * frequency * i) / rate)),
      true,
    );
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
};

/** POST /api/generate/voice answering as asked: the speech, a 402, a 502, or never. */
export const voiceHandlers = (
  outcome: 'speech' | 'insufficient' | 'failed' | 'pending' = 'speech',
  credits = 120,
) => [
  http.post('/api/generate/voice', async ({ request }) => {
    if (outcome === 'pending') return forever();
    if (outcome === 'insufficient') {
      return HttpResponse.json(
        { error: 'insufficient_credits', message: 'Insufficient credits: need 1 more credits' },
        { status: 402 },
      );
    }
    if (outcome === 'failed') {
      return HttpResponse.json(
        { error: 'generation_failed', message: 'The demo voice model failed on purpose' },
        { status: 502 },
      );
    }
    const body = (await request.json()) as { format?: 'mp3' | 'wav' };
    return HttpResponse.json({
      audio: {
        url: storyAudio(),
        format: body.format ?? 'mp3',
        durationSeconds: 1,
        sampleRate: 8000,
      },
      creditsUsed: 3,
      remainingCredits: credits - 3,
      model: 'demo',
    });
  }),
  ...signedInHandlers(credits),
];

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The signed-in devices: this one (Chrome on macOS), a phone and a session with no user agent. */
export const deviceSessionFixtures = () => [
  {
    id: 'ses_1',
    browser: 'Chrome',
    os: 'macOS',
    device_type: 'desktop' as const,
    ip_address: '203.0.113.7',
    user_agent: null,
    created_at: '2026-03-09T08:00:00.000Z',
    last_active_at: '2026-03-10T09:00:00.000Z',
    current: true,
  },
  {
    id: 'ses_2',
    browser: 'Safari',
    os: 'iOS',
    device_type: 'mobile' as const,
    ip_address: '198.51.100.20',
    user_agent: IPHONE_SAFARI,
    created_at: '2026-03-01T18:00:00.000Z',
    last_active_at: '2026-03-08T21:15:00.000Z',
    current: false,
  },
  {
    id: 'ses_3',
    browser: null,
    os: null,
    device_type: 'other' as const,
    ip_address: null,
    user_agent: null,
    created_at: '2026-02-20T07:00:00.000Z',
    last_active_at: '2026-02-20T07:00:00.000Z',
    current: false,
  },
];

/** The sessions routes: the list in the given state; sign-outs empty it; the mail setting saved. */
export const sessionHandlers = (state: 'data' | 'single' | 'loading' | 'error' = 'data') => {
  let sessions = deviceSessionFixtures().slice(0, state === 'single' ? 1 : 3);
  let newDeviceMail = false;
  return [
    http.get(
      '/api/account/sessions',
      state === 'loading'
        ? forever
        : state === 'error'
          ? serverError
          : () => HttpResponse.json({ sessions, new_device_mail: newDeviceMail }),
    ),
    http.post('/api/account/sessions/revoke-others', () => {
      const revoked = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return HttpResponse.json({ revoked });
    }),
    http.put('/api/account/sessions/new-device-mail', async ({ request }) => {
      newDeviceMail = ((await request.json()) as { enabled: boolean }).enabled;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/account/sessions/:id', ({ params }) => {
      sessions = sessions.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
};

export const passkeyFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `pk_${n}`,
  name: ['Work laptop', 'YubiKey 5C'][(n - 1) % 2],
  created_at: '2026-03-01T10:00:00.000Z',
  last_used_at: n === 1 ? '2026-03-10T08:30:00.000Z' : null,
  ...over,
});

/** The passkey routes: the list in the given state; remove empties it. */
export const passkeyHandlers = (state: 'data' | 'empty' | 'loading' | 'error' = 'data') => {
  let passkeys = state === 'data' ? [1, 2].map((n) => passkeyFixture(n)) : [];
  return [
    http.get(
      '/api/passkeys',
      state === 'loading'
        ? forever
        : state === 'error'
          ? serverError
          : () => HttpResponse.json({ passkeys }),
    ),
    http.delete('/api/passkeys/:id', ({ params }) => {
      passkeys = passkeys.filter((p) => p.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
};
