import { delay, HttpResponse, http } from 'msw';

/**
 * The account-security resources (signed-in devices and passkeys) for stories and tests, beside
 * `mockBackend`: each call keeps its own list, which sign-outs and removals change.
 */
const forever = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const serverError = () =>
  HttpResponse.json({ error: 'internal_error', message: 'Something went wrong' }, { status: 500 });

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

/** The passkey routes: the list in the given state; rename and remove change it. */
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
    http.patch('/api/passkeys/:id', async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      passkeys = passkeys.map((p) => (p.id === params.id ? { ...p, name } : p));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/passkeys/:id', ({ params }) => {
      passkeys = passkeys.filter((p) => p.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
};
