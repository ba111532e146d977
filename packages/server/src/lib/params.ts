import { z } from '@hono/zod-openapi';

/**
 * `{id}` in a path. Any short id is accepted and looked up: a malformed id is simply not found,
 * exactly like another user's id.
 */
export const IdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({
      param: { name: 'id', in: 'path' },
      example: '0b6b7a2e-8d2c-4f7e-9a53-3f4b1c2d9e10',
    }),
});
