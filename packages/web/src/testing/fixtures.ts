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
