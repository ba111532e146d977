import { createRouter } from '../../lib/create-router';
import * as handlers from './account-data.handlers';
import * as routes from './account-data.routes';

const router = createRouter()
  .openapi(routes.exportData, handlers.exportData)
  .openapi(routes.downloadImages, handlers.downloadImages)
  .openapi(routes.deleteAccount, handlers.deleteAccount);

export default router;
