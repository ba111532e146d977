import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { CallbackSigner } from '@lumen/domain';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * DESIGN.md's callback signature: lowercase hex HMAC-SHA256 keyed by PAYMENT_CALLBACK_SECRET.
 * Any other use of the secret signs with a key of its own, derived by HKDF-SHA256 under a
 * purpose label, so a signature made for one use is never valid for another.
 */
export class HmacCallbackSigner implements CallbackSigner {
  readonly #key: string | Buffer;

  constructor(secret: string, options: { purpose?: string } = {}) {
    if (secret.length < 16)
      throw new Error('PAYMENT_CALLBACK_SECRET must be at least 16 characters');
    this.#key = options.purpose
      ? Buffer.from(hkdfSync('sha256', secret, '', `lumen:${options.purpose}`, 32))
      : secret;
  }

  sign(text: string): string {
    return createHmac('sha256', this.#key).update(text, 'utf8').digest('hex');
  }

  verify(text: string, signature: string): boolean {
    const given = signature.trim().toLowerCase();
    if (!HEX_SHA256.test(given)) return false;
    return timingSafeEqual(Buffer.from(this.sign(text), 'hex'), Buffer.from(given, 'hex'));
  }
}
