import { clientNetwork } from '../accounts/client-network';
import { DAY_MS, FREE_TRIAL_DAYS, SESSION_IDLE_MS, SESSION_TTL_MS } from '../shared/constants';
import { DomainError, domainErr, err, ok, type Result } from '../shared/errors';
import type { LinkedIdentity } from '../ports/linked-identity-repository.port';
import type { OidcAuthorizationChecks, OidcProvider } from '../ports/oidc-provider.port';
import type { RateLimitDecision } from '../ports/rate-limiter.port';
import type { SingleUseStore } from '../ports/single-use-store.port';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import {
  type AuthenticatedSession,
  DEFAULT_LOGIN_THROTTLE,
  DEFAULT_SIGNUP_THROTTLE,
} from './auth.use-cases';
import { createConfirmationUseCases } from './confirmation.use-cases';
import { createPasskeyUseCases } from './passkeys.use-cases';
import { claimTrial } from './trial-start';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';

/** How long the provider's login page may take: the kept state, nonce and verifier expire then. */
export const OIDC_FLOW_TTL_MS = 10 * 60 * 1000;
/** How long the web app has to redeem the callback's ticket (or to ask for the password). */
export const OIDC_TICKET_TTL_MS = 10 * 60 * 1000;

export const OIDC_MESSAGES = {
  stateInvalid: 'This sign-in has expired or was already used. Please start again.',
  failed: 'The sign-in provider’s answer could not be verified. Please try again.',
  emailUnverified: (label: string) =>
    `Your ${label} account’s e-mail address is not verified, so it cannot sign you in here.`,
  ticketInvalid: 'This sign-in has expired. Please start again.',
  lastMethod: 'This is your only way to sign in: add another before removing it.',
  identityTaken: (label: string) => `This ${label} account is linked to another Lumen account.`,
  passkeyFailed: 'This passkey could not confirm it is you',
} as const;

/** What proves the owner of the account that has the provider's address. */
export type OidcLinkProof =
  | { readonly password: string }
  | { readonly passkey: { readonly challengeId: string; readonly response: unknown } };

/** The kept state of one flow; a flow started from Settings links to its signed-in user. */
type FlowState = OidcAuthorizationChecks & {
  readonly link?: { readonly userId: string; readonly sessionId: string };
};

export interface OidcSignInPorts extends UseCasePorts {
  readonly oidc: OidcProvider;
  /** State, nonce and PKCE verifier between the redirects; tickets for the web app. */
  readonly oidcStore: SingleUseStore;
}

/** What the web app redeems after the callback (kept server-side, single use). */
type Ticket =
  | { readonly kind: 'session'; readonly userId: string; readonly identityId: string }
  | {
      readonly kind: 'link';
      readonly userId: string;
      readonly issuer: string;
      readonly subject: string;
      readonly email: string;
      readonly expiresAt: number;
    };

/** Where the callback sends the browser: a ticket to redeem, or the password to ask for. */
export type OidcCallbackResult =
  | { readonly kind: 'session'; readonly ticket: string }
  | { readonly kind: 'linked' }
  | { readonly kind: 'link'; readonly ticket: string; readonly email: string };

export interface SignInMethodsView {
  readonly password: boolean;
  readonly identities: {
    readonly id: string;
    readonly provider: string;
    readonly email: string;
    readonly created_at: string;
    readonly last_used_at: string | null;
  }[];
}

function rateLimited(decision: RateLimitDecision, message: string): DomainError<'rate_limited'> {
  return new DomainError('rate_limited', message, {
    retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
  });
}

const flowKey = (state: string) => `oidc:flow:${state}`;
/** Each kind of ticket under its own keys: one is never taken (spent) as the other. */
const ticketKey = (kind: Ticket['kind'], ticket: string) => `oidc:${kind}:${ticket}`;

