import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { expect, it } from 'vitest';
import { sha256Hex } from '../../crypto/token-hash';
import { describeRepositoryContract, inMinutes } from './contract-support';

describeRepositoryContract('sessions', (ctx) => {
  const { newUser } = ctx;
  it('finds an active session by token hash only while unexpired and unrevoked', async () => {
    const user = await newUser();
    const tokenHash = sha256Hex(randomUUID());
    const session = await ctx.db.sessions.create({
      userId: user.id,
      tokenHash,
      expiresAt: inMinutes(30),
      ipAddress: '203.0.113.7',
      userAgent: 'vitest',
    });
    expect(session).toMatchObject({ userId: user.id, tokenHash, revokedAt: null });
    expect(await ctx.db.sessions.findActive(tokenHash, new Date())).toEqual(session);
    expect(await ctx.db.sessions.findActive(tokenHash, inMinutes(31))).toBeNull();
    expect(await ctx.db.sessions.findActive(sha256Hex('other'), new Date())).toBeNull();
  });

  it('refuses to store anything but a SHA-256 hex hash, and a hash twice', async () => {
    const user = await newUser();
    await expect(
      ctx.db.sessions.create({ userId: user.id, tokenHash: 'raw-token', expiresAt: inMinutes(1) }),
    ).rejects.toThrow();
    const tokenHash = sha256Hex(randomUUID());
    await ctx.db.sessions.create({ userId: user.id, tokenHash, expiresAt: inMinutes(1) });
    await expect(
      ctx.db.sessions.create({ userId: user.id, tokenHash, expiresAt: inMinutes(1) }),
    ).rejects.toThrow();
  });

  it('revokes one session; another user cannot revoke it', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const tokenHash = sha256Hex(randomUUID());
    const session = await ctx.db.sessions.create({
      userId: a.id,
      tokenHash,
      expiresAt: inMinutes(5),
    });
    await ctx.db.sessions.revoke(b.id, session.id);
    expect(await ctx.db.sessions.findActive(tokenHash, new Date())).not.toBeNull();
    await ctx.db.sessions.revoke(a.id, session.id);
    expect(await ctx.db.sessions.findActive(tokenHash, new Date())).toBeNull();
  });

  it('revokes all of a user’s sessions but one, and no one else’s', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const hashes = [0, 1, 2].map(() => sha256Hex(randomUUID()));
    const sessions = [];
    for (const tokenHash of hashes) {
      sessions.push(
        await ctx.db.sessions.create({ userId: a.id, tokenHash, expiresAt: inMinutes(5) }),
      );
    }
    const bHash = sha256Hex(randomUUID());
    await ctx.db.sessions.create({ userId: b.id, tokenHash: bHash, expiresAt: inMinutes(5) });
    expect(await ctx.db.sessions.revokeAll(a.id, sessions[0]?.id)).toBe(2);
    expect(await ctx.db.sessions.findActive(hashes[0]!, new Date())).not.toBeNull();
    expect(await ctx.db.sessions.findActive(hashes[1]!, new Date())).toBeNull();
    expect(await ctx.db.sessions.findActive(bHash, new Date())).not.toBeNull();
    expect(await ctx.db.sessions.revokeAll(a.id)).toBe(1);
    expect(await ctx.db.sessions.findActive(hashes[0]!, new Date())).toBeNull();
  });

  it('extends an active session forward only, never a revoked one', async () => {
    const user = await newUser();
    const hash = sha256Hex(randomUUID());
    const session = await ctx.db.sessions.create({
      userId: user.id,
      tokenHash: hash,
      expiresAt: inMinutes(10),
    });
    await ctx.db.sessions.extend(session, inMinutes(60));
    const later = await ctx.db.sessions.findActive(hash, inMinutes(30));
    expect(later?.id).toBe(session.id);
    // Never back.
    await ctx.db.sessions.extend(session, inMinutes(20));
    expect(await ctx.db.sessions.findActive(hash, inMinutes(30))).not.toBeNull();
    await ctx.db.sessions.revoke(user.id, session.id);
    await ctx.db.sessions.extend(session, inMinutes(120));
    expect(await ctx.db.sessions.findActive(hash, new Date())).toBeNull();
    // Another user's id changes nothing.
    const other = await ctx.db.sessions.create({
      userId: user.id,
      tokenHash: sha256Hex(randomUUID()),
      expiresAt: inMinutes(10),
    });
    await ctx.db.sessions.extend({ ...other, userId: (await newUser()).id }, inMinutes(60));
    expect(await ctx.db.sessions.findActive(other.tokenHash, inMinutes(30))).toBeNull();
  });

  it('deletes expired sessions', async () => {
    const user = await newUser();
    const old = sha256Hex(randomUUID());
    const fresh = sha256Hex(randomUUID());
    await ctx.db.sessions.create({ userId: user.id, tokenHash: old, expiresAt: inMinutes(-10) });
    await ctx.db.sessions.create({ userId: user.id, tokenHash: fresh, expiresAt: inMinutes(10) });
    expect(await ctx.db.sessions.deleteExpired(new Date())).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.sessions.findActive(fresh, new Date())).not.toBeNull();
    const [row] = await ctx.db.sequelize.query<{ n: number }>(
      'SELECT COUNT(*) AS n FROM sessions WHERE token_hash = $h',
      { bind: { h: old }, type: QueryTypes.SELECT },
    );
    expect(Number(row?.n)).toBe(0);
  });
});
