import { randomUUID } from 'node:crypto';
import {
  checkLedger,
  type CreditLedgerEntry,
  isDomainError,
  type SavedImage,
  type User,
} from '@lumen/domain';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../crypto/token-hash';
import {
  aBillingProfile,
  aGeneration,
  aSavedImage,
  aSavedText,
  aTransaction,
  aUser,
} from '../testing/builders';
import { ledgerSum } from '../testing/ledger-sum';
import type { Database } from './database';

export interface ContractDatabase {
  db: Database;
  /** Closes the database and removes whatever the test made (file, MySQL database). */
  cleanup(): Promise<void>;
}

/** What every dialect must pass: the same cases on SQLite and on MySQL/MariaDB. */
export function describeRepositoryContract(
  name: string,
  makeDb: () => Promise<ContractDatabase>,
): void {
  describe(`repository contract on ${name}`, () => {
    let db: Database;
    let cleanup: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const made = await makeDb();
      db = made.db;
      cleanup = made.cleanup;
      await db.migrate();
    });

    afterAll(async () => {
      await cleanup?.();
    });

    const newUser = (overrides: Parameters<typeof aUser>[0] = {}) =>
      db.users.create(aUser(overrides));

    const userWithCredits = async (credits: number): Promise<User> => {
      const user = await newUser();
      if (credits > 0) {
        // Bought credits, as production buys them: a paid order credited once.
        const order = await db.transactions.create(aTransaction(user.id, { credits }));
        await db.creditLedger.creditOrder(order.orderId);
      }
      return user;
    };

    const expectDomainError = async (promise: Promise<unknown>, code: string) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      if (!isDomainError(error)) throw new Error(`expected DomainError ${code}, got ${error}`);
      expect(error.code).toBe(code);
    };

    /** Ledger invariant: balance = sum(entries), and the entries replay under the domain rules. */
    const expectLedgerConsistent = async (userId: string) => {
      const balance = await db.creditLedger.balance(userId);
      expect(await ledgerSum(db, userId)).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
      const all: CreditLedgerEntry[] = [];
      for (let page = 1; ; page++) {
        const { items, total } = await db.creditLedger.entries({ userId, page, limit: 100 });
        all.push(...items);
        if (all.length >= total || items.length === 0) break;
      }
      // Ledger ids are a sequence: the order entries were applied in.
      const ordered = [...all].sort((a, b) => Number(a.id) - Number(b.id));
      const checked = checkLedger(ordered, balance);
      expect(checked.ok, checked.ok ? '' : checked.error.message).toBe(true);
    };

    describe('migrations', () => {
      it('are applied once; a second run has nothing to do', async () => {
        expect(await db.migrate()).toEqual([]);
      });

      it('the database refuses a negative balance (CHECK constraint)', async () => {
        const user = await newUser();
        await expect(
          db.sequelize.query('UPDATE users SET credits_balance = -1 WHERE id = $id', {
            bind: { id: user.id },
            type: QueryTypes.UPDATE,
          }),
        ).rejects.toThrow();
        expect(await db.creditLedger.balance(user.id)).toBe(0);
      });
    });

    describe('users', () => {
      it('creates a user with the defaults and finds it by id and by email, any case', async () => {
        const email = `Mixed.${randomUUID()}@Example.TEST`;
        const user = await newUser({ email, fullName: 'Ann Lee' });
        expect(user).toMatchObject({
          email: email.toLowerCase(),
          fullName: 'Ann Lee',
          phone: null,
          language: 'en',
          creditsBalance: 0,
          deletedAt: null,
        });
        expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(user.createdAt).toBeInstanceOf(Date);
        expect(await db.users.findById(user.id)).toEqual(user);
        expect(await db.users.findByEmail(email.toUpperCase())).toEqual(user);
        expect(await db.users.findById(randomUUID())).toBeNull();
        expect(await db.users.findByEmail('nobody@example.test')).toBeNull();
      });

      it('rejects a second account with the same email (any case) as email_taken', async () => {
        const email = `dup-${randomUUID()}@example.test`;
        await newUser({ email });
        await expectDomainError(newUser({ email: email.toUpperCase() }), 'email_taken');
      });

      it('updates only the profile fields given', async () => {
        const user = await newUser({ phone: '+34 600 000 000' });
        const updated = await db.users.updateProfile(user.id, { fullName: 'New Name' });
        expect(updated).toMatchObject({
          fullName: 'New Name',
          phone: '+34 600 000 000',
          language: 'en',
        });
        const cleared = await db.users.updateProfile(user.id, { phone: null, language: 'uk' });
        expect(cleared).toMatchObject({ fullName: 'New Name', phone: null, language: 'uk' });
        expect(await db.users.updateProfile(randomUUID(), { fullName: 'x' })).toBeNull();
      });

      it('replaces the password hash', async () => {
        const user = await newUser();
        await db.users.updatePasswordHash(user.id, 'new-hash');
        expect((await db.users.findById(user.id))?.passwordHash).toBe('new-hash');
      });
    });

    describe('sessions', () => {
      it('finds an active session by token hash only while unexpired and unrevoked', async () => {
        const user = await newUser();
        const tokenHash = sha256Hex(randomUUID());
        const session = await db.sessions.create({
          userId: user.id,
          tokenHash,
          expiresAt: inMinutes(30),
          ipAddress: '203.0.113.7',
          userAgent: 'vitest',
        });
        expect(session).toMatchObject({ userId: user.id, tokenHash, revokedAt: null });
        expect(await db.sessions.findActive(tokenHash, new Date())).toEqual(session);
        expect(await db.sessions.findActive(tokenHash, inMinutes(31))).toBeNull();
        expect(await db.sessions.findActive(sha256Hex('other'), new Date())).toBeNull();
      });

      it('refuses to store anything but a SHA-256 hex hash, and a hash twice', async () => {
        const user = await newUser();
        await expect(
          db.sessions.create({ userId: user.id, tokenHash: 'raw-token', expiresAt: inMinutes(1) }),
        ).rejects.toThrow();
        const tokenHash = sha256Hex(randomUUID());
        await db.sessions.create({ userId: user.id, tokenHash, expiresAt: inMinutes(1) });
        await expect(
          db.sessions.create({ userId: user.id, tokenHash, expiresAt: inMinutes(1) }),
        ).rejects.toThrow();
      });

      it('revokes one session; another user cannot revoke it', async () => {
        const [a, b] = [await newUser(), await newUser()];
        const tokenHash = sha256Hex(randomUUID());
        const session = await db.sessions.create({
          userId: a.id,
          tokenHash,
          expiresAt: inMinutes(5),
        });
        await db.sessions.revoke(b.id, session.id);
        expect(await db.sessions.findActive(tokenHash, new Date())).not.toBeNull();
        await db.sessions.revoke(a.id, session.id);
        expect(await db.sessions.findActive(tokenHash, new Date())).toBeNull();
      });

      it('revokes all of a user’s sessions but one, and no one else’s', async () => {
        const [a, b] = [await newUser(), await newUser()];
        const hashes = [0, 1, 2].map(() => sha256Hex(randomUUID()));
        const sessions = [];
        for (const tokenHash of hashes) {
          sessions.push(
            await db.sessions.create({ userId: a.id, tokenHash, expiresAt: inMinutes(5) }),
          );
        }
        const bHash = sha256Hex(randomUUID());
        await db.sessions.create({ userId: b.id, tokenHash: bHash, expiresAt: inMinutes(5) });
        expect(await db.sessions.revokeAll(a.id, sessions[0]?.id)).toBe(2);
        expect(await db.sessions.findActive(hashes[0]!, new Date())).not.toBeNull();
        expect(await db.sessions.findActive(hashes[1]!, new Date())).toBeNull();
        expect(await db.sessions.findActive(bHash, new Date())).not.toBeNull();
        expect(await db.sessions.revokeAll(a.id)).toBe(1);
        expect(await db.sessions.findActive(hashes[0]!, new Date())).toBeNull();
      });

      it('extends an active session forward only, never a revoked one', async () => {
        const user = await newUser();
        const hash = sha256Hex(randomUUID());
        const session = await db.sessions.create({
          userId: user.id,
          tokenHash: hash,
          expiresAt: inMinutes(10),
        });
        await db.sessions.extend(session, inMinutes(60));
        const later = await db.sessions.findActive(hash, inMinutes(30));
        expect(later?.id).toBe(session.id);
        // Never back.
        await db.sessions.extend(session, inMinutes(20));
        expect(await db.sessions.findActive(hash, inMinutes(30))).not.toBeNull();
        await db.sessions.revoke(user.id, session.id);
        await db.sessions.extend(session, inMinutes(120));
        expect(await db.sessions.findActive(hash, new Date())).toBeNull();
        // Another user's id changes nothing.
        const other = await db.sessions.create({
          userId: user.id,
          tokenHash: sha256Hex(randomUUID()),
          expiresAt: inMinutes(10),
        });
        await db.sessions.extend({ ...other, userId: (await newUser()).id }, inMinutes(60));
        expect(await db.sessions.findActive(other.tokenHash, inMinutes(30))).toBeNull();
      });

      it('deletes expired sessions', async () => {
        const user = await newUser();
        const old = sha256Hex(randomUUID());
        const fresh = sha256Hex(randomUUID());
        await db.sessions.create({ userId: user.id, tokenHash: old, expiresAt: inMinutes(-10) });
        await db.sessions.create({ userId: user.id, tokenHash: fresh, expiresAt: inMinutes(10) });
        expect(await db.sessions.deleteExpired(new Date())).toBeGreaterThanOrEqual(1);
        expect(await db.sessions.findActive(fresh, new Date())).not.toBeNull();
        const [row] = await db.sequelize.query<{ n: number }>(
          'SELECT COUNT(*) AS n FROM sessions WHERE token_hash = $h',
          { bind: { h: old }, type: QueryTypes.SELECT },
        );
        expect(Number(row?.n)).toBe(0);
      });
    });

    describe('saved images', () => {
      it('saves several at once, with every field, in order', async () => {
        const user = await newUser();
        const saved = await db.savedImages.createMany(user.id, [
          aSavedImage(user.id, { prompt: 'first', upscale: true, negativePrompt: 'blur' }),
          aSavedImage(user.id, { prompt: 'second', styleTransfer: true, finalWidth: null }),
        ]);
        expect(saved.map((i) => i.prompt)).toEqual(['first', 'second']);
        expect(saved[0]).toMatchObject({
          upscale: true,
          styleTransfer: false,
          negativePrompt: 'blur',
        });
        expect(saved[1]).toMatchObject({ upscale: false, styleTransfer: true, finalWidth: null });
        expect(await db.savedImages.findById(user.id, saved[0]!.id)).toEqual(saved[0]);
        expect(await db.savedImages.createMany(user.id, [])).toEqual([]);
      });

      it('lists one page at a time, newest first, with the total', async () => {
        const user = await newUser();
        for (let i = 0; i < 25; i++) {
          await db.savedImages.createMany(user.id, [aSavedImage(user.id, { prompt: `p${i}` })]);
        }
        const first = await db.savedImages.list({ userId: user.id, page: 1, limit: 12 });
        expect(first.total).toBe(25);
        expect(first.items).toHaveLength(12);
        expect(first.items[0]?.prompt).toBe('p24');
        const last = await db.savedImages.list({ userId: user.id, page: 3, limit: 12 });
        expect(last.items.map((i) => i.prompt)).toEqual(['p0']);
        const beyond = await db.savedImages.list({ userId: user.id, page: 9, limit: 12 });
        expect(beyond).toEqual({ items: [], total: 25 });
        const oldest = await db.savedImages.list({
          userId: user.id,
          page: 1,
          limit: 2,
          sort: { by: 'created_at', order: 'asc' },
        });
        expect(oldest.items.map((i) => i.prompt)).toEqual(['p0', 'p1']);
      });

      it('filters by style, size and aspect ratio and sorts by prompt', async () => {
        const user = await newUser();
        await db.savedImages.createMany(user.id, [
          aSavedImage(user.id, {
            prompt: 'b',
            style: 'cartoon',
            size: '512x512',
            aspectRatio: '16:9',
          }),
          aSavedImage(user.id, {
            prompt: 'a',
            style: 'cartoon',
            size: '1024x1024',
            aspectRatio: '1:1',
          }),
          aSavedImage(user.id, {
            prompt: 'c',
            style: 'vintage',
            size: '512x512',
            aspectRatio: '16:9',
          }),
        ]);
        const list = (filters: object, order: 'asc' | 'desc' = 'asc') =>
          db.savedImages
            .list({ userId: user.id, page: 1, limit: 10, filters, sort: { by: 'prompt', order } })
            .then((p) => p.items.map((i) => i.prompt));
        expect(await list({})).toEqual(['a', 'b', 'c']);
        expect(await list({}, 'desc')).toEqual(['c', 'b', 'a']);
        expect(await list({ style: 'cartoon' })).toEqual(['a', 'b']);
        expect(await list({ size: '512x512' })).toEqual(['b', 'c']);
        expect(await list({ aspectRatio: '16:9', style: 'vintage' })).toEqual(['c']);
        expect(await list({ style: 'abstract' })).toEqual([]);
      });

      it('searches prompts for the literal text: %, _, quotes and SQL are just characters', async () => {
        const user = await newUser();
        const prompts = [
          '100% natural light',
          '100 percent natural',
          'snake_case sign',
          'snakeXcase sign',
          "it's a quote",
          'say "hello"',
          'order by id desc;-- injection',
          'back\\slash path',
          'Plain Words',
        ];
        await db.savedImages.createMany(
          user.id,
          prompts.map((prompt) => aSavedImage(user.id, { prompt })),
        );
        const search = (text: string) =>
          db.savedImages
            .list({ userId: user.id, page: 1, limit: 20, filters: { search: text } })
            .then((p) => p.items.map((i) => i.prompt).sort());
        expect(await search('%')).toEqual(['100% natural light']);
        expect(await search('0% n')).toEqual(['100% natural light']);
        expect(await search('_')).toEqual(['snake_case sign']);
        expect(await search("'")).toEqual(["it's a quote"]);
        expect(await search('"hello"')).toEqual(['say "hello"']);
        expect(await search('id desc;--')).toEqual(['order by id desc;-- injection']);
        expect(await search('\\')).toEqual(['back\\slash path']);
        expect(await search('!')).toEqual([]);
        expect(await search('plain words')).toEqual(['Plain Words']);
        expect(await search("' OR '1'='1")).toEqual([]);
      });

      it('refuses a sort column or direction outside the allow-list', async () => {
        const user = await newUser();
        const bad = (sort: unknown) =>
          db.savedImages.list({ userId: user.id, page: 1, limit: 5, sort: sort as never });
        await expect(bad({ by: 'id desc;--', order: 'asc' })).rejects.toThrow(/sort column/);
        await expect(bad({ by: 'prompt', order: 'sideways' })).rejects.toThrow(/sort order/);
        await expect(bad({ by: '__proto__', order: 'asc' })).rejects.toThrow(/sort column/);
      });

      it('soft-deletes, and isolates users: B can neither see nor delete A’s images', async () => {
        const [a, b] = [await newUser(), await newUser()];
        const [image] = await db.savedImages.createMany(a.id, [aSavedImage(a.id)]);
        const id = (image as SavedImage).id;
        expect(await db.savedImages.findById(b.id, id)).toBeNull();
        expect(await db.savedImages.delete(b.id, id)).toBe(false);
        expect((await db.savedImages.list({ userId: b.id, page: 1, limit: 10 })).total).toBe(0);
        expect(await db.savedImages.delete(a.id, id)).toBe(true);
        expect(await db.savedImages.delete(a.id, id)).toBe(false);
        expect(await db.savedImages.findById(a.id, id)).toBeNull();
        expect((await db.savedImages.list({ userId: a.id, page: 1, limit: 10 })).total).toBe(0);
        expect(await db.savedImages.delete(a.id, randomUUID())).toBe(false);
      });
    });

    describe('saved texts', () => {
      it('creates, finds and lists newest first with pagination', async () => {
        const user = await newUser();
        const created = [];
        for (let i = 0; i < 12; i++) {
          created.push(await db.savedTexts.create(aSavedText(user.id, { prompt: `t${i}` })));
        }
        expect(await db.savedTexts.findById(user.id, created[0]!.id)).toEqual(created[0]);
        const page2 = await db.savedTexts.list({ userId: user.id, page: 2, limit: 10 });
        expect(page2.total).toBe(12);
        expect(page2.items.map((t) => t.prompt)).toEqual(['t1', 't0']);
      });

      it('filters by type, length and style, and searches prompt and content literally', async () => {
        const user = await newUser();
        await db.savedTexts.create(
          aSavedText(user.id, { prompt: 'email to boss', textType: 'email', textLength: 'medium' }),
        );
        await db.savedTexts.create(
          aSavedText(user.id, {
            prompt: 'tweet',
            content: 'Save 50% today_only',
            textType: 'socialMedia',
            writingStyle: 'casual',
          }),
        );
        await db.savedTexts.create(aSavedText(user.id, { prompt: 'blog', textType: 'blogPost' }));
        const list = (filters: object) =>
          db.savedTexts
            .list({ userId: user.id, page: 1, limit: 10, filters })
            .then((p) => p.items.map((t) => t.prompt).sort());
        expect(await list({ textType: 'email' })).toEqual(['email to boss']);
        expect(await list({ textLength: 'medium' })).toEqual(['email to boss']);
        expect(await list({ writingStyle: 'casual' })).toEqual(['tweet']);
        expect(await list({ textType: 'blogPost', writingStyle: 'casual' })).toEqual([]);
        expect(await list({ search: 'BOSS' })).toEqual(['email to boss']);
        expect(await list({ search: '50%' })).toEqual(['tweet']);
        expect(await list({ search: 'y_o' })).toEqual(['tweet']);
        expect(await list({ search: '%' })).toEqual(['tweet']);
        expect(await list({ search: "x' OR 1=1 --" })).toEqual([]);
      });

      it('soft-deletes only the owner’s text', async () => {
        const [a, b] = [await newUser(), await newUser()];
        const text = await db.savedTexts.create(aSavedText(a.id));
        expect(await db.savedTexts.findById(b.id, text.id)).toBeNull();
        expect(await db.savedTexts.delete(b.id, text.id)).toBe(false);
        expect(await db.savedTexts.findById(a.id, text.id)).not.toBeNull();
        expect(await db.savedTexts.delete(a.id, text.id)).toBe(true);
        expect(await db.savedTexts.findById(a.id, text.id)).toBeNull();
        expect((await db.savedTexts.list({ userId: a.id, page: 1, limit: 10 })).total).toBe(0);
      });
    });

    describe('generations', () => {
      it('creates pending, updates to completed or failed, and keeps parameters as JSON', async () => {
        const user = await newUser();
        const generation = await db.generations.create(
          aGeneration(user.id, { parameters: { size: '512x512', count: 2, upscale: true } }),
        );
        expect(generation).toMatchObject({
          status: 'pending',
          resultUrl: null,
          errorMessage: null,
          costCredits: 2,
          parameters: { size: '512x512', count: 2, upscale: true },
        });
        const done = await db.generations.update(user.id, generation.id, {
          status: 'completed',
          resultUrl: '/media/x.png',
        });
        expect(done).toMatchObject({ status: 'completed', resultUrl: '/media/x.png' });
        const again = await db.generations.update(user.id, generation.id, { status: 'completed' });
        expect(again?.status).toBe('completed');
        const other = await newUser();
        expect(
          await db.generations.update(other.id, generation.id, { status: 'failed' }),
        ).toBeNull();
        expect(await db.generations.findById(other.id, generation.id)).toBeNull();
        expect((await db.generations.findById(user.id, generation.id))?.status).toBe('completed');
      });

      it('lists newest first with type and status filters', async () => {
        const user = await newUser();
        const image = await db.generations.create(aGeneration(user.id));
        const text = await db.generations.create(
          aGeneration(user.id, { generationType: 'text', costCredits: 1 }),
        );
        await db.generations.update(user.id, text.id, { status: 'failed', errorMessage: 'boom' });
        const all = await db.generations.list({ userId: user.id, page: 1, limit: 10 });
        expect(all.items.map((g) => g.id)).toEqual([text.id, image.id]);
        const texts = await db.generations.list({
          userId: user.id,
          page: 1,
          limit: 10,
          filters: { type: 'text' },
        });
        expect(texts.items.map((g) => g.errorMessage)).toEqual(['boom']);
        const pending = await db.generations.list({
          userId: user.id,
          page: 1,
          limit: 10,
          filters: { status: 'pending' },
        });
        expect(pending.items.map((g) => g.id)).toEqual([image.id]);
      });
    });

    describe('billing profiles', () => {
      it('lists oldest first, keeps one default, deletes softly and only for the owner', async () => {
        const [a, b] = [await newUser(), await newUser()];
        const first = await db.billingProfiles.create(aBillingProfile(a.id, { isDefault: true }));
        const second = await db.billingProfiles.create(
          aBillingProfile(a.id, { billingName: 'Second', isDefault: true, taxId: 'ES123' }),
        );
        const list = await db.billingProfiles.list(a.id);
        expect(list.map((p) => p.id)).toEqual([first.id, second.id]);
        expect(list.map((p) => p.isDefault)).toEqual([false, true]);
        expect(list[1]).toMatchObject({ taxId: 'ES123', companyName: null, postalCode: '28001' });
        expect(await db.billingProfiles.list(b.id)).toEqual([]);
        expect(await db.billingProfiles.findById(b.id, first.id)).toBeNull();
        expect(await db.billingProfiles.delete(b.id, first.id)).toBe(false);
        expect(await db.billingProfiles.delete(a.id, first.id)).toBe(true);
        expect((await db.billingProfiles.list(a.id)).map((p) => p.id)).toEqual([second.id]);
      });
    });

    describe('activity log', () => {
      it('records entries with and without a user and lists a user’s newest first', async () => {
        const user = await newUser();
        await db.activityLog.record({
          userId: user.id,
          action: 'signup',
          ipAddress: '198.51.100.1',
          userAgent: 'ua',
        });
        await db.activityLog.record({
          userId: user.id,
          action: 'login',
          metadata: { method: 'password' },
        });
        await db.activityLog.record({
          userId: '',
          action: 'login_failed',
          metadata: { email: 'x' },
        });
        const page = await db.activityLog.list({ userId: user.id, page: 1, limit: 10 });
        expect(page.total).toBe(2);
        expect(page.items.map((e) => e.action)).toEqual(['login', 'signup']);
        expect(page.items[0]?.metadata).toEqual({ method: 'password' });
        expect(page.items[1]).toMatchObject({ ipAddress: '198.51.100.1', userAgent: 'ua' });
      });
    });

    describe('transactions', () => {
      it('creates a pending order, keeps the amount exact, and refuses a duplicate order id', async () => {
        const user = await newUser();
        const order = await db.transactions.create(
          aTransaction(user.id, { amountCents: 800_000, currency: 'GBP', credits: 10_000 }),
        );
        expect(order).toMatchObject({
          status: 'pending',
          credited: false,
          amountCents: 800_000,
          currency: 'GBP',
          sessionId: null,
          quoteId: null,
          webhookProcessedAt: null,
        });
        const quoteId = randomUUID();
        const quoted = await db.transactions.create(aTransaction(user.id, { quoteId }));
        expect((await db.transactions.findByOrderId(quoted.orderId))?.quoteId).toBe(quoteId);
        const cents = await db.transactions.create(aTransaction(user.id, { amountCents: 1 }));
        expect(cents.amountCents).toBe(1);
        expect((await db.transactions.findByOrderId(cents.orderId))?.amountCents).toBe(1);
        await expectDomainError(
          db.transactions.create(aTransaction(user.id, { orderId: order.orderId })),
          'conflict',
        );
      });

      it('finds an order for its owner only, by order or by session id', async () => {
        const [a, b] = [await newUser(), await newUser()];
        const order = await db.transactions.create(aTransaction(a.id));
        expect((await db.transactions.findForUser(a.id, order.orderId))?.id).toBe(order.id);
        expect(await db.transactions.findForUser(b.id, order.orderId)).toBeNull();
        const sessionId = `cs_${randomUUID()}`;
        await db.transactions.attachCheckout(order.orderId, {
          sessionId,
          paymentUrl: 'https://pay.example/x',
        });
        expect(await db.transactions.findForUserBySessionId(a.id, sessionId)).toMatchObject({
          orderId: order.orderId,
          paymentUrl: 'https://pay.example/x',
        });
        // A return URL carrying only the session finds the order for its owner alone.
        expect((await db.transactions.findForUserBySessionId(a.id, sessionId))?.id).toBe(order.id);
        expect(await db.transactions.findForUserBySessionId(b.id, sessionId)).toBeNull();
        expect(await db.transactions.findForUserBySessionId(a.id, 'cs_unknown')).toBeNull();
        const other = await db.transactions.create(aTransaction(a.id));
        await expectDomainError(
          db.transactions.attachCheckout(other.orderId, { sessionId, paymentUrl: 'u' }),
          'conflict',
        );
      });

      it('updates the status and lists newest first by status', async () => {
        const user = await newUser();
        const older = await db.transactions.create(aTransaction(user.id));
        const newer = await db.transactions.create(aTransaction(user.id));
        const at = new Date('2030-01-02T03:04:05.678Z');
        const updated = await db.transactions.updateStatus(newer.orderId, {
          status: 'failed',
          webhookProcessedAt: at,
        });
        expect(updated).toMatchObject({ status: 'failed', webhookProcessedAt: at });
        expect(await db.transactions.updateStatus('missing', { status: 'failed' })).toBeNull();
        const all = await db.transactions.list({ userId: user.id, page: 1, limit: 10 });
        expect(all.items.map((t) => t.orderId)).toEqual([newer.orderId, older.orderId]);
        const failed = await db.transactions.list({
          userId: user.id,
          page: 1,
          limit: 10,
          filters: { status: 'failed' },
        });
        expect(failed.items.map((t) => t.orderId)).toEqual([newer.orderId]);
      });
    });

    describe('credit ledger', () => {
      it('credits a paid order once: one top-up entry and the flag', async () => {
        const user = await newUser();
        const { orderId } = await db.transactions.create(aTransaction(user.id, { credits: 40 }));
        const first = await db.creditLedger.creditOrder(orderId);
        expect(first).toMatchObject({ outcome: 'credited', balance: 40 });
        expect(first.outcome === 'credited' && first.entry).toMatchObject({
          kind: 'topup',
          amount: 40,
          idempotencyKey: `topup:${orderId}`,
          reference: orderId,
          balanceAfter: 40,
        });
        const again = await db.creditLedger.creditOrder(orderId);
        expect(again).toMatchObject({ outcome: 'already_credited', balance: 40 });
        expect((await db.transactions.findByOrderId(orderId))?.credited).toBe(true);
        expect((await db.users.findById(user.id))?.creditsBalance).toBe(40);
        await expectLedgerConsistent(user.id);
      });

      it('debits once per generation and refuses what the balance cannot cover', async () => {
        const user = await userWithCredits(5);
        const generationId = randomUUID();
        const debit = await db.creditLedger.debit({ userId: user.id, generationId, credits: 3 });
        expect(debit.ok && debit.value).toMatchObject({ applied: true, balance: 2 });
        const repeat = await db.creditLedger.debit({ userId: user.id, generationId, credits: 3 });
        expect(repeat.ok && repeat.value).toMatchObject({ applied: false, balance: 2 });
        const short = await db.creditLedger.debit({
          userId: user.id,
          generationId: randomUUID(),
          credits: 7,
        });
        expect(short.ok).toBe(false);
        if (!short.ok) {
          expect(short.error.code).toBe('insufficient_credits');
          expect(short.error.details).toMatchObject({ required: 7, available: 2, shortfall: 5 });
          expect(short.error.message).toBe('Insufficient credits: need 5 more credits');
        }
        expect(await db.creditLedger.balance(user.id)).toBe(2);
        await expectLedgerConsistent(user.id);
      });

      it('refunds a debited generation once, and nothing that was not debited', async () => {
        const [user, other] = [await userWithCredits(10), await userWithCredits(10)];
        const generationId = randomUUID();
        await db.creditLedger.debit({ userId: user.id, generationId, credits: 4 });
        const none = await db.creditLedger.refund({ userId: user.id, generationId: randomUUID() });
        expect(!none.ok && none.error.code).toBe('refund_without_debit');
        const foreign = await db.creditLedger.refund({ userId: other.id, generationId });
        expect(!foreign.ok && foreign.error.code).toBe('refund_without_debit');
        const refund = await db.creditLedger.refund({ userId: user.id, generationId });
        expect(refund.ok && refund.value).toMatchObject({ applied: true, balance: 10 });
        expect(refund.ok && refund.value.entry).toMatchObject({ kind: 'refund', amount: 4 });
        const twice = await db.creditLedger.refund({ userId: user.id, generationId });
        expect(twice.ok && twice.value).toMatchObject({ applied: false, balance: 10 });
        expect(await db.creditLedger.balance(other.id)).toBe(10);
        await expectLedgerConsistent(user.id);
      });

      it('adjusts both ways but never below zero', async () => {
        const user = await userWithCredits(3);
        const down = await db.creditLedger.adjust({
          userId: user.id,
          reference: randomUUID(),
          credits: -5,
          reason: 'test',
        });
        expect(!down.ok && down.error.code).toBe('negative_balance');
        const up = await db.creditLedger.adjust({
          userId: user.id,
          reference: randomUUID(),
          credits: 2,
          reason: 'goodwill',
        });
        expect(up.ok && up.value.entry).toMatchObject({ kind: 'adjustment', reason: 'goodwill' });
        expect(await db.creditLedger.balance(user.id)).toBe(5);
        await expectLedgerConsistent(user.id);
      });

      it('refuses malformed entries and unknown users', async () => {
        const user = await userWithCredits(5);
        const zero = await db.creditLedger.debit({
          userId: user.id,
          generationId: 'g',
          credits: 0,
        });
        expect(!zero.ok && zero.error.code).toBe('invalid_entry');
        const frac = await db.creditLedger.debit({
          userId: user.id,
          generationId: 'g',
          credits: 1.5,
        });
        expect(!frac.ok && frac.error.code).toBe('invalid_entry');
        const ghost = await db.creditLedger.debit({
          userId: randomUUID(),
          generationId: randomUUID(),
          credits: 1,
        });
        expect(!ghost.ok && ghost.error.code).toBe('not_found');
        const ghostAdjustment = await db.creditLedger.adjust({
          userId: randomUUID(),
          reference: randomUUID(),
          credits: 1,
          reason: 'ghost',
        });
        expect(!ghostAdjustment.ok && ghostAdjustment.error.code).toBe('not_found');
        await expectLedgerConsistent(user.id);
      });

      it('50 concurrent debits on a balance covering k: exactly k succeed, never below zero', async () => {
        const cost = 3;
        const k = 7;
        const user = await userWithCredits(cost * k + 2);
        const results = await Promise.all(
          Array.from({ length: 50 }, () =>
            db.creditLedger.debit({ userId: user.id, generationId: randomUUID(), credits: cost }),
          ),
        );
        expect(results.filter((r) => r.ok)).toHaveLength(k);
        const failures = results.filter((r) => !r.ok);
        expect(failures).toHaveLength(50 - k);
        for (const f of failures) expect(!f.ok && f.error.code).toBe('insufficient_credits');
        expect(await db.creditLedger.balance(user.id)).toBe(2);
        await expectLedgerConsistent(user.id);
      });

      it('creditOrder: 50 concurrent calls credit the order exactly once', async () => {
        const user = await newUser();
        const order = await db.transactions.create(aTransaction(user.id, { credits: 120 }));
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            db.creditLedger.creditOrder(order.orderId, { status: i % 2 ? 'completed' : 'success' }),
          ),
        );
        expect(results.filter((r) => r.outcome === 'credited')).toHaveLength(1);
        expect(results.filter((r) => r.outcome === 'already_credited')).toHaveLength(49);
        const stored = await db.transactions.findByOrderId(order.orderId);
        expect(stored?.credited).toBe(true);
        expect(['completed', 'success']).toContain(stored?.status);
        expect(stored?.webhookProcessedAt).toBeInstanceOf(Date);
        expect(await db.creditLedger.balance(user.id)).toBe(120);
        await expectLedgerConsistent(user.id);
        expect(await db.creditLedger.creditOrder(`missing_${randomUUID()}`)).toEqual({
          outcome: 'not_found',
        });
      });
    });

    describe('transactions that fail half-way', () => {
      it('leave nothing written', async () => {
        const user = await userWithCredits(10);
        const before = await ledgerSum(db, user.id);
        const orders = async () =>
          (await db.transactions.list({ userId: user.id, page: 1, limit: 5 })).total;
        const ordersBefore = await orders();
        let textId = '';
        await expect(
          db.transaction(async (repos) => {
            const text = await repos.savedTexts.create(aSavedText(user.id));
            textId = text.id;
            const debit = await repos.creditLedger.debit({
              userId: user.id,
              generationId: randomUUID(),
              credits: 4,
            });
            expect(debit.ok).toBe(true);
            await repos.users.updateProfile(user.id, { fullName: 'Half Written' });
            await repos.transactions.create(aTransaction(user.id));
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(textId).not.toBe('');
        expect(await db.savedTexts.findById(user.id, textId)).toBeNull();
        expect(await db.creditLedger.balance(user.id)).toBe(10);
        expect(await ledgerSum(db, user.id)).toBe(before);
        expect((await db.users.findById(user.id))?.fullName).toBe('Test User');
        expect(await orders()).toBe(ordersBefore);
      });

      it('commit together when nothing throws; a repeated ledger key inside stays harmless', async () => {
        const user = await userWithCredits(10);
        const generationId = randomUUID();
        await db.transaction(async (repos) => {
          const generation = await repos.generations.createWithId(
            generationId,
            aGeneration(user.id, { costCredits: 3 }),
          );
          await repos.creditLedger.debit({
            userId: user.id,
            generationId: generation.id,
            credits: 3,
          });
          const again = await repos.creditLedger.debit({
            userId: user.id,
            generationId: generation.id,
            credits: 3,
          });
          expect(again.ok && again.value.applied).toBe(false);
        });
        expect((await db.generations.findById(user.id, generationId))?.costCredits).toBe(3);
        expect(await db.creditLedger.balance(user.id)).toBe(7);
        await expectLedgerConsistent(user.id);
      });
    });
  });
}

function inMinutes(minutes: number): Date {
  return new Date(Date.now() + minutes * 60_000);
}
