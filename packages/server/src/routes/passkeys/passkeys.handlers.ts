import { type PasskeyCredential, unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf, requestMeta } from '../../middlewares/auth';
import type {
  ListRoute,
  RegisterRoute,
  RegistrationOptionsRoute,
  RemoveRoute,
  RenameRoute,
  SignInOptionsRoute,
  SignInRoute,
} from './passkeys.routes';

const view = (passkey: PasskeyCredential) => ({
  id: passkey.id,
  name: passkey.name,
  created_at: passkey.createdAt.toISOString(),
  last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
});

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const passkeys = await c.var.deps.useCases.passkeys.list(authOf(c).userId);
  return c.json({ passkeys: passkeys.map(view) }, 200);
};

export const registrationOptions: AppRouteHandler<RegistrationOptionsRoute> = async (c) => {
  const options = unwrap(await c.var.deps.useCases.passkeys.registrationOptions(authOf(c)));
  return c.json(options, 200);
};

export const register: AppRouteHandler<RegisterRoute> = async (c) => {
  const { name, response } = c.req.valid('json');
  const created = unwrap(
    await c.var.deps.useCases.passkeys.register(authOf(c), { name, response }, requestMeta(c)),
  );
  return c.json(view(created), 201);
};

export const rename: AppRouteHandler<RenameRoute> = async (c) => {
  unwrap(
    await c.var.deps.useCases.passkeys.rename(
      authOf(c).userId,
      c.req.valid('param').id,
      c.req.valid('json').name,
    ),
  );
  return c.body(null, 204);
};

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  unwrap(
    await c.var.deps.useCases.passkeys.remove(
      authOf(c).userId,
      c.req.valid('param').id,
      requestMeta(c),
    ),
  );
  return c.body(null, 204);
};

export const signInOptions: AppRouteHandler<SignInOptionsRoute> = async (c) => {
  const { challengeId, options } = unwrap(
    await c.var.deps.useCases.passkeys.signInOptions(requestMeta(c)),
  );
  return c.json({ challenge_id: challengeId, options }, 200);
};

export const signIn: AppRouteHandler<SignInRoute> = async (c) => {
  const body = c.req.valid('json');
  const answer = unwrap(
    await c.var.deps.useCases.passkeys.signIn(
      { challengeId: body.challenge_id, response: body.response },
      requestMeta(c),
    ),
  );
  return c.json(answer, 200);
};
