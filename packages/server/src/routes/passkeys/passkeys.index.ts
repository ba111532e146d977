import { createRouter } from '../../lib/create-router';
import * as handlers from './passkeys.handlers';
import * as routes from './passkeys.routes';

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.registrationOptions, handlers.registrationOptions)
  .openapi(routes.register, handlers.register)
  .openapi(routes.rename, handlers.rename)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.signInOptions, handlers.signInOptions)
  .openapi(routes.signIn, handlers.signIn);

export default router;
