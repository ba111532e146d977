import { beforeEach, describe, expect, it } from 'vitest';
import { unwrap } from '../shared/errors';
import type { MailLanguage } from '../mail/mail-language';
import type { AccountMailSettings, PasswordResetTokenRepository } from '../ports/account-mail.port';
import type { OutgoingMail } from '../ports/mailer.port';
import { signUpBodySchema } from '../validation/auth.schema';
import { passwordResetCompleteSchema } from '../validation/password-reset.schema';
import { createAccountMailUseCases, DEFAULT_RESET_THROTTLE } from './account-mail.use-cases';
import { LOW_BALANCE_THRESHOLD } from '../ledger/low-balance';
import { createAuthUseCases } from './auth.use-cases';
import { createPersonalTokenUseCases } from './personal-tokens.use-cases';
import { createFakePorts, type FakeClock } from './testing/fakes';

const meta = { ip: '203.0.113.7', userAgent: 'vitest' };
const NEW_PASSWORD = 'Brand-New-Pass-42';

class FakeResetTokens implements PasswordResetTokenRepository {
  readonly rows: { userId: string; tokenHash: string; expiresAt: Date; usedAt: Date | null }[] = [];
  async create(token: { userId: string; tokenHash: string; expiresAt: Date }) {
    this.rows.push({ ...token, usedAt: null });
  }
  async findUsable(tokenHash: string, now: Date) {
    const row = this.rows.find((r) => r.tokenHash === tokenHash && !r.usedAt && r.expiresAt > now);
    return row ? { userId: row.userId } : null;
  }
  async consume(tokenHash: string, now: Date) {
    const row = this.rows.find((r) => r.tokenHash === tokenHash && !r.usedAt && r.expiresAt > now);
    if (!row) return false;
    for (const other of this.rows)
      if (other.userId === row.userId && !other.usedAt) other.usedAt = now;
    return true;
  }
}

class FakeMailSettings implements AccountMailSettings {
  readonly languages = new Map<string, MailLanguage>();
  readonly notices = new Map<string, Date>();
  async language(userId: string) {
    return this.languages.get(userId) ?? null;
  }
  async rememberLanguage(userId: string, language: MailLanguage) {
    this.languages.set(userId, language);
  }
  async claimLowBalanceNotice(userId: string, now: Date, withinMs: number) {
    const last = this.notices.get(userId);
    if (last && now.getTime() - last.getTime() < withinMs) return false;
    this.notices.set(userId, now);
    return true;
  }
}

function setup() {
  const ports = createFakePorts();
  const sent: OutgoingMail[] = [];
  const pending: Promise<void>[] = [];
  const resetTokens = new FakeResetTokens();
  const mailSettings = new FakeMailSettings();
  const mail = createAccountMailUseCases(
    { ...ports, resetTokens, mailSettings, mailer: { send: async (m) => void sent.push(m) } },
    { publicUrl: 'https://studio.example/', background: (task) => void pending.push(task()) },
  );
  const auth = createAuthUseCases(ports, { publicUrl: 'https://studio.example' });
  const flush = () => Promise.all(pending.splice(0));
  return { ports, sent, flush, resetTokens, mailSettings, mail, auth };
}

async function signUpAda(ctx: ReturnType<typeof setup>) {
  const body = { email: 'ada@example.com', password: 'Correct-Horse-9', full_name: 'Ada Lovelace' };
  return unwrap(await ctx.auth.signUp(signUpBodySchema.parse(body), meta));
}

const tokenOf = (mail: OutgoingMail | undefined) =>
  decodeURIComponent(/[?&]token=([^&]+)/.exec(mail?.link ?? '')?.[1] ?? '');

