import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of the Stripe API this app uses: Checkout Sessions (create with
 * form-encoded bodies as stripe-node sends them, retrieve with `expand[]=payment_intent`) and
 * their PaymentIntents, with `Idempotency-Key` honoured like Stripe does (same key and same
 * parameters answer the first result; same key, other parameters → 400 idempotency_error).
 * Tests move sessions through their life (paid, unpaid-then-async, failed, expired) and build
 * the matching webhook events. Listens on 127.0.0.1, port 0; never talks to the network.
 */

export interface FakeStripeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  payment_intent: string | null;
  line_items: FakeLineItem[];
  created: number;
  expires_at: number;
  livemode: false;
}

export interface FakeLineItem {
  readonly quantity: number;
  readonly currency: string;
  readonly unit_amount: number;
  readonly name: string;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'processing' | 'succeeded' | 'requires_payment_method' | 'canceled';
  metadata: Record<string, string>;
}

export interface FakeStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, unknown>;
  readonly form: Record<string, unknown>;
  readonly rawBody: string;
  readonly headers: IncomingMessage['headers'];
}

export type FakeStripeEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

export interface FakeStripe {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly secretKey: string;
  /** Every request received, oldest first. */
  readonly requests: FakeStripeRequest[];
  session(id: string): FakeStripeSession | undefined;
  sessions(): FakeStripeSession[];
  paymentIntent(id: string): FakePaymentIntent | undefined;
  /** The customer paid by card: complete and paid. */
  pay(sessionId: string): FakeStripeSession;
  /** The customer finished checkout with a delayed method: complete, unpaid, PI processing. */
  completeUnpaid(sessionId: string): FakeStripeSession;
  /** The delayed payment cleared. */
  asyncSucceed(sessionId: string): FakeStripeSession;
  /** The delayed payment failed. */
  asyncFail(sessionId: string): FakeStripeSession;
  expire(sessionId: string): FakeStripeSession;
  /** Changes a session as the test needs (tampered amounts and the like). */
  patchSession(sessionId: string, patch: Partial<FakeStripeSession>): FakeStripeSession;
  /** A webhook event body (JSON text) carrying the session as it stands now. */
  eventPayload(type: FakeStripeEventType, sessionId: string): string;
  /** The next `times` API calls answer this HTTP status with a Stripe error body. */
  failNext(status: number, times?: number): void;
  /**
   * The next Checkout Session created runs `hook` after Stripe has stored it and before the
   * create call is answered: Stripe's side of the session exists (it can be paid, its webhook
   * delivered) while the server still waits for the id. A hook that throws answers 500.
   */
  onNextCreate(hook: (session: FakeStripeSession) => Promise<void> | void): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** A `Stripe-Signature` header for this payload, made by stripe-node's own test helper. */
export function signStripeWebhook(
  payload: string,
  secret: string,
  options: { timestamp?: number } = {},
): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
}

/** `a[b][0][c]=1` → `{ a: { b: [{ c: '1' }] } }` (the qs "indices" format stripe-node writes). */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Json | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      // `e[]=p&e[]=q` appends; `e[0]=p` sets an index.
      const key: string | number = Array.isArray(node)
        ? part === ''
          ? node.length
          : Number(part)
        : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(parts[index + 1] ?? '');
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Json | unknown[];
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

function requireString(form: Json, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], form);
  if (typeof value !== 'string' || value === '') {
    throw new StripeHttpError(
      400,
      'invalid_request_error',
      `Missing required param: ${path}.`,
      'parameter_missing',
      path,
    );
  }
  return value;
}

