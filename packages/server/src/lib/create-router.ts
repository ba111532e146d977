import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import { validationBody } from './http-errors';
import type { AppBindings } from './types';

/** The shared validation hook: every zod failure answers the same 400 shape. */
export const validationHook: Hook<unknown, AppBindings, string, Response | undefined> = (
  result,
  c,
) => {
  if (!result.success) return c.json(validationBody(result.error), 400);
  return undefined;
};

export function createRouter() {
  return new OpenAPIHono<AppBindings>({ strict: false, defaultHook: validationHook });
}
