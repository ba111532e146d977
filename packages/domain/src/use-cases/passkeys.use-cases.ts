import { SESSION_IDLE_MS, SESSION_TTL_MS } from '../shared/constants';
import { DomainError, domainErr, err, ok, type Result } from '../shared/errors';
import type { CeremonyOptions, PasskeyCredential } from '../ports/passkeys.port';
import type { RateLimitDecision } from '../ports/rate-limiter.port';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import { DEFAULT_LOGIN_THROTTLE, type AuthenticatedSession } from './auth.use-cases';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';
import { createSignInWatch } from './new-device.use-cases';

/** How long a ceremony's challenge may be answered. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The most passkeys one account keeps. */
export const PASSKEYS_MAX = 20;

export const PASSKEY_SIGN_IN_FAILED = 'This passkey could not sign you in';

const signInFailed = () => new DomainError('invalid_credentials', PASSKEY_SIGN_IN_FAILED);

const notConfigured = () =>
  new DomainError('model_unavailable', 'Passkeys are not available on this server');

function rateLimited(decision: RateLimitDecision): DomainError<'rate_limited'> {
  return new DomainError('rate_limited', 'Too many sign-in attempts. Please try again later.', {
    retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
  });
}

/** The credential id a browser's answer names, when it names one. */
function credentialIdOf(response: unknown): string | null {
  if (typeof response !== 'object' || response === null) return null;
  const id = (response as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 && id.length <= 1024 ? id : null;
}

/**
 * Passkeys (WebAuthn): registered from Settings by a signed-in user, used on the sign-in page
 * in place of the password. Challenges are single-use and expire; a passkey sign-in is limited,
 * logged and noticed like a password sign-in and makes the same session.
 */
export function createPasskeyUseCases(ports: UseCasePorts, settings: UseCaseSettings) {
  const throttle = settings.loginThrottle ?? DEFAULT_LOGIN_THROTTLE;
  const idleMs = Math.min(settings.sessionIdleMs ?? SESSION_IDLE_MS, SESSION_TTL_MS);
  const signedIn = createSignInWatch(ports, settings);
  const registrationKey = (userId: string) => `register:${userId}`;
  const signInKey = (challengeId: string) => `sign-in:${challengeId}`;

  function passkeyPorts() {
    if (!ports.passkeys) throw notConfigured();
    return ports.passkeys;
  }

  return {
    list(userId: string): Promise<PasskeyCredential[]> {
      return passkeyPorts().credentials.listByUser(userId);
    },

    /** Options for the browser to create a passkey; the user's own passkeys are excluded. */
    async registrationOptions(auth: AuthenticatedSession): Promise<Result<CeremonyOptions>> {
      const { credentials, challenges, webAuthn } = passkeyPorts();
      const user = await ports.users.findById(auth.userId);
      if (!user) return domainErr('unauthorized', 'Unauthorized');
      const existing = await credentials.listByUser(user.id);
      if (existing.length >= PASSKEYS_MAX) {
        return domainErr('conflict', `An account keeps at most ${PASSKEYS_MAX} passkeys`);
      }
      const options = await webAuthn.registrationOptions({
        userId: user.id,
        userName: user.email,
        displayName: user.fullName,
        exclude: existing.map((c) => ({ credentialId: c.credentialId, transports: c.transports })),
      });
      await challenges.put(registrationKey(user.id), options.challenge, PASSKEY_CHALLENGE_TTL_MS);
      return ok(options);
    },

    /** Verifies the browser's new credential against the challenge (used once) and keeps it. */
    async register(
      auth: AuthenticatedSession,
      input: { response: unknown; name: string },
      meta: RequestMeta,
    ): Promise<Result<PasskeyCredential>> {
      const { credentials, challenges, webAuthn } = passkeyPorts();
      const invalid = () =>
        domainErr('validation_error', 'The passkey could not be verified. Try again.');
      const challenge = await challenges.take(registrationKey(auth.userId));
      if (!challenge) return invalid();
      const verified = await webAuthn.verifyRegistration(input.response, challenge);
      if (!verified) return invalid();
      if (await credentials.findByCredentialId(verified.credentialId)) {
        return domainErr('conflict', 'This passkey is already registered');
      }
      const created = await credentials.create({
        userId: auth.userId,
        name: input.name,
        ...verified,
      });
      await recordActivity(ports.activityLog, auth.userId, ACTIVITY_ACTIONS.passkeyAdd, meta, {
        passkeyId: created.id,
      });
      return ok(created);
    },

    async rename(userId: string, id: string, name: string): Promise<Result<void>> {
      return (await passkeyPorts().credentials.rename(userId, id, name))
        ? ok(undefined)
        : domainErr('not_found', 'Passkey not found');
    },

    /** The passkey signs nobody in afterwards (looked up in the database at each sign-in). */
    async remove(userId: string, id: string, meta: RequestMeta): Promise<Result<void>> {
      if (!(await passkeyPorts().credentials.remove(userId, id))) {
        return domainErr('not_found', 'Passkey not found');
      }
      await recordActivity(ports.activityLog, userId, ACTIVITY_ACTIONS.passkeyRemove, meta, {
        passkeyId: id,
      });
      return ok(undefined);
    },

    /**
     * Options for a sign-in with any passkey of this site (discoverable credentials: no
     * account named), and the id its challenge is kept under.
     */
    async signInOptions(
      meta: RequestMeta,
    ): Promise<Result<{ challengeId: string; options: CeremonyOptions }>> {
      const { challenges, webAuthn } = passkeyPorts();
      // Each asks for a stored challenge: limited per client, more loosely than the sign-ins.
      const decision = await ports.rateLimiter.hit(
        `passkey-options:ip:${meta.ip ?? 'unknown'}`,
        throttle.ipAttempts * 3,
        throttle.ipWindowMs,
      );
      if (!decision.allowed) return err(rateLimited(decision));
      const options = await webAuthn.authenticationOptions();
      const challengeId = ports.ids.token();
      await challenges.put(signInKey(challengeId), options.challenge, PASSKEY_CHALLENGE_TTL_MS);
      return ok({ challengeId, options });
    },

    /**
     * Options for the signed-in owner to confirm with one of their own passkeys; the challenge
     * is kept under `challengeKey` for PASSKEY_CHALLENGE_TTL_MS. Null when they have none.
     */
    async ownOptions(userId: string, challengeKey: string): Promise<CeremonyOptions | null> {
      if (!ports.passkeys) return null;
      const { credentials, challenges, webAuthn } = ports.passkeys;
      const own = await credentials.listByUser(userId);
      if (own.length === 0) return null;
      const options = await webAuthn.authenticationOptions(
        own.map((c) => ({ credentialId: c.credentialId, transports: c.transports })),
      );
      await challenges.put(challengeKey, options.challenge, PASSKEY_CHALLENGE_TTL_MS);
      return options;
    },

    /**
     * Whether `response` is a verified assertion by one of `userId`'s passkeys against the
     * challenge under `challengeKey` (taken once); its use is recorded. Another account's
     * passkey, an unknown or removed one, or a spent challenge: false.
     */
    async verifyOwn(userId: string, challengeKey: string, response: unknown): Promise<boolean> {
      if (!ports.passkeys) return false;
      const { credentials, challenges, webAuthn } = ports.passkeys;
      const challenge = await challenges.take(challengeKey);
      const credentialId = credentialIdOf(response);
      if (!challenge || !credentialId) return false;
      const credential = await credentials.findByCredentialId(credentialId);
      if (!credential || credential.userId !== userId) return false;
      const verified = await webAuthn.verifyAuthentication(response, challenge, credential);
      if (!verified) return false;
      await credentials.markUsed(credential.id, verified.newCounter, ports.clock.now());
      return true;
    },

    /** The key a sign-in ceremony's challenge is kept under (the link page reuses it). */
    signInChallengeKey: signInKey,

    /**
     * A passkey sign-in: limited per client and per account like a password sign-in (the
     * account's attempt reserved before verifying, given back on success), the challenge used
     * once, the session and its activity row written together.
     */
    async signIn(
      input: { challengeId: string; response: unknown },
      meta: RequestMeta,
    ): Promise<Result<{ token: string }>> {
      const { credentials, challenges, webAuthn } = passkeyPorts();
      const ipDecision = await ports.rateLimiter.hit(
        `login:ip:${meta.ip ?? 'unknown'}`,
        throttle.ipAttempts,
        throttle.ipWindowMs,
      );
      if (!ipDecision.allowed) return err(rateLimited(ipDecision));
      const challenge = await challenges.take(signInKey(input.challengeId));
      const credentialId = credentialIdOf(input.response);
      if (!challenge || !credentialId) return err(signInFailed());
      const credential = await credentials.findByCredentialId(credentialId);
      const user = credential ? await ports.users.findById(credential.userId) : null;
      if (!credential || !user) return err(signInFailed());
      const accountKey = `login:fail:${user.email}`;
      const accountDecision = await ports.rateLimiter.hit(
        accountKey,
        throttle.accountFailures,
        throttle.accountWindowMs,
      );
      if (!accountDecision.allowed) return err(rateLimited(accountDecision));
      const verified = await webAuthn.verifyAuthentication(input.response, challenge, credential);
      if (!verified) {
        await recordActivity(ports.activityLog, user.id, ACTIVITY_ACTIONS.loginFailed, meta, {
          reason: 'passkey',
        });
        return err(signInFailed());
      }
      const { token, tokenHash } = ports.tokens.issue();
      const now = ports.clock.now();
      await ports.unitOfWork.run(async (repos) => {
        await repos.sessions.create({
          userId: user.id,
          tokenHash,
          expiresAt: new Date(now.getTime() + idleMs),
          ipAddress: meta.ip,
          userAgent: meta.userAgent,
        });
        await recordActivity(repos.activityLog, user.id, ACTIVITY_ACTIONS.login, meta, {
          method: 'passkey',
        });
      });
      await credentials.markUsed(credential.id, verified.newCounter, now);
      await ports.rateLimiter.reset(accountKey);
      await signedIn(user.id, meta);
      return ok({ token });
    },
  };
}

export type PasskeyUseCases = ReturnType<typeof createPasskeyUseCases>;