describe('password reset', () => {
  let ctx: ReturnType<typeof setup>;
  let clock: FakeClock;
  beforeEach(async () => {
    ctx = setup();
    clock = ctx.ports.clock;
    await signUpAda(ctx);
  });

  it('mails a link to a known address and answers the same for an unknown one', async () => {
    const known = await ctx.mail.requestPasswordReset('ada@example.com', null, meta);
    const unknown = await ctx.mail.requestPasswordReset('nobody@example.com', null, meta);
    expect(known).toEqual(unknown);
    await ctx.flush();
    expect(ctx.sent).toHaveLength(1);
    expect(ctx.sent[0]).toMatchObject({
      to: 'ada@example.com',
      language: 'en',
      subject: 'Reset your Lumen Studio password',
    });
    expect(ctx.sent[0]?.link).toMatch(/^https:\/\/studio\.example\/reset-password\?token=/);
    expect(ctx.sent[0]?.text).toContain(ctx.sent[0]?.link);
    // Only the hash is kept.
    expect(ctx.resetTokens.rows[0]?.tokenHash).toBe(ctx.ports.tokens.hash(tokenOf(ctx.sent[0])));
  });

  it('writes in the remembered language, else the one the request came in', async () => {
    await ctx.mail.requestPasswordReset('ada@example.com', 'es', meta);
    await ctx.flush();
    expect(ctx.sent[0]).toMatchObject({
      language: 'es',
      subject: 'Restablece tu contraseña de Lumen Studio',
    });
    await ctx.mail.rememberLanguage('ada@example.com', 'en');
    await ctx.mail.requestPasswordReset('ada@example.com', 'es', meta);
    await ctx.flush();
    expect(ctx.sent[1]?.language).toBe('en');
  });

  it('throttles per address and per client address', async () => {
    for (let i = 0; i < DEFAULT_RESET_THROTTLE.perAddress; i++) {
      unwrap(await ctx.mail.requestPasswordReset('ada@example.com', null, meta));
    }
    const limited = await ctx.mail.requestPasswordReset('ada@example.com', null, meta);
    expect(!limited.ok && limited.error.code).toBe('rate_limited');
    // The same limit for an address without an account: nothing to tell them apart.
    for (let i = 0; i < DEFAULT_RESET_THROTTLE.perAddress; i++) {
      unwrap(await ctx.mail.requestPasswordReset('ghost@example.com', null, meta));
    }
    const ghost = await ctx.mail.requestPasswordReset('ghost@example.com', null, meta);
    expect(!ghost.ok && ghost.error.code).toBe('rate_limited');

    const other = { ...meta, ip: '198.51.100.1' };
    for (let i = 0; i < DEFAULT_RESET_THROTTLE.perIp; i++) {
      await ctx.mail.requestPasswordReset(`u${i}@example.com`, null, other);
    }
    const ip = await ctx.mail.requestPasswordReset('fresh@example.com', null, other);
    expect(!ip.ok && ip.error.code).toBe('rate_limited');
  });

  it('sets the password, revokes every session and signs in; the token works once', async () => {
    const oldSession = unwrap(
      await ctx.auth.logIn({ email: 'ada@example.com', password: 'Correct-Horse-9' }, meta),
    );
    await ctx.mail.requestPasswordReset('ada@example.com', null, meta);
    await ctx.flush();
    const input = passwordResetCompleteSchema.parse({
      token: tokenOf(ctx.sent[0]),
      password: NEW_PASSWORD,
    });
    const { token } = unwrap(await ctx.mail.completePasswordReset(input, meta));
    expect(await ctx.auth.authenticate(token)).not.toBeNull();
    expect(await ctx.auth.authenticate(oldSession.token)).toBeNull();
    unwrap(await ctx.auth.logIn({ email: 'ada@example.com', password: NEW_PASSWORD }, meta));
    expect(ctx.ports.activityLog.rows.map((r) => r.action)).toContain('password_reset');

    const again = await ctx.mail.completePasswordReset(input, meta);
    expect(!again.ok && again.error.code).toBe('reset_token_invalid');
  });

  it('revokes every personal access token in the reset’s transaction; the mail says it will', async () => {
    const session = unwrap(
      await ctx.auth.logIn({ email: 'ada@example.com', password: 'Correct-Horse-9' }, meta),
    );
    const userId = (await ctx.auth.authenticate(session.token))?.userId ?? '';
    const pats = createPersonalTokenUseCases(ctx.ports);
    const made = [
      await pats.create(userId, { name: 'intruder', scope: 'full' }),
      await pats.create(userId, { name: 'ci', scope: 'generate' }),
    ];
    await ctx.mail.requestPasswordReset('ada@example.com', null, meta);
    await ctx.flush();
    expect(ctx.sent[0]?.text).toContain('signs you out everywhere and revokes your API tokens');
    const input = passwordResetCompleteSchema.parse({
      token: tokenOf(ctx.sent[0]),
      password: NEW_PASSWORD,
    });
    const runs = ctx.ports.unitOfWork.runs;
    const done = unwrap(await ctx.mail.completePasswordReset(input, meta));
    expect(done.revokedTokens).toBe(2);
    expect(ctx.ports.unitOfWork.runs).toBe(runs + 1);
    for (const { token } of made) expect(await pats.authenticate(token)).toBeNull();
    expect(await pats.list(userId)).toEqual([]);
  });

  it('refuses an expired or forged token', async () => {
    await ctx.mail.requestPasswordReset('ada@example.com', null, meta);
    await ctx.flush();
    const forged = await ctx.mail.completePasswordReset(
      { token: 'not-a-token', password: NEW_PASSWORD },
      meta,
    );
    expect(!forged.ok && forged.error.code).toBe('reset_token_invalid');
    clock.advance(30 * 60 * 1000 + 1);
    const expired = await ctx.mail.completePasswordReset(
      { token: tokenOf(ctx.sent[0]), password: NEW_PASSWORD },
      meta,
    );
    expect(!expired.ok && expired.error.code).toBe('reset_token_invalid');
  });
});

describe('low-balance notice', () => {
  it('mails once a day when the balance falls under one default image', async () => {
    const ctx = setup();
    const { token } = await signUpAda(ctx);
    const userId = (await ctx.auth.authenticate(token))?.userId ?? '';
    await ctx.mail.rememberLanguage('ada@example.com', 'es');
    expect(await ctx.mail.noticeLowBalance(userId, LOW_BALANCE_THRESHOLD)).toBe(false);
    expect(await ctx.mail.noticeLowBalance(userId, LOW_BALANCE_THRESHOLD - 1)).toBe(true);
    expect(await ctx.mail.noticeLowBalance(userId, 0)).toBe(false);
    expect(ctx.sent).toHaveLength(1);
    expect(ctx.sent[0]).toMatchObject({
      to: 'ada@example.com',
      language: 'es',
      subject: 'Te quedan pocos créditos en Lumen Studio',
      link: 'https://studio.example/dashboard',
    });
    ctx.ports.clock.advance(24 * 60 * 60 * 1000);
    expect(await ctx.mail.noticeLowBalance(userId, 1)).toBe(true);
    expect(ctx.sent).toHaveLength(2);
  });
});
