import { domainErr, ok, type Result } from '../shared/errors';
import type { DeviceDescription } from '../ports/user-agent.port';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import type { AuthenticatedSession } from './auth.use-cases';
import type { RequestMeta, UseCasePorts } from './deps';
import { describeDevice } from './new-device.use-cases';

/** One of the account's signed-in sessions, as Settings lists it. */
export interface DeviceSession extends DeviceDescription {
  readonly id: string;
  readonly createdAt: Date;
  readonly lastActiveAt: Date;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
  readonly current: boolean;
}

/** Settings' list of signed-in devices: see them, sign one out, sign out everywhere else. */
export function createSessionUseCases(ports: UseCasePorts) {
  const sessionGone = () => domainErr('not_found', 'Session not found');
  return {
    /** The account's live sessions, the current one first, then the most recently active. */
    async list(auth: AuthenticatedSession): Promise<DeviceSession[]> {
      const rows = await ports.sessions.listActive(auth.userId, ports.clock.now());
      return rows
        .map((row) => ({
          ...describeDevice(ports, row.userAgent),
          id: row.id,
          createdAt: row.createdAt,
          lastActiveAt: row.lastActiveAt,
          ipAddress: row.ipAddress,
          userAgent: row.userAgent,
          current: row.id === auth.sessionId,
        }))
        .sort(
          (a, b) =>
            Number(b.current) - Number(a.current) ||
            b.lastActiveAt.getTime() - a.lastActiveAt.getTime(),
        );
    },

    /**
     * Signs one of the user's own sessions out (the current one too: that is signing out).
     * Another user's session, or one already gone: 404.
     */
    async revoke(
      auth: AuthenticatedSession,
      sessionId: string,
      meta: RequestMeta,
    ): Promise<Result<void>> {
      const live = await ports.sessions.listActive(auth.userId, ports.clock.now());
      if (!live.some((row) => row.id === sessionId)) return sessionGone();
      await ports.unitOfWork.run(async (repos) => {
        await repos.sessions.revoke(auth.userId, sessionId);
        await recordActivity(repos.activityLog, auth.userId, ACTIVITY_ACTIONS.sessionRevoke, meta, {
          sessionId,
        });
      });
      return ok(undefined);
    },

    /** Signs out every session of the user but this one; answers how many. */
    async revokeOthers(auth: AuthenticatedSession, meta: RequestMeta): Promise<number> {
      return ports.unitOfWork.run(async (repos) => {
        const revoked = await repos.sessions.revokeAll(auth.userId, auth.sessionId);
        await recordActivity(repos.activityLog, auth.userId, ACTIVITY_ACTIONS.sessionRevoke, meta, {
          others: revoked,
        });
        return revoked;
      });
    },

    /** Whether the account is mailed about new-device sign-ins. */
    async newDeviceMail(userId: string): Promise<boolean> {
      return (await ports.knownDevices?.newDeviceMail(userId)) ?? false;
    },

    async setNewDeviceMail(userId: string, enabled: boolean): Promise<void> {
      await ports.knownDevices?.setNewDeviceMail(userId, enabled);
    },
  };
}

export type SessionUseCases = ReturnType<typeof createSessionUseCases>;
