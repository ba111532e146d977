import { createRouter } from '../../lib/create-router';
import * as handlers from './sessions.handlers';
import * as routes from './sessions.routes';

// revoke-others and new-device-mail before {id}, so neither is taken for a session id.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.revokeOthers, handlers.revokeOthers)
  .openapi(routes.newDeviceMail, handlers.newDeviceMail)
  .openapi(routes.revoke, handlers.revoke);

export default router;
