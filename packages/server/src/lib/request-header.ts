import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header by its lower-case name, as `c.req.header(name)` answers it (repeated headers
 * joined with ", "), read from Node's raw header list when the request came through
 * @hono/node-server. Asking its Request for `headers` builds a WebIDL `Headers` of every header
 * on the request — for a cheap authenticated GET, a good part of its cost — only to read two or
 * three of them. Under `app.request()` there is no Node request: the fetch Request is asked.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const raw = incoming?.rawHeaders;
  if (!raw) return c.req.header(name);
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i] as string;
    if (key.length === name.length && key.toLowerCase() === name) {
      const part = raw[i + 1] as string;
      value = value === undefined ? part : `${value}, ${part}`;
    }
  }
  return value;
}
