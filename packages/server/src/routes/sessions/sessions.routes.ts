import { createRoute, z } from '@hono/zod-openapi';
import { IdParamsSchema } from '../../lib/params';
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Account'];
const SESSION_ONLY = 'Needs a signed-in session: a personal access token gets 403.';

export const DeviceSessionSchema = z
  .object({
    id: z.string(),
    browser: z.string().nullable().openapi({ example: 'Chrome' }),
    os: z.string().nullable().openapi({ example: 'macOS' }),
    device_type: z.enum(['desktop', 'mobile', 'tablet', 'other']),
    ip_address: z.string().nullable().openapi({ example: '203.0.113.7' }),
    user_agent: z.string().nullable(),
    created_at: z.string().openapi({ format: 'date-time', description: 'When it signed in' }),
    last_active_at: z.string().openapi({
      format: 'date-time',
      description: 'When a request was last seen on it (moved on at most once an hour)',
    }),
    current: z.boolean().openapi({ description: 'The session this request is made with' }),
  })
  .openapi('DeviceSession');

export const SessionListSchema = z
  .object({
    sessions: z.array(DeviceSessionSchema),
    new_device_mail: z
      .boolean()
      .openapi({ description: 'Whether a sign-in from a new device is mailed to the account' }),
  })
  .openapi('DeviceSessions');

export const list = createRoute({
  method: 'get',
  path: '/account/sessions',
  operationId: 'listSessions',
  tags,
  summary: 'The signed-in user’s sessions (signed-in devices)',
  description: `Live sessions (neither expired nor revoked), this one first, then the most recently active, with the device and browser read from the user agent. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(SessionListSchema, 'This session first'),
    ...errorResponses(401, 403),
  },
});

export const revoke = createRoute({
  method: 'delete',
  path: '/account/sessions/{id}',
  operationId: 'revokeSession',
  tags,
  summary: 'Sign one session out',
  description: `Its token is dead at once on every instance (the session cache forgets it). Another user’s session, or one already signed out: 404. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    204: { description: 'Signed out' },
    ...errorResponses(401, 403, 404),
  },
});

export const revokeOthers = createRoute({
  method: 'post',
  path: '/account/sessions/revoke-others',
  operationId: 'revokeOtherSessions',
  tags,
  summary: 'Sign out everywhere else',
  description: `Every session of the user but this one, at once on every instance. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(
      z.object({ revoked: z.number().int() }).openapi('RevokedSessions'),
      'How many sessions were signed out',
    ),
    ...errorResponses(401, 403),
  },
});

export const newDeviceMail = createRoute({
  method: 'put',
  path: '/account/sessions/new-device-mail',
  operationId: 'setNewDeviceMail',
  tags,
  summary: 'Turn new-device sign-in mails on or off',
  description: `A sign-in from a browser, system and network the account has not signed in from is always in the activity log; with this on it is also mailed. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(z.object({ enabled: z.boolean() }).openapi('NewDeviceMail'), undefined, {
      enabled: true,
    }),
  },
  responses: {
    204: { description: 'Saved' },
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export type ListRoute = typeof list;
export type RevokeRoute = typeof revoke;
export type RevokeOthersRoute = typeof revokeOthers;
export type NewDeviceMailRoute = typeof newDeviceMail;
