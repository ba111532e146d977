import type { Transaction } from '@lumen/domain';
import { html, type Markup, raw, renderToString } from '../../lib/html';

/** The demo hosted-payment page: plain HTML, no script, one form that posts back here. */

export const DEMO_PAGE_LANGUAGES = ['en', 'es'] as const;
export type DemoPageLanguage = (typeof DEMO_PAGE_LANGUAGES)[number];

const STRINGS = {
  en: {
    title: 'Secure payment (demo)',
    banner:
      'DEMO PAYMENTS: this server takes no real money. Any valid test card completes the order and adds the credits.',
    intro: 'Lumen Studio test checkout: no real money moves.',
    summary: 'Order summary',
    credits: 'Credits',
    total: 'Total',
    order: 'Order',
    cardholder: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    cancel: 'Cancel',
    testCards: 'Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.',
    declined: 'Your card was declined. Please try another card.',
    invalidCard: 'Please check the card details.',
    paid: 'This order is already paid.',
    continue: 'Continue',
    closed: 'This order is closed. Please start a new checkout.',
    backToCheckout: 'Back to checkout',
    notFound: 'This payment link is not valid.',
  },
  es: {
    title: 'Pago seguro (demo)',
    banner:
      'PAGOS DE DEMOSTRACIÓN: este servidor no cobra dinero real. Cualquier tarjeta de prueba válida completa el pedido y añade los créditos.',
    intro: 'Pago de prueba de Lumen Studio: no se mueve dinero real.',
    summary: 'Resumen del pedido',
    credits: 'Créditos',
    total: 'Total',
    order: 'Pedido',
    cardholder: 'Titular de la tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'CVC',
    pay: 'Pagar',
    cancel: 'Cancelar',
    testCards:
      'Tarjetas de prueba: 4242 4242 4242 4242 se aprueba, 4000 0000 0000 0002 se rechaza.',
    declined: 'Tu tarjeta ha sido rechazada. Prueba con otra tarjeta.',
    invalidCard: 'Revisa los datos de la tarjeta.',
    paid: 'Este pedido ya está pagado.',
    continue: 'Continuar',
    closed: 'Este pedido está cerrado. Inicia un nuevo pago.',
    backToCheckout: 'Volver al pago',
    notFound: 'Este enlace de pago no es válido.',
  },
} as const satisfies Record<DemoPageLanguage, Record<string, string>>;

export type DemoPageMessage = 'declined' | 'invalidCard';

export interface CardFields {
  readonly name: string;
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

export const DEFAULT_CARD: CardFields = {
  name: 'Test Customer',
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
};

/** The web app's language cookie (lib/i18n/detect-language.ts): `language=es`. */
function fromCookie(cookie: string | undefined): string | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === 'language') return rest.join('=').trim();
  }
  return undefined;
}

const asLanguage = (value: string | undefined): DemoPageLanguage | undefined => {
  const wanted = value?.toLowerCase().slice(0, 2);
  return wanted === 'en' || wanted === 'es' ? wanted : undefined;
};

/**
 * `lang` of the link first (the language the customer checked out in), then the site's language
 * cookie (same origin as the web app), then the browser's Accept-Language, then English.
 */
