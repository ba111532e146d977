import { randomInt } from 'node:crypto';
import type { components, paths } from '@lumen/client';
import type { TestApp } from './test-app';

type Method = string;
type Template = keyof paths & string;
/** `/api/images/{id}` → `/api/images/${string}`: the addresses a documented path stands for. */
type Filled<T extends string> = T extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : T;
type Address<T extends string> = Filled<T> | `${Filled<T>}?${string}`;
/** The documented path an address is of: the exact one first (`/api/images/saved` is not `{id}`). */
type ExactOf<P extends string> = {
  [T in Template]: P extends T | `${T}?${string}` ? T : never;
}[Template];
type TemplateOf<P extends string> = [ExactOf<P>] extends [never]
  ? { [T in Template]: P extends Address<T> ? T : never }[Template]
  : ExactOf<P>;
type OperationOf<M extends Method, P extends string> =
  TemplateOf<P> extends infer T extends Template
    ? Lowercase<M> extends keyof paths[T]
      ? NonNullable<paths[T][Lowercase<M>]>
      : never
    : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessBody<Op> = Op extends { responses: infer R }
  ? { [S in keyof R]: S extends SuccessStatus ? JsonOf<R[S]> : never }[keyof R]
  : never;

/** The error shape every route answers with (`{ error, message, issues? }`). */
export type ApiErrorBody = components['schemas']['Error'];

/** What the document does not describe: a page, media, an unknown address, a method or path
 * only known at run time. An error body when it is one; anything else the test narrows. */
type UndocumentedBody = Partial<ApiErrorBody> & { readonly [field: string]: unknown };

/**
 * What a call answers, typed from the OpenAPI document's generated types (`@lumen/client`):
 * for a documented route the success body, with the error body's fields optional (a test reads
 * either, after checking the status); otherwise `UndocumentedBody`.
 */
export type BodyOf<M extends Method, P extends string> = [OperationOf<M, P>] extends [never]
  ? UndocumentedBody
  : ([SuccessBody<OperationOf<M, P>>] extends [never]
      ? UndocumentedBody
      : SuccessBody<OperationOf<M, P>>) &
      Partial<ApiErrorBody>;

export interface Call {
  token?: string;
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  /** Client address (X-Forwarded-For, trusted in tests); random unless given. */
  ip?: string;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** One request through app.request(), answered as parsed JSON (when it is JSON). */
export async function call<M extends Method, P extends string>(
  t: TestApp,
  method: M,
  path: P,
  options: Call = {},
): Promise<Answer<BodyOf<M, P>>> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.ip ?? randomIp(),
    'user-agent': 'vitest',
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (body !== undefined) {
    init.body = body;
    if (body instanceof ReadableStream) init.duplex = 'half';
  }
  const response = await t.app.request(path, init);
  const text = await response.text();
  let parsed: unknown = text;
  if (response.headers.get('content-type')?.includes('application/json')) {
    parsed = JSON.parse(text);
  }
  return { status: response.status, headers: response.headers, body: parsed as BodyOf<M, P>, text };
}

/** The OpenAPI document the server serves at /api/openapi.json, as far as tests read it. */
export interface ServedOpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

export async function servedOpenApiDocument(t: TestApp): Promise<ServedOpenApiDocument> {
  const res = await call(t, 'GET', '/api/openapi.json');
  if (res.status !== 200) throw new Error(`openapi.json: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as ServedOpenApiDocument;
}

let counter = 0;

export const PASSWORD = 'Correct-Horse-Battery-9';

/** Signs a fresh user up and answers their token and id. */
export async function signUp(
  t: TestApp,
  overrides: { email?: string; password?: string; full_name?: string } = {},
) {
  const email = overrides.email ?? `user${++counter}-${randomInt(1e9)}@example.com`;
  const res = await call(t, 'POST', '/api/auth/signup', {
    json: {
      email,
      password: overrides.password ?? PASSWORD,
      full_name: overrides.full_name ?? 'Ada Lovelace',
      language: 'en',
    },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const me = await call(t, 'GET', '/api/auth/me', {
    token: res.body.token,
  });
  return { token: res.body.token, email, userId: me.body.user.id };
}

/** Puts a row's created_at where a test needs it (ordering assertions without sleeping). */
export async function setCreatedAt(t: TestApp, table: string, id: string, at: Date) {
  if (!/^[a-z_]+$/.test(table)) throw new Error('table name');
  await t.container.db.sequelize.query(`UPDATE ${table} SET created_at = :at WHERE id = :id`, {
    replacements: { at, id },
  });
}

/**
 * A personal access token made from a session, as the screen does it: the owner confirms with
 * the password first (creating a token needs a fresh confirmation).
 */
export async function createPersonalToken(
  t: TestApp,
  session: string,
  json: { name: string; scope: string; expiresInDays?: number },
  password = PASSWORD,
) {
  const confirmed = await call(t, 'POST', '/api/auth/confirm', {
    token: session,
    json: { password },
  });
  if (confirmed.status !== 200)
    throw new Error(`confirm failed: ${confirmed.status} ${confirmed.text}`);
  return call(t, 'POST', '/api/tokens', { token: session, json: json as never });
}
