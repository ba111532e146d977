import { unwrap } from '@lumen/domain';
import type { DeviceSession } from '@lumen/domain/use-cases';
import type { AppRouteHandler } from '../../lib/types';
import { authOf, requestMeta } from '../../middlewares/auth';
import type {
  ListRoute,
  NewDeviceMailRoute,
  RevokeOthersRoute,
  RevokeRoute,
} from './sessions.routes';

const view = (session: DeviceSession) => ({
  id: session.id,
  browser: session.browser,
  os: session.os,
  device_type: session.type,
  ip_address: session.ipAddress,
  user_agent: session.userAgent,
  created_at: session.createdAt.toISOString(),
  last_active_at: session.lastActiveAt.toISOString(),
  current: session.current,
});

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const auth = authOf(c);
  const { sessions } = c.var.deps.useCases;
  const [rows, newDeviceMail] = await Promise.all([
    sessions.list(auth),
    sessions.newDeviceMail(auth.userId),
  ]);
  return c.json({ sessions: rows.map(view), new_device_mail: newDeviceMail }, 200);
};

export const revoke: AppRouteHandler<RevokeRoute> = async (c) => {
  unwrap(
    await c.var.deps.useCases.sessions.revoke(authOf(c), c.req.valid('param').id, requestMeta(c)),
  );
  return c.body(null, 204);
};

export const revokeOthers: AppRouteHandler<RevokeOthersRoute> = async (c) => {
  const revoked = await c.var.deps.useCases.sessions.revokeOthers(authOf(c), requestMeta(c));
  return c.json({ revoked }, 200);
};

export const newDeviceMail: AppRouteHandler<NewDeviceMailRoute> = async (c) => {
  await c.var.deps.useCases.sessions.setNewDeviceMail(
    authOf(c).userId,
    c.req.valid('json').enabled,
  );
  return c.body(null, 204);
};
