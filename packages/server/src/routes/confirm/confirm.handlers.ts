import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf, requestMeta } from '../../middlewares/auth';
import type { ConfirmRoute, OptionsRoute } from './confirm.routes';

export const options: AppRouteHandler<OptionsRoute> = async (c) => {
  const answer = unwrap(await c.var.deps.useCases.confirmation.options(authOf(c)));
  return c.json({ password: answer.password, passkey_options: answer.passkeyOptions }, 200);
};

export const confirm: AppRouteHandler<ConfirmRoute> = async (c) => {
  const body = c.req.valid('json');
  const { confirmation } = c.var.deps.useCases;
  const auth = authOf(c);
  const answer = unwrap(
    'password' in body
      ? await confirmation.withPassword(auth, body.password, requestMeta(c))
      : await confirmation.withPasskey(auth, body.passkey, requestMeta(c)),
  );
  return c.json({ confirmed_until: answer.confirmedUntil }, 200);
};