export function pickLanguage(
  query: string | undefined,
  acceptLanguage: string | undefined,
  cookie?: string,
): DemoPageLanguage {
  const chosen = asLanguage(query) ?? asLanguage(fromCookie(cookie));
  if (chosen) return chosen;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { lang: tag.toLowerCase().slice(0, 2), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.find((entry) => entry.lang === 'en' || entry.lang === 'es')?.lang === 'es'
    ? 'es'
    : 'en';
}

export function formatTotal(order: Transaction, lang: DemoPageLanguage): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    style: 'currency',
    currency: order.currency,
    // '8,08 £' in Spanish rather than '8,08 GBP'.
    currencyDisplay: 'narrowSymbol',
  }).format(order.amountCents / 100);
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f8; color: #1b1b24; }
  main { width: min(28rem, 100% - 2rem); background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 4px 24px #0002; }
  h1 { font-size: 1.3rem; margin: 0 0 .25rem; }
  p.intro { margin: 0 0 1rem; color: #555; font-size: .9rem; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: .35rem 1rem; margin: 0 0 1.25rem; padding: 1rem; background: #f7f7fb; border-radius: 8px; }
  dt { color: #555; } dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  label { display: block; font-size: .85rem; margin: .6rem 0 .2rem; }
  input { width: 100%; box-sizing: border-box; padding: .55rem .6rem; font-size: 1rem; border: 1px solid #bbb; border-radius: 6px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button, a.button { flex: 1; padding: .7rem; font-size: 1rem; border-radius: 8px; border: 0; cursor: pointer; text-align: center; text-decoration: none; }
  button.pay, a.button { background: #4b3fe0; color: #fff; }
  button.cancel { background: #e7e7ee; color: #1b1b24; }
  .banner { margin: 0 0 1rem; padding: .6rem .75rem; border-radius: 6px; background: #fff4d6; color: #5c3d00; border: 2px solid #e0a800; font-weight: 600; font-size: .9rem; }
  .error { background: #fde8e8; color: #8a1111; padding: .6rem .75rem; border-radius: 6px; margin-bottom: 1rem; }
  .hint { font-size: .8rem; color: #666; margin-top: 1rem; }
  @media (prefers-color-scheme: dark) {
    body { background: #14141b; color: #eee; } main { background: #1f1f2a; }
    dl { background: #2a2a38; } dt, p.intro, .hint { color: #aaa; } input { background: #14141b; color: #eee; border-color: #555; }
    button.cancel { background: #33334a; color: #eee; }
  }`;

function layout(lang: DemoPageLanguage, body: Markup): string {
  const t = STRINGS[lang];
  return renderToString(html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>${raw(STYLE)}</style>
</head>
<body><main><p class="banner" role="note">${t.banner}</p>${body}</main></body>
</html>`);
}

function summary(order: Transaction, lang: DemoPageLanguage): Markup {
  const t = STRINGS[lang];
  return html`<h1>${t.title}</h1>
<p class="intro">${t.intro}</p>
<dl aria-label="${t.summary}">
  <dt>${t.order}</dt><dd>${order.orderId}</dd>
  <dt>${t.credits}</dt><dd>${order.credits}</dd>
  <dt>${t.total}</dt><dd>${formatTotal(order, lang)}</dd>
</dl>`;
}

export function renderPaymentForm(input: {
  order: Transaction;
  lang: DemoPageLanguage;
  token: string;
  action: string;
  card?: CardFields;
  message?: DemoPageMessage;
}): string {
  const { order, lang } = input;
  const t = STRINGS[lang];
  const card = input.card ?? DEFAULT_CARD;
  const error = input.message ? html`<p class="error" role="alert">${t[input.message]}</p>` : '';
  return layout(
    lang,
    html`${summary(order, lang)}${error}
<form method="post" action="${input.action}">
  <input type="hidden" name="token" value="${input.token}">
  <input type="hidden" name="lang" value="${lang}">
  <label for="name">${t.cardholder}</label>
  <input id="name" name="name" autocomplete="cc-name" value="${card.name}" maxlength="100">
  <label for="number">${t.cardNumber}</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" value="${card.number}" maxlength="23" required>
  <div class="row">
    <div><label for="expiry">${t.expiry}</label>
    <input id="expiry" name="expiry" autocomplete="cc-exp" value="${card.expiry}" maxlength="7" required></div>
    <div><label for="cvc">${t.cvc}</label>
    <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="${card.cvc}" maxlength="4" required></div>
  </div>
  <div class="actions">
    <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${t.cancel}</button>
    <button class="pay" type="submit" name="action" value="pay">${t.pay} ${formatTotal(order, lang)}</button>
  </div>
</form>
<p class="hint">${t.testCards}</p>`,
  );
}

/** A page with one message and one link (already paid, closed, not found). */
export function renderNotice(input: {
  lang: DemoPageLanguage;
  order?: Transaction;
  message: 'paid' | 'closed' | 'notFound';
  href: string;
}): string {
  const t = STRINGS[input.lang];
  const link = input.message === 'paid' ? t.continue : t.backToCheckout;
  return layout(
    input.lang,
    html`${input.order ? summary(input.order, input.lang) : html`<h1>${t.title}</h1>`}
<p role="status">${t[input.message]}</p>
<div class="actions"><a class="button" href="${input.href}">${link}</a></div>`,
  );
}
