import type { BodyOf } from './http';

/** What a server over HTTP answered: status, headers, and the body parsed when it is JSON. */
export interface Reply<B = BodyOf<string, string>> {
  status: number;
  headers: Headers;
  body: B;
}

/** One request to a listening server (another process, or an app on a port), over fetch. */
export async function remoteCall<M extends string, P extends string>(
  baseUrl: string,
  method: M,
  url: P,
  options: { token?: string; json?: unknown; ip?: string } = {},
): Promise<Reply<BodyOf<M, P>>> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '10.1.1.1' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('application/json');
  return { status: res.status, headers: res.headers, body: json ? JSON.parse(text) : text };
}
