import { mailLanguageFrom, unwrap } from '@lumen/domain';
import type { Context } from 'hono';
import { authOf, requestMeta } from '../../middlewares/auth';
import type { AppBindings, AppRouteHandler } from '../../lib/types';
import type { LoginRoute, LogoutRoute, MeRoute, SignupRoute } from './auth.routes';

/** The site language the account is used in (the web app sends it): its mails follow it. */
async function rememberMailLanguage(c: Context<AppBindings>, email: string) {
  const language = mailLanguageFrom(c.req.header('accept-language'));
  if (language) await c.var.deps.useCases.accountMail.rememberLanguage(email, language);
}

export const signup: AppRouteHandler<SignupRoute> = async (c) => {
  const body = c.req.valid('json');
  const result = await c.var.deps.useCases.auth.signUp(body, requestMeta(c));
  const { token, userId } = unwrap(result);
  await rememberMailLanguage(c, body.email);
  await c.var.deps.useCases.emailVerification.afterSignUp(
    userId,
    mailLanguageFrom(c.req.header('accept-language')),
  );
  return c.json({ token }, 201);
};

export const login: AppRouteHandler<LoginRoute> = async (c) => {
  const body = c.req.valid('json');
  const result = await c.var.deps.useCases.auth.logIn(body, requestMeta(c));
  const answer = unwrap(result);
  await rememberMailLanguage(c, body.email);
  return c.json(answer, 200);
};

export const logout: AppRouteHandler<LogoutRoute> = async (c) => {
  await c.var.deps.useCases.auth.logOut(authOf(c), requestMeta(c));
  return c.body(null, 204);
};

// c.get, not c.var: c.var copies every request variable into a new object on each read.
export const me: AppRouteHandler<MeRoute> = async (c) => {
  const result = await c.get('deps').useCases.account.currentUser(authOf(c).userId);
  return c.json(unwrap(result), 200);
};
