// TEMPORARY: until packages/server writes openapi/openapi.json, this writes a provisional
// document from DESIGN.md's API contract so the client can be typed. `npm run gen:api` against
// the real document replaces schema.gen.ts; delete this script then.
import fs from 'node:fs';

const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const obj = (properties, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});
const json = (schema) => ({ content: { 'application/json': { schema } } });
const ok = (schema, status = '200') => ({ [status]: { description: 'OK', ...json(schema) } });
const noContent = { 204: { description: 'No content' } };
const quote = obj({
  id: str,
  credits: int,
  currency: str,
  baseAmountEur: str,
  discountPercentage: { type: 'number' },
  discount: str,
  convertedAmount: str,
});
const profile = obj(
  {
    full_name: str,
    email: str,
    phone: { type: ['string', 'null'] },
    language: str,
    credits_balance: int,
    created_at: str,
  },
  ['full_name', 'email', 'phone', 'credits_balance', 'created_at'],
);
const billing = obj(
  {
    id: str,
    billing_name: str,
    company_name: { type: ['string', 'null'] },
    address: str,
    city: str,
    postal_code: str,
    country: str,
    tax_id: { type: ['string', 'null'] },
    is_default: int,
  },
  ['id', 'billing_name', 'address', 'city', 'postal_code', 'country'],
);
const doc = {
  openapi: '3.1.0',
  info: { title: 'Lumen Studio API (provisional)', version: '0' },
  paths: {
    '/api/auth/me': {
      get: {
        responses: ok(
          obj({ user: obj({ id: str, username: str, email: str, credits_balance: int }) }),
        ),
      },
    },
    '/api/auth/signup': {
      post: {
        requestBody: json(obj({ email: str, password: str, full_name: str, language: str })),
        responses: ok(obj({ token: str }), '201'),
      },
    },
    '/api/auth/login': {
      post: {
        requestBody: json(obj({ email: str, password: str })),
        responses: ok(obj({ token: str })),
      },
    },
    '/api/auth/logout': { post: { responses: noContent } },
    '/api/profile': {
      get: { responses: ok(profile) },
      patch: {
        requestBody: json(obj({ full_name: str, phone: { type: ['string', 'null'] } }, [])),
        responses: ok(profile),
      },
    },
    '/api/settings/change-password': {
      post: {
        requestBody: json(obj({ currentPassword: str, newPassword: str, confirmPassword: str })),
        responses: ok(obj({ success: bool })),
      },
    },
    '/api/transactions': {
      get: {
        responses: ok(
          obj({
            transactions: {
              type: 'array',
              items: obj({
                id: str,
                order_id: str,
                currency: str,
                amount: str,
                status: str,
                credits: int,
                created_at: str,
              }),
            },
          }),
        ),
      },
    },
    '/api/generations': {
      get: {
        responses: ok(
          obj({
            generations: {
              type: 'array',
              items: obj({
                id: str,
                generation_type: str,
                status: str,
                prompt: { type: ['string', 'null'] },
                cost_credits: int,
                created_at: str,
              }),
            },
          }),
        ),
      },
    },
    '/api/billing-profiles': {
      get: { responses: ok({ type: 'array', items: billing }) },
      post: {
        requestBody: json(
          obj(
            {
              billing_name: str,
              company_name: str,
              address: str,
              city: str,
              postal_code: str,
              country: str,
              tax_id: str,
              is_default: int,
            },
            ['billing_name', 'address', 'city', 'postal_code', 'country'],
          ),
        ),
        responses: ok(billing, '201'),
      },
    },
    '/api/billing-profiles/{id}': {
      delete: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: str }],
        responses: noContent,
      },
    },
    '/api/currency/quote': {
      post: {
        requestBody: json(obj({ credits: int, currency: str })),
        responses: ok(obj({ quote })),
      },
    },
    '/api/currency/quote/{quoteId}': {
      get: {
        parameters: [{ name: 'quoteId', in: 'path', required: true, schema: str }],
        responses: ok(obj({ quote })),
      },
    },
    '/api/checkout/initiate': {
      post: {
        requestBody: json(
          obj({
            quoteId: str,
            billingInfo: obj({
              email: str,
              fullName: str,
              phone: str,
              country: str,
              state: str,
              city: str,
              address: str,
              zipCode: str,
              agreeToTerms: bool,
            }),
          }),
        ),
        responses: ok(obj({ success: bool, orderId: str, paymentUrl: str, message: str }), '201'),
      },
    },
    '/api/payments/status': {
      get: {
        parameters: [
          { name: 'orderId', in: 'query', required: false, schema: str },
          { name: 'sessionId', in: 'query', required: false, schema: str },
        ],
        responses: ok(
          obj({ orderId: str, status: str, credited: bool, credits: int, credits_balance: int }),
        ),
      },
    },
  },
};
fs.writeFileSync(
  process.argv[2] ?? 'openapi.provisional.json',
  `${JSON.stringify(doc, null, 2)}\n`,
);
