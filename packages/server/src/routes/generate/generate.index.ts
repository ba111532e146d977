import type { GenerationKindName } from '@lumen/domain';
import type { ZodType } from 'zod';
import { createRouter } from '../../lib/create-router';
import { generationHandler, textStreamHandler } from './generate.handlers';
import {
  GENERATION_ROUTES,
  type GenerationRouteSpec,
  generationRoute,
  textStreamRoute,
} from './generate.routes';

const router = createRouter();
// Every generation route from its data, one handler for all of them. Each entry was checked
// against its own kind where GENERATION_ROUTES names it; here they are one list, and the
// handler's status (200 or 202) follows the kind's mode at run time, which no route type can.
for (const route of GENERATION_ROUTES as readonly GenerationRouteSpec<
  GenerationKindName,
  ZodType
>[]) {
  router.openapi(generationRoute(route), generationHandler(route) as never);
}
// The text kind streamed as it is written (the kinds that declare `streamed`: text).
router.openapi(textStreamRoute, textStreamHandler as never);

export default router;
