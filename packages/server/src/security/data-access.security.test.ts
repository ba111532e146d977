import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FOREIGN_IMAGE_URL_MESSAGE } from '@lumen/domain/use-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInfo, grant, order, quote } from '../testing/commerce';
import { call, signUp } from '../testing/http';
import { createTestApp, type TestApp, type TestDialect } from '../testing/test-app';

// Security suite: SSRF through the image save, stored XSS at the API, and IDOR across
// every owned resource (texts, images, billing profiles, orders, quotes, generations).

const XSS = [
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "</script><script>alert('x')</script>",
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '&lt;b&gt; already &amp; escaped',
];

/** A local HTTP server that counts every request: the SSRF canary. */
async function canary() {
  let hits = 0;
  const server: Server = createServer((req, res) => {
    hits++;
    if (req.url?.startsWith('/redirect')) {
      res.writeHead(302, { location: String(new URL(req.url, 'http://x').searchParams.get('to')) });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end('not really a png');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const imageBody = (urls: string[], prompt = 'a lighthouse') => ({
  imageUrls: urls.map((url, i) => ({ id: `g${i}`, url, prompt, negativePrompt: 'blur' })),
  settings: { style: 'cartoon', size: '512x512' },
});

describe.each<TestDialect>(['sqlite', 'mariadb'])('security: data access (%s)', (dialect) => {
  let t: TestApp;
  let probe: Awaited<ReturnType<typeof canary>>;

  beforeAll(async () => {
    probe = await canary();
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
    await probe?.close();
  });

  describe('SSRF: POST /api/images/save accepts only this server’s media of this user', () => {
    it('file:, data:, loopback, link-local, another user’s media and redirects → 400, no request out', async () => {
      const owner = await signUp(t);
      const intruder = await signUp(t);
      const theirs = (await t.container.deps.mediaStore.put({
        userId: owner.userId,
        bytes: new Uint8Array([1, 2, 3]),
        contentType: 'image/png',
      })) as { url: string };
      const mine = (await t.container.deps.mediaStore.put({
        userId: intruder.userId,
        bytes: new Uint8Array([1, 2, 3]),
        contentType: 'image/png',
      })) as { url: string };
      const p = probe.port;
      const hostile = [
        'file:///etc/passwd',
        `file://${t.dataDir}/lumen.sqlite`,
        'data:image/png;base64,iVBORw0KGgo=',
        'data:text/html,<script>alert(1)</script>',
        'javascript:alert(1)',
        `http://127.0.0.1:${p}/x.png`,
        `http://localhost:${p}/x.png`,
        `http://[::1]:${p}/x.png`,
        `http://[::ffff:127.0.0.1]:${p}/x.png`,
        `http://2130706433:${p}/x.png`,
        `http://0.0.0.0:${p}/x.png`,
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'http://metadata.google.internal/computeMetadata/v1/',
        `http://127.0.0.1:${p}/redirect?to=${encodeURIComponent(`http://lumen.test${mine.url}`)}`,
        `http://127.0.0.1:${p}/media/${intruder.userId}/x.png`,
        `//127.0.0.1:${p}${mine.url}`,
        `http://lumen.test@127.0.0.1:${p}${mine.url}`,
        `${mine.url}?next=http://127.0.0.1:${p}/`,
        `${mine.url}#http://127.0.0.1:${p}/`,
        `/media/${intruder.userId}/../${owner.userId}/${theirs.url.split('/').pop()}`,
        theirs.url,
        `http://lumen.test${theirs.url}`,
        `gopher://127.0.0.1:${p}/_GET`,
        `ftp://127.0.0.1:${p}/x.png`,
      ];
      for (const url of hostile) {
        const res = await call(t, 'POST', '/api/images/save', {
          token: intruder.token,
          json: imageBody([mine.url, url]),
        });
        expect(res.status, url).toBe(400);
        expect(res.body.message, url).toBe(FOREIGN_IMAGE_URL_MESSAGE);
      }
      // Give any stray fetch time to land before counting.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(probe.hits()).toBe(0);
      const gallery = await call(t, 'GET', '/api/images/saved', { token: intruder.token });
      expect(gallery.body.total).toBe(0);
      // The same save with only the caller's own media works (the refusals were about the URL).
      const ok = await call(t, 'POST', '/api/images/save', {
        token: intruder.token,
        json: imageBody([mine.url]),
      });
      expect(ok.status).toBe(201);
    });
  });

  describe('stored XSS: hostile text comes back verbatim, as JSON, never as HTML', () => {
    it('texts, image prompts, generations, billing profiles and the profile name', async () => {
      const user = await signUp(t);
      await grant(t, user.userId, 50);
      for (const payload of XSS) {
        const text = await call(t, 'POST', '/api/texts/save', {
          token: user.token,
          json: {
            content: payload,
            prompt: payload,
            textType: 'email',
            textLength: 'short',
            writingStyle: 'professional',
            outputLanguage: 'english',
          },
        });
        expect(text.status, payload).toBe(201);
        expect(text.body).toMatchObject({ content: payload, prompt: payload });
        expect(text.headers.get('content-type')).toContain('application/json');
      }
      const texts = await call(t, 'GET', '/api/texts/saved?limit=50', { token: user.token });
      expect(texts.body.texts.map((x: { content: string }) => x.content).sort()).toEqual(
        [...XSS].sort(),
      );

      const { url } = await t.container.deps.mediaStore.put({
        userId: user.userId,
        bytes: new Uint8Array([1]),
        contentType: 'image/png',
      });
      const saved = await call(t, 'POST', '/api/images/save', {
        token: user.token,
        json: {
          imageUrls: [{ url, prompt: XSS[0], negativePrompt: XSS[1] }],
          settings: { style: 'cartoon' },
        },
      });
      expect(saved.status).toBe(201);
      const gallery = await call(t, 'GET', '/api/images/saved', { token: user.token });
      expect(gallery.body.images[0]).toMatchObject({ prompt: XSS[0], negativePrompt: XSS[1] });

      const generated = await call(t, 'POST', '/api/generate/image', {
        token: user.token,
        json: { prompt: XSS[2], size: '512x512', style: 'cartoon', count: 1 },
      });
      expect(generated.status).toBe(200);
      const generations = await call(t, 'GET', '/api/generations', { token: user.token });
      expect(JSON.stringify(generations.body)).toContain(JSON.stringify(XSS[2]).slice(1, -1));

      const billing = await call(t, 'POST', '/api/billing-profiles', {
        token: user.token,
        json: {
          billing_name: XSS[0],
          address: XSS[1],
          city: XSS[3],
          postal_code: 'SW1Y 4JH',
          country: XSS[2],
          company_name: XSS[4],
        },
      });
      expect(billing.status).toBe(201);
      const profiles = await call(t, 'GET', '/api/billing-profiles', { token: user.token });
      expect(profiles.body[0]).toMatchObject({
        billing_name: XSS[0],
        address: XSS[1],
        city: XSS[3],
        country: XSS[2],
        company_name: XSS[4],
      });

      const renamed = await call(t, 'PATCH', '/api/profile', {
        token: user.token,
        json: { full_name: XSS[0] },
      });
      expect(renamed.status).toBe(200);
      const me = await call(t, 'GET', '/api/auth/me', { token: user.token });
      expect(me.body.user.username).toBe(XSS[0]);
    });

    it('the one server-rendered page (demo payment) escapes what the user typed', async () => {
      const user = await signUp(t, { full_name: '<img src=x onerror=alert(1)>' });
      const q = await quote(t, user.token, 100);
      const res = await call(t, 'POST', '/api/checkout/initiate', {
        token: user.token,
        json: {
          quoteId: q.id,
          billingInfo: { ...billingInfo(), fullName: '<img src=x onerror=alert(2)>' },
        },
      });
      expect(res.status).toBe(201);
      const pay = new URL(res.body.paymentUrl);
      for (const lang of ['en', 'es', '"><script>alert(3)</script>']) {
        const page = await call(
          t,
          'GET',
          `${pay.pathname}${pay.search}&lang=${encodeURIComponent(lang)}`,
        );
        expect(page.status).toBeLessThan(500);
        expect(page.text).not.toMatch(/<img src=x|<script>alert/);
      }
    });
  });

  describe('IDOR: user B against user A’s data', () => {
    it('texts, images, billing profiles, orders, quotes and generations → 404 or invisible; A’s data unchanged', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      await grant(t, a.userId, 20);
      await grant(t, b.userId, 20);

      const aText = await call(t, 'POST', '/api/texts/save', {
        token: a.token,
        json: {
          content: 'A private',
          prompt: 'A prompt',
          textType: 'email',
          textLength: 'short',
          writingStyle: 'professional',
          outputLanguage: 'english',
        },
      });
      const aBilling = await call(t, 'POST', '/api/billing-profiles', {
        token: a.token,
        json: {
          billing_name: 'A Person',
          address: '1 A Street',
          city: 'Aville',
          postal_code: 'A1 234',
          country: 'Spain',
        },
      });
      expect(aText.status).toBe(201);
      expect(aBilling.status, aBilling.text).toBe(201);
      const aGen = await call(t, 'POST', '/api/generate/image', {
        token: a.token,
        json: { prompt: 'A secret scene', size: '512x512', style: 'cartoon', count: 1 },
      });
      expect(aGen.status).toBe(200);
      const aImageUrl = aGen.body.images[0] as string;
      const aSaved = await call(t, 'POST', '/api/images/save', {
        token: a.token,
        json: imageBody([aImageUrl], 'A saved'),
      });
      expect(aSaved.status).toBe(201);
      const aQuote = await quote(t, a.token, 100);
      const aOrder = await order(t, a.token, 100);

      const snapshot = async () => ({
        me: (await call(t, 'GET', '/api/auth/me', { token: a.token })).body,
        profile: (await call(t, 'GET', '/api/profile', { token: a.token })).body,
        texts: (await call(t, 'GET', '/api/texts/saved', { token: a.token })).body,
        images: (await call(t, 'GET', '/api/images/saved', { token: a.token })).body,
        billing: (await call(t, 'GET', '/api/billing-profiles', { token: a.token })).body,
        generations: (await call(t, 'GET', '/api/generations', { token: a.token })).body,
        transactions: (await call(t, 'GET', '/api/transactions', { token: a.token })).body,
        order: (
          await call(t, 'GET', `/api/payments/status?orderId=${aOrder.orderId}`, {
            token: a.token,
          })
        ).body,
        quote: (await call(t, 'GET', `/api/currency/quote/${aQuote.id}`, { token: a.token })).body,
      });
      const before = await snapshot();
      expect(before.texts.total).toBe(1);
      expect(before.billing).toHaveLength(1);

      const as = (method: string, path: string, json?: unknown) =>
        call(t, method, path, { token: b.token, ...(json === undefined ? {} : { json }) });

      // Reading.
      expect((await as('GET', `/api/currency/quote/${aQuote.id}`)).status).toBe(404);
      expect((await as('GET', `/api/payments/status?orderId=${aOrder.orderId}`)).status).toBe(404);
      const lists = {
        texts: (await as('GET', '/api/texts/saved')).body,
        images: (await as('GET', '/api/images/saved')).body,
        billing: (await as('GET', '/api/billing-profiles')).body,
        generations: (await as('GET', '/api/generations')).body,
        transactions: (await as('GET', '/api/transactions')).body,
      };
      expect(JSON.stringify(lists)).not.toMatch(/A private|A saved|A Person|A secret|order_/);
      // Deleting.
      expect((await as('DELETE', `/api/texts/${aText.body.id}`)).status).toBe(404);
      expect((await as('DELETE', `/api/billing-profiles/${aBilling.body.id}`)).status).toBe(404);
      // Changing and using: A's quote, A's image, A's order through the demo page without its token.
      expect(
        (
          await as('POST', '/api/checkout/initiate', {
            quoteId: aQuote.id,
            billingInfo: billingInfo(),
          })
        ).status,
      ).toBe(404);
      expect((await as('POST', '/api/images/save', imageBody([aImageUrl]))).status).toBe(400);
      const page = await call(t, 'GET', `/pay/demo/${aOrder.orderId}`);
      expect([403, 404]).toContain(page.status);
      const forged = await call(t, 'POST', `/pay/demo/${aOrder.orderId}?token=${'0'.repeat(64)}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay&cardNumber=4242424242424242&expiry=12%2F40&cvc=123&name=B',
      });
      expect([403, 404]).toContain(forged.status);
      // Ids smuggled into bodies are ignored: B's own records change, not A's.
      const patched = await as('PATCH', '/api/profile', {
        id: a.userId,
        user_id: a.userId,
        userId: a.userId,
        full_name: 'Changed By B',
      });
      expect(patched.status).toBeLessThan(500);
      const bGen = await as('POST', '/api/generate/image', {
        userId: a.userId,
        user_id: a.userId,
        prompt: 'B scene',
        size: '512x512',
        style: 'cartoon',
        count: 1,
      });
      expect(bGen.status).toBe(200);
      const bText = await as('POST', '/api/texts/save', {
        user_id: a.userId,
        userId: a.userId,
        content: 'B text',
        prompt: 'B prompt',
        textType: 'email',
        textLength: 'short',
        writingStyle: 'professional',
        outputLanguage: 'english',
      });
      expect(bText.status).toBe(201);

      expect(await snapshot()).toEqual(before);
    });
  });
});
