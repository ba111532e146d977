import type { Cents, Transaction } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { withPublicConfig } from '../middlewares/serve-web';
import { renderNotice, renderPaymentForm } from '../routes/demo-pay/demo-pay.page';
import { renderSharePage } from '../routes/shares/share-page';
import { html, raw, renderToString } from './html';

const SCRIPT = '<script>alert("x")</script>';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

const order: Transaction = {
  id: 'tx_1',
  orderId: 'order_1_a',
  sessionId: null,
  userId: 'user_1',
  userEmail: 'ana@example.com',
  credits: 150,
  amountCents: 1211 as Cents,
  currency: 'GBP',
  status: 'pending',
  credited: false,
  paymentUrl: null,
  quoteId: null,
  webhookProcessedAt: null,
  createdAt: new Date('2026-03-14T10:00:00Z'),
  updatedAt: new Date('2026-03-14T10:00:00Z'),
};

describe('server-rendered pages escape what a user typed', () => {
  it('the demo payment form: a script in the card fields and the order comes out as text', () => {
    const page = renderPaymentForm({
      order: { ...order, orderId: SCRIPT },
      lang: 'en',
      token: `"><${SCRIPT}`,
      action: '/demo-pay/order_1_a',
      card: { name: SCRIPT, number: SCRIPT, expiry: '12/34', cvc: '123' },
      message: 'declined',
    });
    expect(page).not.toContain('<script');
    expect(page).toContain(`value="${ESCAPED}"`);
    expect(page).toContain(`<dd>${ESCAPED}</dd>`);
    expect(page).toContain('value="&quot;&gt;&lt;&lt;script&gt;');
    // Its own markup and style sheet stay markup.
    expect(page).toContain('<form method="post" action="/demo-pay/order_1_a">');
    expect(page).toContain('<p class="error" role="alert">');
    expect(page).toMatch(/<style>[^<]*\.banner \{/);
  });

  it('the demo notice: a link with quotes stays inside its attribute', () => {
    const page = renderNotice({ lang: 'es', message: 'notFound', href: `/x" onclick="${SCRIPT}` });
    expect(page).not.toContain('<script');
    expect(page).toContain(`href="/x&quot; onclick=&quot;${ESCAPED}"`);
  });

  it('the share page: a script in the prompt or the text is shown, not run', () => {
    const share = {
      kind: 'text' as const,
      prompt: SCRIPT,
      text: `It's ${SCRIPT} & more`,
      createdAt: new Date('2026-03-14T10:00:00Z'),
      expiresAt: null,
    };
    const page = renderSharePage({ lang: 'en', share, pageUrl: 'https://lumen.test/s/tok' });
    expect(page).not.toContain('<script');
    expect(page).toContain(`<p class="prompt">${ESCAPED}</p>`);
    expect(page).toContain(`<p class="text">It&#39;s ${ESCAPED} &amp; more</p>`);
    expect(page).toContain(
      `<meta property="og:description" content="It&#39;s ${ESCAPED} &amp; more">`,
    );
    expect(page).toContain('<meta property="og:url" content="https://lumen.test/s/tok">\n');
  });

  it('the web app page: the public configuration meta is an escaped attribute', () => {
    const page = withPublicConfig('<html><head></head></html>', {
      trialCredits: 20,
      trialDays: 14,
    });
    expect(page).toContain('content="{&quot;trialCredits&quot;:20,&quot;trialDays&quot;:14}"');
  });

  it('nested templates stay markup, raw text goes in as written', () => {
    expect(renderToString(html`<p>${html`<b>${SCRIPT}</b>`}${raw('<i>i</i>')}</p>`)).toBe(
      `<p><b>${ESCAPED}</b><i>i</i></p>`,
    );
  });
});
