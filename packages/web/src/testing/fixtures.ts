import { storyImage } from './media';
/** Builders for API answers, shaped as the server's OpenAPI document says. */
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

export const profileFixture = (over: Record<string, unknown> = {}) => ({
  full_name: 'Ada Byron Lovelace',
  email: 'ada@example.com',
  phone: null,
  language: 'en',
  credits_balance: 120,
  trial_credits: 0,
  trial_expires_at: null,
  created_at: '2026-03-14T10:00:00.000Z',
  ...over,
});

export const transactionFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `t${n}`,
  order_id: `order_17000000${n}_abc${n}`,
  currency: 'EUR',
  amount: '9.50',
  status: 'completed',
  credits: 100,
  created_at: iso(n),
  ...over,
});

export const generationFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `g${n}`,
  generation_type: 'image',
  status: 'completed',
  prompt: `Prompt number ${n}`,
  cost_credits: 2,
  result_url: null,
  created_at: iso(n),
  ...over,
});

/** GET /api/account/stats: figures no short list could add up to, so a screen shows the server's. */
export const accountStatsFixture = (over: Record<string, unknown> = {}) => ({
  credits_used: 1234,
  completed_generations: 612,
  completed_generations_this_week: 40,
  generations: 640,
  generations_this_week: 45,
  transactions: 515,
  topups_total: '4845.05',
  week_start: iso(7),
  as_of: iso(0),
  library: { items: 42, items_max: 10_000, bytes: 183_204, bytes_max: 104_857_600 },
  ...over,
});

export const meFixture = (credits = 120) => ({
  user: {
    id: 'u1',
    username: 'Ada Byron Lovelace',
    email: 'ada@example.com',
    credits_balance: credits,
    trial_credits: 0,
    trial_expires_at: null,
    email_verified: true,
    trial_pending_credits: 0,
  },
});

/** A stored quote: 150 credits in GBP (GET /api/currency/quote/q1). */
export const quoteFixture = {
  id: 'q1',
  credits: 150,
  currency: 'GBP',
  baseAmountEur: '15.00',
  discountPercentage: 5,
  discount: '0.75',
  baseAmount: '12.75',
  discountAmount: '0.64',
  convertedAmount: '12.11',
};

/** One of the user's orders as GET /api/checkout/orders/order_1_a answers it (cancelled). */
export const checkoutOrderFixture = (over: Record<string, unknown> = {}) => ({
  orderId: 'order_1_a',
  status: 'cancelled',
  credited: false,
  credits: 150,
  amount: '12.11',
  currency: 'GBP',
  created_at: '2026-03-14T10:00:00.000Z',
  quote: quoteFixture,
  ...over,
});

/** DELETE /api/account's answer to a wrong password: 400 with the issue on `password`. */
export const wrongPasswordAnswer = () =>
  Response.json(
    {
      error: 'validation_error',
      message: 'Password is incorrect',
      issues: [{ path: 'password', message: 'Password is incorrect' }],
    },
    { status: 400 },
  );

/** localStorage's topup_data for /checkout with a stored quote. */
export const storyTopup = JSON.stringify({
  quoteId: 'q1',
  credits: 150,
  currency: 'GBP',
  totalAmount: '12.11',
});

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
  derivedFrom: null,
});

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

export const personalTokenFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `pat_${n}`,
  name: ['Nightly gallery export', 'Blog drafts', 'CI smoke test'][(n - 1) % 3],
  scope: (['read', 'generate', 'full'] as const)[(n - 1) % 3],
  created_at: '2026-03-01T10:00:00.000Z',
  expires_at: n % 2 ? null : '2026-12-31T10:00:00.000Z',
  last_used_at: n === 1 ? '2026-03-10T08:30:00.000Z' : null,
  ...over,
});

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

/** Saved images 1…n (the gallery pages through them, 12 a page). */
export const savedImages = (n: number) =>
  Array.from({ length: n }, (_, i) => savedImageFixture(i + 1));

/** Saved texts 1…n (10 a page). */
export const savedTexts = (n: number) =>
  Array.from({ length: n }, (_, i) => savedTextFixture(i + 1));

/** An account with a history: payments of every status and a few generations. */
export const accountHistory = {
  transactions: [
    ...Array.from({ length: 5 }, (_, i) => transactionFixture(i + 1)),
    transactionFixture(6, { status: 'pending', currency: 'GBP', amount: '12.11' }),
    transactionFixture(7, { status: 'failed', currency: 'USD', amount: '10.30' }),
  ],
  generations: [
    generationFixture(1),
    generationFixture(2, { generation_type: 'text', cost_credits: 1 }),
    generationFixture(3, { status: 'failed' }),
  ],
};

/** A new account: no credits, nothing bought or made, no billing profile. */
export const emptyAccount = {
  balance: 0,
  transactions: [],
  generations: [],
  billingProfiles: [],
  stats: {
    credits_used: 0,
    completed_generations: 0,
    completed_generations_this_week: 0,
    generations: 0,
    generations_this_week: 0,
    transactions: 0,
    topups_total: '0.00',
    library: { items: 0, items_max: 10_000, bytes: 0, bytes_max: 104_857_600 },
  },
};

/** The account's billing profile (GET /api/billing-profiles). */
export const billingProfileFixture = {
  id: 'bp_1',
  billing_name: 'Ada Lovelace',
  company_name: null,
  address: '12 St James Square',
  city: 'London',
  postal_code: 'SW1Y 4JH',
  country: 'GB',
  tax_id: null,
  is_default: 1,
  created_at: '2026-03-01T10:00:00.000Z',
};
