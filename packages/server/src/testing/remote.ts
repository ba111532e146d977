/** What a server over HTTP answered: status, headers, and the body parsed when it is JSON. */
export interface Reply {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on the body rather than type it
  body: any;
}

/** One request to a listening server (another process, or an app on a port), over fetch. */
export async function remoteCall(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; ip?: string } = {},
): Promise<Reply> {
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
