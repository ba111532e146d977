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
  created_at: iso(n),
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
  },
});
