import { createRoute, z } from '@hono/zod-openapi';
import { DOMAIN_ERROR_CODES, DomainError } from '@lumen/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { onError } from '../middlewares/on-error';
import { createRouter } from './create-router';
import { renderOpenApiDocument } from './openapi-export';
import type { AppBindings } from './types';

/** A client branches on one code for "your input is wrong", wherever the check happened. */
const VALIDATION_CODE = 'validation_error';

function throwing(error: unknown) {
  const app = new Hono<AppBindings>();
  app.get('/', () => {
    throw error;
  });
  app.onError(onError);
  return app.request('/');
}

describe('every 400 of a validation failure carries validation_error', () => {
  it('a request body the route schema refuses', async () => {
    const router = createRouter();
    const route = createRoute({
      method: 'post',
      path: '/',
      request: {
        body: {
          content: {
            'application/json': {
              schema: z.object({ name: z.string().min(1, 'Name is required') }),
            },
          },
        },
      },
      responses: { 200: { description: 'ok' } },
    });
    router.openapi(route, (c) => c.json({ ok: true }, 200));
    const res = await router.request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: VALIDATION_CODE, message: 'Name is required' });
  });

  it('a schema a use case applies itself', async () => {
    const parsed = z.object({ name: z.string().min(1, 'Name is required') }).safeParse({});
    const res = await throwing(parsed.error);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: VALIDATION_CODE });
  });

  it('a check a use case makes (a wrong password, a foreign URL)', async () => {
    const issues = [{ path: 'password', message: 'Password is incorrect' }];
    const res = await throwing(
      new DomainError(VALIDATION_CODE, 'Password is incorrect', { issues }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: VALIDATION_CODE,
      message: 'Password is incorrect',
      issues,
    });
  });

  it('the domain has no second validation code', () => {
    expect(DOMAIN_ERROR_CODES.filter((code) => code.startsWith('validation'))).toEqual([
      VALIDATION_CODE,
    ]);
  });

  it('the API document names no other validation code in any 400', () => {
    const document = JSON.parse(renderOpenApiDocument()) as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const codes = new Set<string>();
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        const bad = operation.responses?.['400'] as
          | { content?: { 'application/json'?: { examples?: Record<string, unknown> } } }
          | undefined;
        for (const name of Object.keys(bad?.content?.['application/json']?.examples ?? {})) {
          codes.add(name);
        }
      }
    }
    expect(codes.has(VALIDATION_CODE)).toBe(true);
    expect([...codes].filter((code) => code.startsWith('validation'))).toEqual([VALIDATION_CODE]);
  });
});
