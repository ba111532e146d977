import type { ActivityLog } from '../ports/activity-log.port';
import type { RequestMeta } from './deps';

/** The actions written to user_activity_log. */
export const ACTIVITY_ACTIONS = {
  signUp: 'signup',
  login: 'login',
  loginFailed: 'login_failed',
  logout: 'logout',
  passwordChange: 'password_change',
  passwordReset: 'password_reset',
  profileUpdate: 'profile_update',
  newDevice: 'new_device',
  sessionRevoke: 'session_revoke',
  passkeyAdd: 'passkey_add',
  passkeyRemove: 'passkey_remove',
  identityLink: 'identity_link',
  identityUnlink: 'identity_unlink',
} as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[keyof typeof ACTIVITY_ACTIONS];

export function recordActivity(
  log: ActivityLog,
  userId: string,
  action: ActivityAction,
  meta: RequestMeta,
  metadata?: Record<string, unknown>,
): Promise<void> {
  return log.record({
    userId,
    action,
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
    metadata: metadata ?? null,
  });
}
