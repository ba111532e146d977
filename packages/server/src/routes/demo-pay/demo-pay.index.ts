import type { Transaction } from '@lumen/domain';
import { checkoutPathFor } from '@lumen/domain/use-cases';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppBindings } from '../../lib/types';
import {
  type CardFields,
  type DemoPageLanguage,
  pickLanguage,
  renderNotice,
  renderPaymentForm,
} from './demo-pay.page';

export const DEMO_PAY_PATH = '/pay/demo';

/** The test card the demo "bank" declines (like Stripe's). */
const DECLINED_CARD = '4000000000000002';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card checks a real payment page would make before asking the bank. */
export function cardProblem(card: CardFields, now: Date): boolean {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return true;
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!expiry) return true;
  const month = Number(expiry[1]);
  const year = Number(expiry[2]) + (expiry[2]?.length === 2 ? 2000 : 0);
  if (month < 1 || month > 12) return true;
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return true;
  return !/^\d{3,4}$/.test(card.cvc.trim());
}

const successUrl = (order: Transaction) =>
  `/checkout-success?${new URLSearchParams({ orderId: order.orderId, sessionId: order.sessionId ?? '' })}`;

function page(c: Context<AppBindings>, html: string, status: 200 | 400 | 402 | 404 | 409 = 200) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html, status);
}

/** Only forms from this server's own pages may post (the token is the capability; this is belt and braces). */
function foreignOrigin(c: Context<AppBindings>, publicUrl: string): boolean {
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return false;
  const own = new URL(c.req.url).origin;
  return origin !== own && origin !== new URL(publicUrl).origin;
}

/**
 * GET /pay/demo/<orderId>?token=…: the demo provider's hosted payment page (order summary, test
 * card form, Pay and Cancel; English or Spanish). POST: Pay completes the order through the same
 * signed-callback use case a gateway calls and redirects (303) to /checkout-success; Cancel marks
 * it cancelled and redirects to the checkout holding the order (/checkout?orderId=…). No script anywhere: the strict CSP stands.
 */
export function demoPayPage(app: Hono<AppBindings>, publicUrl: string) {
  const path = `${DEMO_PAY_PATH}/:orderId`;

  app.get(path, async (c) => {
    const lang = pickLanguage(
      c.req.query('lang'),
      c.req.header('accept-language'),
      c.req.header('cookie'),
    );
    const token = c.req.query('token') ?? '';
    const { orderId } = c.req.param();
    const found = await c.var.deps.useCases.payments.demoOrder(orderId, token);
    if (!found.ok)
      return page(c, renderNotice({ lang, message: 'notFound', href: '/checkout' }), 404);
    return showOrder(c, found.value, lang, token);
  });

  app.post(
    path,
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Payload too large', 413) }),
    async (c) => {
      if (foreignOrigin(c, publicUrl)) return c.text('Forbidden', 403);
      const form = await c.req.parseBody();
      const field = (name: string) =>
        typeof form[name] === 'string' ? (form[name] as string) : '';
      const lang = pickLanguage(
        field('lang'),
        c.req.header('accept-language'),
        c.req.header('cookie'),
      );
      const token = field('token');
      const { orderId } = c.req.param();
      const { payments } = c.var.deps.useCases;

      const found = await payments.demoOrder(orderId, token);
      if (!found.ok)
        return page(c, renderNotice({ lang, message: 'notFound', href: '/checkout' }), 404);
      const order = found.value;
      if (order.credited) return c.redirect(successUrl(order), 303);

      const action = field('action');
      if (action === 'cancel') {
        const cancelled = await payments.completeDemoPayment(orderId, token, 'cancel');
        if (!cancelled.ok) throw cancelled.error;
        // Back to the checkout that holds the order, where it can be paid again.
        return c.redirect(checkoutPathFor(order.orderId), 303);
      }
      if (action !== 'pay') return showOrder(c, order, lang, token);
      if (order.status === 'cancelled' || order.status === 'expired') {
        return page(
          c,
          renderNotice({ lang, order, message: 'closed', href: checkoutPathFor(order.orderId) }),
          409,
        );
      }

      const card: CardFields = {
        name: field('name').slice(0, 100),
        number: field('number').slice(0, 23),
        expiry: field('expiry').slice(0, 7),
        cvc: field('cvc').slice(0, 4),
      };
      const form400 = (message: 'invalidCard' | 'declined', status: 400 | 402) =>
        page(
          c,
          renderPaymentForm({ order, lang, token, action: actionUrl(orderId), card, message }),
          status,
        );
      if (cardProblem(card, new Date())) return form400('invalidCard', 400);
      const declined = card.number.replace(/[\s-]/g, '') === DECLINED_CARD;
      const result = await payments.completeDemoPayment(
        orderId,
        token,
        declined ? 'decline' : 'pay',
      );
      if (!result.ok) {
        if (result.error.code === 'conflict') {
          return page(
            c,
            renderNotice({ lang, order, message: 'closed', href: checkoutPathFor(order.orderId) }),
            409,
          );
        }
        throw result.error;
      }
      if (declined) return form400('declined', 402);
      return c.redirect(successUrl(result.value), 303);
    },
  );

  function actionUrl(orderId: string) {
    return `${DEMO_PAY_PATH}/${encodeURIComponent(orderId)}`;
  }

  function showOrder(
    c: Context<AppBindings>,
    order: Transaction,
    lang: DemoPageLanguage,
    token: string,
  ) {
    if (order.credited) {
      return page(c, renderNotice({ lang, order, message: 'paid', href: successUrl(order) }));
    }
    if (order.status === 'cancelled' || order.status === 'expired') {
      return page(
        c,
        renderNotice({ lang, order, message: 'closed', href: checkoutPathFor(order.orderId) }),
      );
    }
    return page(c, renderPaymentForm({ order, lang, token, action: actionUrl(order.orderId) }));
  }
}
