/** GET /api/admin/users and /api/admin/failures answers, shaped as the OpenAPI document says. */
export const adminUserFixture = (balance = 20) => ({
  user: {
    id: 'u2',
    email: 'bob@example.com',
    full_name: 'Bob Stone',
    credits_balance: balance,
    trial_credits: 0,
    created_at: '2026-03-14T10:00:00.000Z',
  },
  ledger: [
    {
      id: 'l1',
      kind: 'topup',
      amount: 20,
      balance_after: 20,
      reference: 'order_1',
      reason: null,
      created_at: '2026-03-14T10:00:00.000Z',
    },
  ],
  transactions: [],
  generations: [
    {
      id: 'g9',
      generation_type: 'image',
      status: 'failed',
      prompt: 'A lighthouse',
      cost_credits: 2,
      created_at: '2026-03-15T10:00:00.000Z',
      error_message: 'Model timed out',
    },
  ],
  activity: [
    {
      id: 'a1',
      action: 'login',
      ip_address: '10.0.0.1',
      metadata: null,
      created_at: '2026-03-15T09:00:00.000Z',
    },
  ],
});

export const adminFailuresFixture = {
  payments: [],
  generations: [],
  since: '2026-03-14T10:00:00.000Z',
};
