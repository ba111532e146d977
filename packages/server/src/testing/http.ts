import { randomInt } from 'node:crypto';
import type { TestApp } from './test-app';

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
// biome-ignore lint/suspicious/noExplicitAny: tests assert on the body rather than type it
export async function call<T = any>(
  t: TestApp,
  method: string,
  path: string,
  options: Call = {},
): Promise<Answer<T>> {
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
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

let counter = 0;

export const PASSWORD = 'Correct-Horse-Battery-9';

/** Signs a fresh user up and answers their token and id. */
export async function signUp(
  t: TestApp,
  overrides: { email?: string; password?: string; full_name?: string } = {},
) {
  const email = overrides.email ?? `user${++counter}-${randomInt(1e9)}@example.com`;
  const res = await call<{ token: string }>(t, 'POST', '/api/auth/signup', {
    json: {
      email,
      password: overrides.password ?? PASSWORD,
      full_name: overrides.full_name ?? 'Ada Lovelace',
      language: 'en',
    },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const me = await call<{ user: { id: string } }>(t, 'GET', '/api/auth/me', {
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
