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

/** The last day's failures with a payment taken for a closed account (to refund) and a failed one. */
export const adminFailuresToRefundFixture = {
  payments: [
    {
      id: 't1',
      order_id: 'order_1732451000_ab12cd',
      currency: 'EUR',
      amount: '12.00',
      status: 'completed',
      credits: 100,
      created_at: '2026-03-15T08:00:00.000Z',
      user_id: 'u3',
      user_email: 'u3@deleted.invalid',
      refund_due_at: '2026-03-15T08:05:00.000Z',
    },
    {
      id: 't2',
      order_id: 'order_1732452000_ef34ab',
      currency: 'GBP',
      amount: '8.50',
      status: 'failed',
      credits: 50,
      created_at: '2026-03-15T07:00:00.000Z',
      user_id: 'u4',
      user_email: 'dan@example.com',
      refund_due_at: null,
    },
  ],
  generations: [],
  since: '2026-03-14T10:00:00.000Z',
};
