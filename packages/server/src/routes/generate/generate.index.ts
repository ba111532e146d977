import { createRouter } from '../../lib/create-router';
import * as handlers from './generate.handlers';
import * as routes from './generate.routes';

const router = createRouter()
  .openapi(routes.generateImage, handlers.generateImage)
  .openapi(routes.generateGeminiImage, handlers.generateGeminiImage)
  .openapi(routes.generateText, handlers.generateText)
  .openapi(routes.generateVoice, handlers.generateVoice)
  .openapi(routes.generateVideo, handlers.generateVideo);

export default router;
