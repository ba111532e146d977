import { clientNetwork } from '../accounts/client-network';
import { publicLink } from '../mail/account-mails';
import { newDeviceMail } from '../mail/new-device-mail';
import type { DeviceDescription } from '../ports/user-agent.port';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';

type DevicePorts = Pick<
  UseCasePorts,
  'users' | 'activityLog' | 'mailSettings' | 'mailer' | 'clock' | 'knownDevices' | 'userAgents'
>;

const unknownDevice: DeviceDescription = { browser: null, os: null, type: 'other' };

export function describeDevice(ports: Pick<UseCasePorts, 'userAgents'>, userAgent: string | null) {
  return ports.userAgents?.describe(userAgent) ?? unknownDevice;
}

/**
 * A device family: the browser and system (versions left out, so an update is not a new
 * device) and the client's network (an IPv4 address, an IPv6 /64). Without a parser, the user
 * agent with its numbers dropped stands for browser and system.
 */
export function deviceFamily(ports: Pick<UseCasePorts, 'userAgents'>, meta: RequestMeta): string {
  const seen = ports.userAgents
    ? describeDevice(ports, meta.userAgent)
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
    const device = describeDevice(ports, meta.userAgent);
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
