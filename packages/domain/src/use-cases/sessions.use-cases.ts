import { clientNetwork } from '../client-network';
import { domainErr, ok, type Result } from '../errors';
import { publicLink } from '../mail/account-mails';
import { newDeviceMail } from '../mail/new-device-mail';
import type { DeviceDescription } from '../ports/user-agent.port';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import type { AuthenticatedSession } from './auth.use-cases';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';

/** One of the account's signed-in sessions, as Settings lists it. */
export interface DeviceSession extends DeviceDescription {
  readonly id: string;
  readonly createdAt: Date;
  readonly lastActiveAt: Date;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
  readonly current: boolean;
}

type DevicePorts = Pick<
  UseCasePorts,
  'users' | 'activityLog' | 'mailSettings' | 'mailer' | 'clock' | 'knownDevices' | 'userAgents'
>;

const unknownDevice: DeviceDescription = { browser: null, os: null, type: 'other' };

function describe(ports: Pick<UseCasePorts, 'userAgents'>, userAgent: string | null) {
  return ports.userAgents?.describe(userAgent) ?? unknownDevice;
}

/**
 * A device family: the browser and system (versions left out, so an update is not a new
 * device) and the client's network (an IPv4 address, an IPv6 /64). Without a parser, the user
 * agent with its numbers dropped stands for browser and system.
 */
export function deviceFamily(ports: Pick<UseCasePorts, 'userAgents'>, meta: RequestMeta): string {
  const seen = ports.userAgents
    ? describe(ports, meta.userAgent)
    : { browser: (meta.userAgent ?? '').replace(/[\d._]+/g, ''), os: '' };
  return `${seen.browser ?? ''}|${seen.os ?? ''}|${clientNetwork(meta.ip)}`;
}

/**
 * Called after every successful sign-in (password, passkey): a device family the account has
 * not signed in from before goes to the activity log and, when the account asked for it, is
 * mailed. The account's first recorded device is not news. The mail goes out in the
 * background: the sign-in never waits for it, nor fails with it.
 */
export function createSignInWatch(ports: DevicePorts, settings: UseCaseSettings) {
  const onError = settings.onBackgroundError ?? (() => undefined);
  const background =
    settings.background ??
    ((task: () => Promise<void>) => {
      void task().catch(onError);
    });
  return async function signedIn(userId: string, meta: RequestMeta): Promise<void> {
    const known = ports.knownDevices;
    if (!known) return;
    const now = ports.clock.now();
    const sighting = await known.remember(userId, deviceFamily(ports, meta), now);
    if (sighting !== 'new') return;
    const device = describe(ports, meta.userAgent);
    await recordActivity(ports.activityLog, userId, ACTIVITY_ACTIONS.newDevice, meta, {
      browser: device.browser,
      os: device.os,
    });
    if (!(await known.newDeviceMail(userId))) return;
    background(async () => {
      const user = await ports.users.findById(userId);
      if (!user) return;
      const language = (await ports.mailSettings.language(userId)) ?? 'en';
      await ports.mailer.send(
        newDeviceMail({
          to: user.email,
          name: user.fullName,
          language,
          browser: device.browser,
          os: device.os,
          ip: meta.ip,
          at: now,
          link: publicLink(settings.publicUrl, '/dashboard'),
        }),
      );
    });
  };
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
          ...describe(ports, row.userAgent),
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
