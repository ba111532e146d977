import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallbackSigner } from '@lumen/domain';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** DESIGN.md's callback signature: lowercase hex HMAC-SHA256 keyed by PAYMENT_CALLBACK_SECRET. */
export class HmacCallbackSigner implements CallbackSigner {
  readonly #secret: string;

  constructor(secret: string) {
    if (secret.length < 16)
      throw new Error('PAYMENT_CALLBACK_SECRET must be at least 16 characters');
    this.#secret = secret;
  }

  sign(text: string): string {
    return createHmac('sha256', this.#secret).update(text, 'utf8').digest('hex');
  }

  verify(text: string, signature: string): boolean {
    const given = signature.trim().toLowerCase();
    if (!HEX_SHA256.test(given)) return false;
    return timingSafeEqual(Buffer.from(this.sign(text), 'hex'), Buffer.from(given, 'hex'));
  }
}
