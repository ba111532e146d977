import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const DEFAULT_ARGON2_PARAMS: Readonly<Argon2Params> = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

export class Argon2PasswordHasher {
  readonly params: Readonly<Argon2Params>;
  #dummyHash: Promise<string> | undefined;

  constructor(params: Partial<Argon2Params> = {}) {
    this.params = Object.freeze({ ...DEFAULT_ARGON2_PARAMS, ...params });
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.params });
  }

  /** False for a wrong password and for anything that is not an argon2 hash (never throws). */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** True when the stored hash is not argon2id or was made with other parameters. */
  needsRehash(hash: string): boolean {
    if (!hash.startsWith('$argon2id$')) return true;
    try {
      return argon2.needsRehash(hash, this.params);
    } catch {
      return true;
    }
  }

  /**
   * Spends the same time as verifying a real password, for a login whose email is unknown, so
   * response time does not reveal which emails have accounts. Always false.
   */
  async verifyDummy(password: string): Promise<false> {
    await this.verify(await this.dummyHash(), password);
    return false;
  }

  /** A hash, with the current parameters, of a random secret that is thrown away. */
  dummyHash(): Promise<string> {
    this.#dummyHash ??= this.hash(randomBytes(32).toString('base64url'));
    return this.#dummyHash;
  }
}