export async function startFakeStripe(
  options: { secretKey?: string; checkoutBaseUrl?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const sessions = new Map<string, FakeStripeSession>();
  const intents = new Map<string, FakePaymentIntent>();
  const idempotent = new Map<string, { body: string; status: number; response: string }>();
  const requests: FakeStripeRequest[] = [];
  let failures: { status: number; left: number } | null = null;
  let createHook: ((session: FakeStripeSession) => Promise<void> | void) | null = null;

  function createSession(form: Json): FakeStripeSession {
    const mode = requireString(form, 'mode');
    const success = requireString(form, 'success_url');
    const rawItems = form.line_items;
    if (!Array.isArray(rawItems) || rawItems.length === 0) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'Missing required param: line_items.',
        'parameter_missing',
        'line_items',
      );
    }
    const items: FakeLineItem[] = rawItems.map((raw, index) => {
      const item = raw as Json;
      const currency = requireString(item, 'price_data.currency');
      const unitAmount = Number(requireString(item, 'price_data.unit_amount'));
      const quantity = Number(item.quantity ?? '1');
      if (!Number.isInteger(unitAmount) || unitAmount < 0 || !Number.isInteger(quantity)) {
        throw new StripeHttpError(
          400,
          'invalid_request_error',
          'Invalid integer',
          'parameter_invalid_integer',
          `line_items[${index}]`,
        );
      }
      return {
        quantity,
        currency,
        unit_amount: unitAmount,
        name: requireString(item, 'price_data.product_data.name'),
      };
    });
    const currencies = new Set(items.map((item) => item.currency));
    if (currencies.size !== 1) {
      throw new StripeHttpError(400, 'invalid_request_error', 'Line items must share a currency');
    }
    const total = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
    const sessionId = id('cs');
    const now = Math.floor(Date.now() / 1000);
    const session: FakeStripeSession = {
      id: sessionId,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      amount_subtotal: total,
      currency: items[0]?.currency ?? 'eur',
      client_reference_id:
        typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      metadata: { ...((form.metadata as Record<string, string> | undefined) ?? {}) },
      success_url: success,
      cancel_url: typeof form.cancel_url === 'string' ? form.cancel_url : '',
      url: `${options.checkoutBaseUrl ?? 'https://checkout.stripe.test'}/c/pay/${sessionId}`,
      payment_intent: null,
      line_items: items,
      created: now,
      expires_at: now + 24 * 3600,
      livemode: false,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function render(session: FakeStripeSession, expand: string[]): Json {
    const { line_items: _items, ...rest } = session;
    const out: Json = { ...rest };
    if (expand.includes('payment_intent') && session.payment_intent) {
      out.payment_intent = intents.get(session.payment_intent) ?? session.payment_intent;
    }
    return out;
  }

  function expandList(query: Json): string[] {
    const expand = query.expand;
    if (Array.isArray(expand)) return expand.map(String);
    return typeof expand === 'string' ? [expand] : [];
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = parseStripeForm(url.search.slice(1));
    const form = parseStripeForm(rawBody);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query,
      form,
      rawBody,
      headers: req.headers,
    });

    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
      });
      res.end(text);
      return text;
    };
    const fail = (error: StripeHttpError) =>
      send(error.status, {
        error: {
          type: error.type,
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.param ? { param: error.param } : {}),
        },
      });

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      fail(new StripeHttpError(401, 'invalid_request_error', 'Invalid API Key provided'));
      return;
    }
    if (failures && failures.left > 0) {
      failures.left -= 1;
      const status = failures.status;
      if (failures.left === 0) failures = null;
      fail(new StripeHttpError(status, 'api_error', 'Fake Stripe was told to fail'));
      return;
    }

    try {
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const key = req.headers['idempotency-key'];
        const idemKey = typeof key === 'string' ? key : undefined;
        if (idemKey) {
          const seen = idempotent.get(idemKey);
          if (seen) {
            if (seen.body !== rawBody) {
              throw new StripeHttpError(
                400,
                'idempotency_error',
                `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
              );
            }
            res.writeHead(seen.status, {
              'content-type': 'application/json',
              'idempotent-replayed': 'true',
            });
            res.end(seen.response);
            return;
          }
        }
        const session = createSession(form);
        // The answer is the session as created, whatever the hook does to it meanwhile.
        const created = render(session, expandList(form));
        const hook = createHook;
        createHook = null;
        await hook?.(session);
        const text = send(200, created);
        if (idemKey) idempotent.set(idemKey, { body: rawBody, status: 200, response: text });
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1] ?? ''));
        if (!session) {
          throw new StripeHttpError(
            404,
            'invalid_request_error',
            `No such checkout.session: '${match[1]}'`,
            'resource_missing',
            'session',
          );
        }
        send(200, render(session, expandList(query)));
        return;
      }
      const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expiring) {
        const session = sessions.get(decodeURIComponent(expiring[1] ?? ''));
        if (!session) {
          throw new StripeHttpError(
            404,
            'invalid_request_error',
            `No such checkout.session: '${expiring[1]}'`,
            'resource_missing',
            'session',
          );
        }
        // Stripe expires only an open session.
        if (session.status !== 'open') {
          throw new StripeHttpError(
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        }
        session.status = 'expired';
        session.url = null;
        send(200, render(session, []));
        return;
      }
      throw new StripeHttpError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      );
    } catch (error) {
      if (error instanceof StripeHttpError) fail(error);
      else fail(new StripeHttpError(500, 'api_error', String(error)));
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  function mustGet(sessionId: string): FakeStripeSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
    return session;
  }

  function ensureIntent(session: FakeStripeSession, status: FakePaymentIntent['status']) {
    if (!session.payment_intent) {
      const intent: FakePaymentIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status,
        metadata: { ...session.metadata },
      };
      intents.set(intent.id, intent);
      session.payment_intent = intent.id;
      return;
    }
    const intent = intents.get(session.payment_intent);
    if (intent) intent.status = status;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    secretKey,
    requests,
    session: (sessionId) => sessions.get(sessionId),
    sessions: () => [...sessions.values()],
    paymentIntent: (intentId) => intents.get(intentId),
    pay(sessionId) {
      const session = mustGet(sessionId);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      ensureIntent(session, 'succeeded');
      return session;
    },
    completeUnpaid(sessionId) {
      const session = mustGet(sessionId);
      session.status = 'complete';
      session.payment_status = 'unpaid';
      session.url = null;
      ensureIntent(session, 'processing');
      return session;
    },
    asyncSucceed(sessionId) {
      const session = mustGet(sessionId);
      session.status = 'complete';
      session.payment_status = 'paid';
      ensureIntent(session, 'succeeded');
      return session;
    },
    asyncFail(sessionId) {
      const session = mustGet(sessionId);
      session.status = 'complete';
      session.payment_status = 'unpaid';
      ensureIntent(session, 'requires_payment_method');
      return session;
    },
    expire(sessionId) {
      const session = mustGet(sessionId);
      session.status = 'expired';
      session.url = null;
      return session;
    },
    patchSession(sessionId, patch) {
      const session = mustGet(sessionId);
      Object.assign(session, patch);
      return session;
    },
    eventPayload(type, sessionId) {
      const session = mustGet(sessionId);
      return JSON.stringify(
        {
          id: id('evt'),
          object: 'event',
          api_version: '2025-01-01',
          created: Math.floor(Date.now() / 1000),
          data: { object: render(session, []) },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
    },
    failNext(status, times = 1) {
      failures = { status, left: times };
    },
    onNextCreate(hook) {
      createHook = hook;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
