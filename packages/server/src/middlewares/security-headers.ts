import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// One strict policy for the app, the API and the API reference: scripts only from this origin.

const common = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  strictTransportSecurity: 'max-age=15552000; includeSubDomains',
} as const;

const permissionsPolicy = { camera: false, microphone: false, geolocation: false, payment: false };

/** Security headers on every response: one strict policy, the API reference included. */
export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    ...common,
    permissionsPolicy,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Styles: the design system sets inline style attributes (react-aria); scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
