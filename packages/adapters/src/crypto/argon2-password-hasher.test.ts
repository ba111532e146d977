import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher, DEFAULT_ARGON2_PARAMS } from './argon2-password-hasher';
import { createSessionToken, sha256Hex } from './token-hash';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id and the OWASP parameters (m=19456, t=2, p=1)', async () => {
    const hash = await hasher.hash('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    const params = hash.split('$')[3]?.split(',').sort();
    expect(params).toEqual(['m=19456', 'p=1', 't=2']);
    expect(DEFAULT_ARGON2_PARAMS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await hasher.hash('correct horse battery staple')).not.toBe(hash);
  });

  it('verifies the right password only, and never throws on a bad hash', async () => {
    const hash = await hasher.hash('Str0ng-Passw0rd!');
    expect(await hasher.verify(hash, 'Str0ng-Passw0rd!')).toBe(true);
    expect(await hasher.verify(hash, 'str0ng-passw0rd!')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    expect(await hasher.verify('', 'x')).toBe(false);
  });

  it('asks for a rehash when the stored parameters or algorithm differ', async () => {
    const current = await hasher.hash('pw');
    expect(hasher.needsRehash(current)).toBe(false);
    const weaker = await argon2.hash('pw', {
      type: argon2.argon2id,
      memoryCost: 8192,
      timeCost: 2,
      parallelism: 1,
    });
    expect(hasher.needsRehash(weaker)).toBe(true);
    const argon2i = await argon2.hash('pw', { type: argon2.argon2i, ...DEFAULT_ARGON2_PARAMS });
    expect(hasher.needsRehash(argon2i)).toBe(true);
    expect(hasher.needsRehash('$2b$10$bcrypt-hash')).toBe(true);
    expect(new Argon2PasswordHasher({ timeCost: 3 }).needsRehash(current)).toBe(true);
  });

  it('verifies against a dummy hash with the same parameters, always false', async () => {
    expect(await hasher.verifyDummy('anything')).toBe(false);
    expect(hasher.needsRehash(await hasher.dummyHash())).toBe(false);
    expect(await hasher.dummyHash()).toBe(await hasher.dummyHash());
  });
});

describe('session tokens', () => {
  it('are 256 random bits, stored only as their lowercase hex SHA-256', () => {
    const { token, tokenHash } = createSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(sha256Hex(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(createSessionToken().token).not.toBe(token);
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