/**
 * Sign-in through an OpenID Connect provider (OIDC_ISSUER): the authorization-code flow with
 * PKCE, state and nonce, the state and its checks kept server-side (shared, single use,
 * expiring). A provider account already linked signs its account in; a verified address
 * nobody has creates an account, with the trial exactly as a verified password sign-up gets it;
 * an address that has an account is linked only once its password is given (no silent
 * takeover); an unverified address is refused. The bearer token is handed over only in a
 * response body, for a single-use ticket the callback's redirect carries.
 */
export function createOidcSignInUseCases(ports: OidcSignInPorts, settings: UseCaseSettings) {
  const throttle = settings.loginThrottle ?? DEFAULT_LOGIN_THROTTLE;
  const signupThrottle = settings.signupThrottle ?? DEFAULT_SIGNUP_THROTTLE;
  const trial = settings.trial ?? { credits: 0, days: FREE_TRIAL_DAYS };
  const idleMs = Math.min(settings.sessionIdleMs ?? SESSION_IDLE_MS, SESSION_TTL_MS);
  const redirectUri = `${settings.publicUrl.replace(/\/+$/, '')}/api/auth/oidc/callback`;
  const { oidc, oidcStore } = ports;
  const confirmation = createConfirmationUseCases(ports, settings);
  const passkeys = createPasskeyUseCases(ports, settings);

  const putTicket = async (ticket: Ticket, ttlMs = OIDC_TICKET_TTL_MS) => {
    const id = ports.ids.token();
    await oidcStore.put(ticketKey(ticket.kind, id), JSON.stringify(ticket), ttlMs);
    return id;
  };
  const takeTicket = async <K extends Ticket['kind']>(
    kind: K,
    id: string,
  ): Promise<Extract<Ticket, { kind: K }> | null> => {
    if (!id || id.length > 256) return null;
    const raw = await oidcStore.take(ticketKey(kind, id));
    const ticket = raw ? (JSON.parse(raw) as Ticket) : null;
    return ticket?.kind === kind ? (ticket as Extract<Ticket, { kind: K }>) : null;
  };

  const ipLimit = async (meta: RequestMeta) => {
    const decision = await ports.rateLimiter.hit(
      `login:ip:${meta.ip ?? 'unknown'}`,
      throttle.ipAttempts,
      throttle.ipWindowMs,
    );
    return decision.allowed
      ? null
      : rateLimited(decision, 'Too many sign-in attempts. Please try again later.');
  };

  /** A new session, as password sign-in makes it, with its activity row. */
  async function openSession(userId: string, meta: RequestMeta, metadata: Record<string, unknown>) {
    const { token, tokenHash } = ports.tokens.issue();
    const now = ports.clock.now();
    await ports.unitOfWork.run(async (repos) => {
      await repos.sessions.create({
        userId,
        tokenHash,
        expiresAt: new Date(now.getTime() + idleMs),
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
      });
      await recordActivity(repos.activityLog, userId, ACTIVITY_ACTIONS.login, meta, metadata);
    });
    return token;
  }

  /**
   * The account of a verified address nobody has: no password (its hash is empty, which
   * nothing verifies against), the address verified, the provider account linked, and the
   * trial when the mailbox never had one, in one transaction.
   */
  async function signUp(
    claims: { issuer: string; subject: string; email: string; name: string | null },
    meta: RequestMeta,
  ): Promise<Result<LinkedIdentity>> {
    const decision = await ports.rateLimiter.hit(
      `signup:net:${clientNetwork(meta.ip)}`,
      signupThrottle.perIp,
      signupThrottle.windowMs,
    );
    if (!decision.allowed) {
      return err(rateLimited(decision, 'Too many sign-ups. Please try again later.'));
    }
    try {
      const identity = await ports.unitOfWork.run(async (repos) => {
        const now = ports.clock.now();
        const user = await repos.users.create({
          email: claims.email,
          passwordHash: '',
          fullName: (claims.name ?? '').trim().slice(0, 100) || claims.email.split('@')[0] || '',
          language: 'en',
        });
        // Owed, then granted at once: the provider verified the address.
        await claimTrial(
          repos,
          { userId: user.id, email: claims.email },
          { ...trial, requiresVerifiedEmail: true },
          now,
        );
        await grantVerified(repos, user.id, now);
        const linked = await repos.linkedIdentities.link(
          { userId: user.id, issuer: claims.issuer, subject: claims.subject, email: claims.email },
          now,
        );
        await recordActivity(repos.activityLog, user.id, ACTIVITY_ACTIONS.signUp, meta, {
          method: 'oidc',
          issuer: claims.issuer,
        });
        return linked;
      });
      return ok(identity);
    } catch (error) {
      if (error instanceof DomainError) return err(error);
      throw error;
    }
  }

  /** The provider verified the address: marked verified, and the trial it was owed granted. */
  async function grantVerified(
    repos: Parameters<Parameters<UseCasePorts['unitOfWork']['run']>[0]>[0],
    userId: string,
    now: Date,
  ) {
    const marked = await repos.trialClaims.markVerified(userId, now);
    if (!marked || marked.owedCredits <= 0) return;
    await repos.trials.grantTrial({
      userId,
      credits: marked.owedCredits,
      expiresAt: new Date(now.getTime() + trial.days * DAY_MS),
    });
  }

  async function beginFlow(link: FlowState['link']): Promise<{ url: string }> {
    const authorization = await oidc.authorize(redirectUri);
    const flow: FlowState = {
      state: authorization.state,
      nonce: authorization.nonce,
      codeVerifier: authorization.codeVerifier,
      ...(link ? { link } : {}),
    };
    await oidcStore.put(flowKey(flow.state), JSON.stringify(flow), OIDC_FLOW_TTL_MS);
    return { url: authorization.url };
  }

  /**
   * A flow started from Settings: the provider account joins the signed-in user (whose
   * session must still be live); one linked to another account is refused.
   */
  async function linkToSignedIn(
    link: NonNullable<FlowState['link']>,
    claims: { issuer: string; subject: string; email: string | null },
    meta: RequestMeta,
  ): Promise<Result<OidcCallbackResult>> {
    const now = ports.clock.now();
    const live = await ports.sessions.listActive(link.userId, now);
    if (!live.some((session) => session.id === link.sessionId)) {
      return domainErr('oidc_state_invalid', OIDC_MESSAGES.stateInvalid);
    }
    const linked = await ports.linkedIdentities.findBySubject(claims.issuer, claims.subject);
    if (linked && linked.userId !== link.userId) {
      return domainErr('identity_taken', OIDC_MESSAGES.identityTaken(oidc.label));
    }
    if (linked) return ok({ kind: 'linked' });
    try {
      await ports.unitOfWork.run(async (repos) => {
        await repos.linkedIdentities.link(
          {
            userId: link.userId,
            issuer: claims.issuer,
            subject: claims.subject,
            email: (claims.email ?? '').trim().toLowerCase(),
          },
          now,
        );
        await recordActivity(repos.activityLog, link.userId, ACTIVITY_ACTIONS.identityLink, meta, {
          issuer: claims.issuer,
          from: 'settings',
        });
      });
    } catch (error) {
      if (error instanceof DomainError) return err(error);
      throw error;
    }
    return ok({ kind: 'linked' });
  }

  return {
    /** The button's text. */
    label: oidc.label,

    /**
     * GET /api/auth/oidc/start: a fresh state, nonce and PKCE verifier, kept server-side for
     * OIDC_FLOW_TTL_MS; the answer is the provider's URL to send the browser to.
     */
    async start(meta: RequestMeta): Promise<Result<{ url: string }>> {
      const limited = await ipLimit(meta);
      if (limited) return err(limited);
      return ok(await beginFlow(undefined));
    },

    /**
     * POST /api/auth/oidc/link-start: the same flow, started from Settings by a signed-in
     * session that confirmed it is its owner a moment ago; the kept state names that user and
     * session, so the callback links the provider account to them (while the session lives).
     */
    async startLink(
      auth: AuthenticatedSession,
      meta: RequestMeta,
    ): Promise<Result<{ url: string }>> {
      const confirmed = await confirmation.require(auth);
      if (!confirmed.ok) return confirmed;
      const limited = await ipLimit(meta);
      if (limited) return err(limited);
      return ok(await beginFlow({ userId: auth.userId, sessionId: auth.sessionId }));
    },

    /**
     * GET /api/auth/oidc/callback: the state is taken (once), the code exchanged with its
     * verifier, the ID token checked (signature, issuer, audience, expiry, nonce). Nothing is
     * created when any of it fails.
     */
    async callback(
      callback: { readonly url: string; readonly state: string | undefined },
      meta: RequestMeta,
    ): Promise<Result<OidcCallbackResult>> {
      const limited = await ipLimit(meta);
      if (limited) return err(limited);
      const state = callback.state ?? '';
      const raw = state && state.length <= 256 ? await oidcStore.take(flowKey(state)) : null;
      if (!raw) return domainErr('oidc_state_invalid', OIDC_MESSAGES.stateInvalid);
      const { link: linkIntent, ...checks } = JSON.parse(raw) as FlowState;
      const outcome = await oidc.complete(callback.url, redirectUri, checks);
      if (!outcome.ok) {
        return domainErr('oidc_failed', OIDC_MESSAGES.failed, {
          reason: outcome.reason,
          detail: outcome.detail,
        });
      }
      const { claims } = outcome;
      if (linkIntent) return linkToSignedIn(linkIntent, claims, meta);
      const now = ports.clock.now();

      const linked = await ports.linkedIdentities.findBySubject(claims.issuer, claims.subject);
      if (linked) {
        await ports.linkedIdentities.touch(linked.userId, linked.id, now);
        const ticket = await putTicket({
          kind: 'session',
          userId: linked.userId,
          identityId: linked.id,
        });
        return ok({ kind: 'session', ticket });
      }

      if (!claims.email || !claims.emailVerified) {
        return domainErr('oidc_email_unverified', OIDC_MESSAGES.emailUnverified(oidc.label));
      }
      const email = claims.email.trim().toLowerCase();
      const existing = await ports.users.findByEmail(email);
      if (existing) {
        const expiresAt = now.getTime() + OIDC_TICKET_TTL_MS;
        const ticket = await putTicket({
          kind: 'link',
          userId: existing.id,
          issuer: claims.issuer,
          subject: claims.subject,
          email,
          expiresAt,
        });
        return ok({ kind: 'link', ticket, email });
      }
      const created = await signUp({ ...claims, email }, meta);
      if (!created.ok) return created;
      const ticket = await putTicket({
        kind: 'session',
        userId: created.value.userId,
        identityId: created.value.id,
      });
      return ok({ kind: 'session', ticket });
    },

    /** POST /api/auth/oidc/session: the callback's ticket, once, for a bearer token. */
    async redeem(ticketId: string, meta: RequestMeta): Promise<Result<{ token: string }>> {
      const ticket = await takeTicket('session', ticketId);
      if (!ticket) {
        return domainErr('oidc_state_invalid', OIDC_MESSAGES.ticketInvalid);
      }
      const token = await openSession(ticket.userId, meta, {
        method: 'oidc',
        issuer: oidc.issuer,
      });
      return ok({ token });
    },

    /**
     * POST /api/auth/oidc/link: the password of the account that has the provider's address,
     * or an assertion by one of its passkeys, links the provider account to it and signs in. Limited like password sign-in (the same
     * keys: a guess here counts there); a wrong password keeps the ticket for another try until
     * it expires.
     */
    async link(
      ticketId: string,
      proof: OidcLinkProof,
      meta: RequestMeta,
    ): Promise<Result<{ token: string }>> {
      const ticket = await takeTicket('link', ticketId);
      const now = ports.clock.now();
      if (!ticket || ticket.expiresAt <= now.getTime()) {
        return domainErr('oidc_state_invalid', OIDC_MESSAGES.ticketInvalid);
      }
      const keep = () =>
        oidcStore.put(
          ticketKey('link', ticketId),
          JSON.stringify(ticket),
          ticket.expiresAt - now.getTime(),
        );
      const limited = await ipLimit(meta);
      if (limited) {
        await keep();
        return err(limited);
      }
      const accountKey = `login:fail:${ticket.email}`;
      const decision = await ports.rateLimiter.hit(
        accountKey,
        throttle.accountFailures,
        throttle.accountWindowMs,
      );
      if (!decision.allowed) {
        await keep();
        return err(rateLimited(decision, 'Too many sign-in attempts. Please try again later.'));
      }
      const user = await ports.users.findById(ticket.userId);
      if (!user) return domainErr('oidc_state_invalid', OIDC_MESSAGES.ticketInvalid);
      const proven =
        'password' in proof
          ? await ports.hasher.verify(user.passwordHash, proof.password)
          : await passkeys.verifyOwn(
              user.id,
              passkeys.signInChallengeKey(proof.passkey.challengeId),
              proof.passkey.response,
            );
      if (!proven) {
        await recordActivity(ports.activityLog, user.id, ACTIVITY_ACTIONS.loginFailed, meta, {
          reason: 'password' in proof ? 'wrong_password' : 'passkey',
          method: 'oidc_link',
        });
        await keep();
        return 'password' in proof
          ? domainErr('invalid_credentials', 'Invalid email or password')
          : domainErr('invalid_credentials', OIDC_MESSAGES.passkeyFailed);
      }
      await ports.rateLimiter.reset(accountKey);
      try {
        await ports.unitOfWork.run(async (repos) => {
          await repos.linkedIdentities.link(
            {
              userId: user.id,
              issuer: ticket.issuer,
              subject: ticket.subject,
              email: ticket.email,
            },
            now,
          );
          await grantVerified(repos, user.id, now);
          await recordActivity(repos.activityLog, user.id, ACTIVITY_ACTIONS.identityLink, meta, {
            issuer: ticket.issuer,
          });
        });
      } catch (error) {
        if (error instanceof DomainError) return err(error);
        throw error;
      }
      const token = await openSession(user.id, meta, { method: 'oidc', issuer: ticket.issuer });
      return ok({ token });
    },

    /** GET /api/auth/oidc/methods: the password (when the account has one) and linked providers. */
    async methods(userId: string): Promise<Result<SignInMethodsView>> {
      const user = await ports.users.findById(userId);
      if (!user) return domainErr('unauthorized', 'Unauthorized');
      const identities = await ports.linkedIdentities.listForUser(userId);
      return ok({
        password: user.passwordHash !== '',
        identities: identities.map((identity) => ({
          id: identity.id,
          provider: identity.issuer === oidc.issuer ? oidc.label : identity.issuer,
          email: identity.email,
          created_at: identity.createdAt.toISOString(),
          last_used_at: identity.lastUsedAt?.toISOString() ?? null,
        })),
      });
    },

    /** DELETE /api/auth/oidc/methods/{id}: only while another way to sign in remains. */
    async unlink(userId: string, id: string, meta: RequestMeta): Promise<Result<void>> {
      const user = await ports.users.findById(userId);
      if (!user) return domainErr('unauthorized', 'Unauthorized');
      const identities = await ports.linkedIdentities.listForUser(userId);
      const identity = identities.find((candidate) => candidate.id === id);
      if (!identity) return domainErr('not_found', 'Not found');
      const others = identities.length - 1 + (user.passwordHash !== '' ? 1 : 0);
      if (others < 1) return domainErr('last_sign_in_method', OIDC_MESSAGES.lastMethod);
      await ports.unitOfWork.run(async (repos) => {
        await repos.linkedIdentities.unlink(userId, id);
        await recordActivity(repos.activityLog, userId, ACTIVITY_ACTIONS.identityUnlink, meta, {
          issuer: identity.issuer,
        });
      });
      return ok(undefined);
    },
  };
}

export type OidcSignInUseCases = ReturnType<typeof createOidcSignInUseCases>;
