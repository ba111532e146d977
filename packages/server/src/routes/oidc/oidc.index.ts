import { createRouter } from '../../lib/create-router';
import * as handlers from './oidc.handlers';
import * as routes from './oidc.routes';

const router = createRouter()
  .openapi(routes.oidcStart, handlers.oidcStart)
  .openapi(routes.oidcCallback, handlers.oidcCallback)
  .openapi(routes.oidcSession, handlers.oidcSession)
  .openapi(routes.oidcLink, handlers.oidcLink)
  .openapi(routes.oidcLinkStart, handlers.oidcLinkStart)
  .openapi(routes.signInMethods, handlers.signInMethods)
  .openapi(routes.unlinkSignInMethod, handlers.unlinkSignInMethod);

export default router;
