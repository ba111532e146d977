import { DomainError, mailLanguageFrom, unwrap } from '@lumen/domain';
import type { OidcSignInUseCases } from '@lumen/domain/use-cases';
import type { Context } from 'hono';
import { authOf, requestMeta } from '../../middlewares/auth';
import { ApiError, notFound } from '../../lib/http-errors';
import type { AppBindings, AppRouteHandler } from '../../lib/types';
import type {
  OidcCallbackRoute,
  OidcLinkRoute,
  OidcLinkStartRoute,
  OidcSessionRoute,
  OidcStartRoute,
  SignInMethodsRoute,
  UnlinkSignInMethodRoute,
} from './oidc.routes';

/** The web app's page that finishes a sign-in through the provider. */
export const OIDC_LANDING_PATH = '/signin/oidc';

function oidcOf(c: Context<AppBindings>): OidcSignInUseCases {
  const oidc = c.get('deps').oidc;
  if (!oidc) throw notFound('No sign-in provider is configured');
  return oidc;
}

/** Sign-in methods are managed from a signed-in session, never with a personal access token. */
function sessionOnly(c: Context<AppBindings>) {
  const auth = authOf(c);
  if (auth.via === 'token') {
    throw new ApiError(403, 'forbidden', 'This token’s scope does not allow this request');
  }
  return auth;
}

/**
 * The landing page's address: what follows `#` never reaches a server or a Referer header, so
 * the ticket stays in the browser until the page redeems it.
 */
function landing(c: Context<AppBindings>, fragment: Record<string, string>) {
  const base = (c.get('deps').settings.publicUrl ?? '').replace(/\/+$/, '');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`${base}${OIDC_LANDING_PATH}#${new URLSearchParams(fragment)}`, 302);
}

export const oidcStart: AppRouteHandler<OidcStartRoute> = async (c) => {
  const { url } = unwrap(await oidcOf(c).start(requestMeta(c)));
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(url, 302);
};

export const oidcCallback: AppRouteHandler<OidcCallbackRoute> = async (c) => {
  const oidc = oidcOf(c);
  const query = c.req.valid('query');
  const result = await oidc.callback({ url: c.req.url, state: query.state }, requestMeta(c));
  if (!result.ok) {
    const error = result.error;
    if (error.is('oidc_failed')) {
      c.get('deps').logger?.warn(
        { reason: error.details?.reason, detail: error.details?.detail },
        'sign-in through the provider refused',
      );
    }
    if (!(error instanceof DomainError) || error.code === 'validation_error') throw error;
    return landing(c, { error: error.code });
  }
  const answer = result.value;
  if (answer.kind === 'linked') return landing(c, { linked: '1' });
  return answer.kind === 'session'
    ? landing(c, { ticket: answer.ticket })
    : landing(c, { link: answer.ticket, email: answer.email });
};

export const oidcLinkStart: AppRouteHandler<OidcLinkStartRoute> = async (c) => {
  const oidc = oidcOf(c);
  const auth = sessionOnly(c);
  return c.json(unwrap(await oidc.startLink(auth, requestMeta(c))), 200);
};

/** The site language the account is used in (the web app sends it): its mails follow it. */
async function rememberMailLanguage(c: Context<AppBindings>, token: string) {
  const language = mailLanguageFrom(c.req.header('accept-language'));
  if (!language) return;
  const deps = c.get('deps');
  const session = await deps.useCases.auth.authenticate(token);
  const user = session ? unwrap(await deps.useCases.account.currentUser(session.userId)) : null;
  if (user) await deps.useCases.accountMail.rememberLanguage(user.user.email, language);
}

export const oidcSession: AppRouteHandler<OidcSessionRoute> = async (c) => {
  const { ticket } = c.req.valid('json');
  const answer = unwrap(await oidcOf(c).redeem(ticket, requestMeta(c)));
  await rememberMailLanguage(c, answer.token);
  return c.json(answer, 200);
};

export const oidcLink: AppRouteHandler<OidcLinkRoute> = async (c) => {
  const body = c.req.valid('json');
  const proof =
    'password' in body
      ? { password: body.password }
      : { passkey: { challengeId: body.challenge_id, response: body.passkey } };
  const answer = unwrap(await oidcOf(c).link(body.ticket, proof, requestMeta(c)));
  await rememberMailLanguage(c, answer.token);
  return c.json(answer, 200);
};

export const signInMethods: AppRouteHandler<SignInMethodsRoute> = async (c) => {
  const oidc = oidcOf(c);
  const auth = sessionOnly(c);
  return c.json(unwrap(await oidc.methods(auth.userId)), 200);
};

export const unlinkSignInMethod: AppRouteHandler<UnlinkSignInMethodRoute> = async (c) => {
  const oidc = oidcOf(c);
  const auth = sessionOnly(c);
  const { id } = c.req.valid('param');
  unwrap(await oidc.unlink(auth.userId, id, requestMeta(c)));
  return c.body(null, 204);
};
