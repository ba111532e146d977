import { describe, expect, it } from 'vitest';
import { unwrap } from '../shared/errors';
import type { DeviceSighting, KnownDevices } from '../ports/known-devices.port';
import type { OutgoingMail } from '../ports/mailer.port';
import type { UserAgentParser } from '../ports/user-agent.port';
import { signInSchema, signUpBodySchema } from '../validation/auth.schema';
import { createAuthUseCases } from './auth.use-cases';
import { deviceFamily } from './new-device.use-cases';
import { createFakePorts } from './testing/fakes';

class MemoryKnownDevices implements KnownDevices {
  readonly seen = new Map<string, Set<string>>();
  readonly mail = new Set<string>();
  async remember(userId: string, family: string): Promise<DeviceSighting> {
    const families = this.seen.get(userId) ?? new Set<string>();
    this.seen.set(userId, families);
    if (families.has(family)) return 'known';
    families.add(family);
    return families.size === 1 ? 'first' : 'new';
  }
  async newDeviceMail(userId: string) {
    return this.mail.has(userId);
  }
  async setNewDeviceMail(userId: string, enabled: boolean) {
    if (enabled) this.mail.add(userId);
    else this.mail.delete(userId);
  }
}

/** Browser and system from the first two words of the user agent, for these tests. */
const parser: UserAgentParser = {
  describe: (userAgent) => {
    const [browser = null, os = null] = (userAgent ?? '').split(' ');
    return { browser, os, type: 'desktop' };
  },
};

const PASSWORD = 'Correct-Horse-9';

function setup() {
  const base = createFakePorts();
  const knownDevices = new MemoryKnownDevices();
  const sent: OutgoingMail[] = [];
  const ports = {
    ...base,
    knownDevices,
    userAgents: parser,
    mailer: { send: async (mail: OutgoingMail) => void sent.push(mail) },
    mailSettings: {
      language: async () => 'es' as const,
      rememberLanguage: async () => undefined,
      claimLowBalanceNotice: async () => false,
    },
  };
  const tasks: Promise<void>[] = [];
  const auth = createAuthUseCases(ports, {
    publicUrl: 'https://lumen.example',
    background: (task) => void tasks.push(task()),
  });
  const logIn = (userAgent: string, ip: string) =>
    auth.logIn(signInSchema.parse({ email: 'ada@example.com', password: PASSWORD }), {
      ip,
      userAgent,
    });
  const newDevices = () => base.activityLog.rows.filter((row) => row.action === 'new_device');
  return { ports, base, auth, logIn, sent, tasks, knownDevices, newDevices };
}

describe('new-device sign-ins', () => {
  it('the sign-up device is the first; another family is logged, and mailed only when asked', async () => {
    const t = setup();
    const { userId } = unwrap(
      await t.auth.signUp(
        signUpBodySchema.parse({
          email: 'ada@example.com',
          password: PASSWORD,
          full_name: 'Ada Lovelace',
        }),
        { ip: '203.0.113.7', userAgent: 'Chrome macOS 131' },
      ),
    );
    expect(t.newDevices()).toHaveLength(0);

    unwrap(await t.logIn('Chrome macOS 132', '203.0.113.7'));
    expect(t.newDevices()).toHaveLength(0);

    unwrap(await t.logIn('Safari iOS 17', '198.51.100.9'));
    expect(t.newDevices()).toMatchObject([
      { userId, metadata: { browser: 'Safari', os: 'iOS' }, ipAddress: '198.51.100.9' },
    ]);
    expect(t.sent).toHaveLength(0);

    await t.knownDevices.setNewDeviceMail(userId, true);
    unwrap(await t.logIn('Firefox Linux 128', '192.0.2.44'));
    await Promise.all(t.tasks);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]).toMatchObject({
      to: 'ada@example.com',
      language: 'es',
      subject: 'Nuevo inicio de sesión en tu cuenta de Lumen Studio',
      link: 'https://lumen.example/dashboard',
    });
    expect(t.sent[0]?.text).toContain('Firefox en Linux');
    expect(t.sent[0]?.text).toContain('192.0.2.44');
  });

  it('a failed sign-in is never a device sighting', async () => {
    const t = setup();
    unwrap(
      await t.auth.signUp(
        signUpBodySchema.parse({
          email: 'ada@example.com',
          password: PASSWORD,
          full_name: 'Ada Lovelace',
        }),
        { ip: '203.0.113.7', userAgent: 'Chrome macOS' },
      ),
    );
    const wrong = await t.auth.logIn(
      signInSchema.parse({ email: 'ada@example.com', password: 'Wrong-Horse-1' }),
      { ip: '198.51.100.9', userAgent: 'Safari iOS' },
    );
    expect(wrong.ok).toBe(false);
    expect(t.newDevices()).toHaveLength(0);
    expect([...(t.knownDevices.seen.values().next().value ?? [])]).toHaveLength(1);
  });

  it('families: versions do not count, the network does (an IPv6 /64 is one network)', () => {
    const ports = { userAgents: parser };
    const family = (userAgent: string, ip: string) => deviceFamily(ports, { userAgent, ip });
    expect(family('Chrome macOS 131', '203.0.113.7')).toBe(
      family('Chrome macOS 132', '203.0.113.7'),
    );
    expect(family('Chrome macOS', '203.0.113.7')).not.toBe(family('Chrome macOS', '203.0.113.8'));
    expect(family('Chrome macOS', '2001:db8:1:2::1')).toBe(
      family('Chrome macOS', '2001:db8:1:2::ff'),
    );
    // Without a parser the user agent's numbers are dropped.
    expect(deviceFamily({}, { userAgent: 'Agent/1.2', ip: '203.0.113.7' })).toBe(
      deviceFamily({}, { userAgent: 'Agent/1.3', ip: '203.0.113.7' }),
    );
  });
});
