import type {
  ActivityLogEntry,
  BillingProfile,
  Generation,
  SavedImage,
  SavedText,
  Session,
  Transaction,
  User,
} from '../../shared/entities';
import { DomainError, err, insufficientCredits, ok, type Result } from '../../shared/errors';
import type { CreditLedger, LedgerReceipt } from '../../ports/credit-ledger.port';
import type { CreditOrderOutcome, OrderCrediting } from '../../ports/order-crediting.port';
import type { QuoteStore, StoredQuote } from '../../ports/quote-store.port';
import type { AccountClosure } from '../../ports/account-closure.port';
import type { ActivityLog } from '../../ports/activity-log.port';
import type { ConfirmationMarks } from '../../ports/confirmation-marks.port';
import type { BillingProfileRepository } from '../../ports/billing-profile-repository.port';
import type { ListQuery, Page } from '../../ports/common.port';
import type {
  GenerationJob,
  GenerationJobHandler,
  GenerationQueue,
} from '../../ports/generation-queue.port';
import type { GenerationRepository } from '../../ports/generation-repository.port';
import type { LinkedIdentityRepository } from '../../ports/linked-identity-repository.port';
import type { MediaStore } from '../../ports/media-store.port';
import type { NewUpload, Upload, UploadRepository } from '../../ports/upload-repository.port';
import type { PasswordHasher } from '../../ports/password-hasher.port';
import type {
  NewPersonalToken,
  PersonalToken,
  PersonalTokenRepository,
} from '../../ports/personal-token-repository.port';
import type { RateLimitDecision, ThrottlingRateLimiter } from '../../ports/rate-limiter.port';
import type { SavedImageRepository } from '../../ports/saved-image-repository.port';
import type { SavedTextRepository } from '../../ports/saved-text-repository.port';
import type { SessionRepository } from '../../ports/session-repository.port';
import type { TransactionRepository } from '../../ports/transaction-repository.port';
import type { TrialClaims } from '../../ports/trial-claims.port';
import type { TrialCredits } from '../../ports/trial-credits.port';
import {
  adjustmentEntry,
  type CreditLedgerEntry,
  debitEntry,
  refundEntry,
  topupEntry,
  trialGrantEntry,
} from '../../ledger/credit-ledger';
import { madeImage } from '../../generation/generation-record';
import { GENERATION_MEDIA, type Generators, perKind } from '../../generation/kinds';
import type { UserRepository } from '../../ports/user-repository.port';
import type { SessionTokens } from '../../ports/session-tokens.port';
import type { TransactionalRepositories, UnitOfWork } from '../../ports/unit-of-work.port';
import type { UseCasePorts } from '../deps';

/** In-memory fakes of every port the use cases take, for unit tests. */

export class FakeClock {
  constructor(public current = new Date('2025-01-15T12:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${(++seq).toString().padStart(6, '0')}`;

function paginate<T>(rows: T[], query: { page: number; limit: number }): Page<T> {
  const start = (query.page - 1) * query.limit;
  return { items: rows.slice(start, start + query.limit), total: rows.length };
}

function byCreated<T extends { createdAt: Date; id: string }>(order: 'asc' | 'desc') {
  return (a: T, b: T) => {
    const diff = a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
    return order === 'asc' ? diff : -diff;
  };
}

/** A reversible hasher: 'hashed:<params>:<password>', fast and transparent in assertions. */
export class FakeHasher implements PasswordHasher {
  params = 'v2';
  hashes = 0;
  verifications = 0;
  async hash(password: string): Promise<string> {
    this.hashes++;
    return `hashed:${this.params}:${password}`;
  }
  async verify(hash: string, password: string): Promise<boolean> {
    this.verifications++;
    return hash.endsWith(`:${password}`) && hash.startsWith('hashed:');
  }
  needsRehash(hash: string): boolean {
    return !hash.startsWith(`hashed:${this.params}:`);
  }
}

export class FakeTokens implements SessionTokens {
  issue() {
    const token = nextId('token');
    return { token, tokenHash: this.hash(token) };
  }
  hash(token: string): string {
    return `sha256(${token})`;
  }
}

/** Sliding-window limiter over the fake clock. */
export class FakeRateLimiter implements ThrottlingRateLimiter {
  readonly hits = new Map<string, number[]>();
  constructor(private readonly clock: FakeClock) {}
  #live(key: string, windowMs: number): number[] {
    const now = this.clock.now().getTime();
    const live = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs);
    this.hits.set(key, live);
    return live;
  }
  async peek(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const live = this.#live(key, windowMs);
    const now = this.clock.now().getTime();
    const resetAfterMs = live[0] === undefined ? 0 : live[0] + windowMs - now;
    if (live.length < limit)
      return {
        allowed: true,
        limit,
        remaining: limit - live.length,
        retryAfterMs: 0,
        resetAfterMs,
      };
    const oldest = live[live.length - limit] ?? now;
    return {
      allowed: false,
      limit,
      remaining: 0,
      retryAfterMs: oldest + windowMs - now,
      resetAfterMs,
    };
  }
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const decision = await this.peek(key, limit, windowMs);
    if (decision.allowed) {
      this.#live(key, windowMs).push(this.clock.now().getTime());
      return this.peek(key, limit, windowMs).then((after) => ({
        ...after,
        allowed: true,
        retryAfterMs: 0,
      }));
    }
    return decision;
  }
  async reset(key: string): Promise<void> {
    this.hits.delete(key);
  }
}

export class FakeUsers implements UserRepository {
  readonly rows = new Map<string, User>();
  constructor(private readonly clock: FakeClock) {}
  async create(user: Parameters<UserRepository['create']>[0]): Promise<User> {
    const email = user.email.trim().toLowerCase();
    if ([...this.rows.values()].some((row) => row.email === email)) {
      throw new DomainError('email_taken', 'An account with this email already exists');
    }
    const now = this.clock.now();
    const row: User = {
      id: nextId('user'),
      email,
      passwordHash: user.passwordHash,
      fullName: user.fullName,
      phone: user.phone ?? null,
      language: user.language,
      creditsBalance: 0,
      trialCredits: 0,
      trialExpiresAt: null,
      emailVerifiedAt: null,
      trialOwedCredits: 0,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    this.rows.set(row.id, row);
    return row;
  }
  async findById(userId: string) {
    const row = this.rows.get(userId);
    return row && !row.deletedAt ? row : null;
  }
  async findByEmail(email: string) {
    const wanted = email.trim().toLowerCase();
    return [...this.rows.values()].find((row) => row.email === wanted && !row.deletedAt) ?? null;
  }
  async updateProfile(userId: string, patch: Parameters<UserRepository['updateProfile']>[1]) {
    const row = await this.findById(userId);
    if (!row) return null;
    const updated: User = {
      ...row,
      ...(patch.fullName !== undefined ? { fullName: patch.fullName } : {}),
      ...(patch.phone !== undefined ? { phone: patch.phone } : {}),
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      updatedAt: this.clock.now(),
    };
    this.rows.set(userId, updated);
    return updated;
  }
  async updatePasswordHash(userId: string, passwordHash: string) {
    const row = this.rows.get(userId);
    if (row) this.rows.set(userId, { ...row, passwordHash });
  }
}

/** The trial on the fake users' rows (the ledger itself is the SQL adapter's, tested there). */
export class FakeTrials implements TrialCredits {
  constructor(
    private readonly users: FakeUsers,
    private readonly clock: FakeClock,
  ) {}
  async grantTrial(input: { userId: string; credits: number; expiresAt: Date }) {
    const row = this.users.rows.get(input.userId);
    if (!row) throw new DomainError('not_found', 'No such user');
    const balance = row.creditsBalance + input.credits;
    this.users.rows.set(input.userId, {
      ...row,
      creditsBalance: balance,
      trialCredits: row.trialCredits + input.credits,
      trialExpiresAt: input.expiresAt,
    });
    const draft = trialGrantEntry(input.userId, input.credits);
    return {
      applied: true,
      balance,
      entry: {
        ...draft,
        id: nextId('ledger'),
        userId: input.userId,
        reason: null,
        balanceAfter: balance,
        trialAmount: input.credits,
        createdAt: this.clock.now(),
      },
    };
  }
  async dueTrials(now: Date) {
    return [...this.users.rows.values()]
      .filter((row) => row.trialExpiresAt && row.trialExpiresAt <= now)
      .map((row) => row.id);
  }
  async lapseTrial(userId: string, now: Date) {
    const row = this.users.rows.get(userId);
    if (!row?.trialExpiresAt || row.trialExpiresAt > now) return null;
    const balance = row.creditsBalance - row.trialCredits;
    this.users.rows.set(userId, {
      ...row,
      creditsBalance: balance,
      trialCredits: 0,
      trialExpiresAt: null,
    });
    return { lapsed: row.trialCredits, balance };
  }
}

/** The trial claims (the closure's set, so a closed account's claim counts) on the fake users. */
export class FakeTrialClaims implements TrialClaims {
  constructor(
    private readonly users: FakeUsers,
    readonly claims: Set<string>,
  ) {}
  async claim(claimAddress: string) {
    if (this.claims.has(claimAddress)) return false;
    this.claims.add(claimAddress);
    return true;
  }
  async owe(userId: string, credits: number) {
    const row = this.users.rows.get(userId);
    if (row) this.users.rows.set(userId, { ...row, trialOwedCredits: credits });
  }
  async markVerified(userId: string, now: Date) {
    const row = this.users.rows.get(userId);
    if (!row || row.deletedAt || row.emailVerifiedAt) return null;
    this.users.rows.set(userId, { ...row, emailVerifiedAt: now, trialOwedCredits: 0 });
    return { owedCredits: row.trialOwedCredits };
  }
}

export class FakeSessions implements SessionRepository {
  readonly rows = new Map<string, Session>();
  constructor(private readonly clock: FakeClock) {}
  async create(session: Parameters<SessionRepository['create']>[0]): Promise<Session> {
    const row: Session = {
      id: nextId('session'),
      userId: session.userId,
      tokenHash: session.tokenHash,
      createdAt: this.clock.now(),
      expiresAt: session.expiresAt,
      revokedAt: null,
      userAgent: session.userAgent ?? null,
      ipAddress: session.ipAddress ?? null,
    };
    this.rows.set(row.id, row);
    return row;
  }
  async findActive(tokenHash: string, now: Date) {
    return (
      [...this.rows.values()].find(
        (row) => row.tokenHash === tokenHash && !row.revokedAt && row.expiresAt > now,
      ) ?? null
    );
  }
  async revoke(userId: string, sessionId: string) {
    const row = this.rows.get(sessionId);
    if (row && row.userId === userId && !row.revokedAt) {
      this.rows.set(sessionId, { ...row, revokedAt: this.clock.now() });
    }
  }
  async revokeAll(userId: string, exceptSessionId?: string) {
    let count = 0;
    for (const row of this.rows.values()) {
      if (row.userId === userId && !row.revokedAt && row.id !== exceptSessionId) {
        this.rows.set(row.id, { ...row, revokedAt: this.clock.now() });
        count++;
      }
    }
    return count;
  }
  async extend(session: Session, expiresAt: Date) {
    const row = this.rows.get(session.id);
    if (row && row.userId === session.userId && !row.revokedAt && row.expiresAt < expiresAt) {
      this.rows.set(row.id, { ...row, expiresAt });
    }
  }
  async listActive(userId: string, now: Date) {
    return [...this.rows.values()]
      .filter((row) => row.userId === userId && !row.revokedAt && row.expiresAt > now)
      .map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        lastActiveAt: row.createdAt,
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
      }));
  }
  async deleteExpired(now: Date) {
    let count = 0;
    for (const row of [...this.rows.values()]) {
      if (row.expiresAt < now) {
        this.rows.delete(row.id);
        count++;
      }
    }
    return count;
  }
}

type FakePersonalTokenRow = PersonalToken & { tokenHash: string; revokedAt: Date | null };

export class FakePersonalTokens implements PersonalTokenRepository {
  readonly rows = new Map<string, FakePersonalTokenRow>();
  constructor(
    private readonly clock: FakeClock,
    private readonly users?: FakeUsers,
  ) {}
  #live(row: FakePersonalTokenRow, now: Date) {
    return !row.revokedAt && (!row.expiresAt || row.expiresAt > now);
  }
  async create(token: NewPersonalToken): Promise<PersonalToken> {
    const row: FakePersonalTokenRow = {
      ...token,
      id: nextId('pat'),
      createdAt: this.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    this.rows.set(row.id, row);
    const { tokenHash: _hash, revokedAt: _revoked, ...personalToken } = row;
    return personalToken;
  }
  async listActive(userId: string, now: Date) {
    return [...this.rows.values()]
      .filter((row) => row.userId === userId && this.#live(row, now))
      .reverse();
  }
  async revoke(userId: string, id: string) {
    const row = this.rows.get(id);
    if (!row || row.userId !== userId || !this.#live(row, this.clock.now())) return false;
    this.rows.set(id, { ...row, revokedAt: this.clock.now() });
    return true;
  }
  async revokeAll(userId: string) {
    let count = 0;
    for (const row of this.rows.values()) {
      if (row.userId === userId && this.#live(row, this.clock.now())) {
        this.rows.set(row.id, { ...row, revokedAt: this.clock.now() });
        count++;
      }
    }
    return count;
  }
  async findActive(tokenHash: string, now: Date) {
    const row = [...this.rows.values()].find(
      (r) => r.tokenHash === tokenHash && this.#live(r, now),
    );
    const owner = this.users?.rows.get(row?.userId ?? '');
    if (!row || (this.users && (!owner || owner.deletedAt))) return null;
    return row;
  }
  async touch(id: string, at: Date) {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, lastUsedAt: at });
  }
}

export class FakeActivityLog implements ActivityLog {
  readonly rows: ActivityLogEntry[] = [];
  constructor(private readonly clock: FakeClock) {}
  async record(entry: Parameters<ActivityLog['record']>[0]) {
    this.rows.push({
      id: nextId('activity'),
      userId: entry.userId,
      action: entry.action,
      ipAddress: entry.ipAddress ?? null,
      userAgent: entry.userAgent ?? null,
      metadata: entry.metadata ?? null,
      createdAt: this.clock.now(),
    });
  }
  async list(query: ListQuery) {
    return paginate(
      this.rows.filter((row) => row.userId === query.userId).sort(byCreated('desc')),
      query,
    );
  }
  actions(userId?: string): string[] {
    return this.rows.filter((row) => !userId || row.userId === userId).map((row) => row.action);
  }
}

export class FakeBillingProfiles implements BillingProfileRepository {
  readonly rows: BillingProfile[] = [];
  constructor(private readonly clock: FakeClock) {}
  async list(userId: string) {
    return this.rows.filter((row) => row.userId === userId && !row.deletedAt);
  }
  async findById(userId: string, profileId: string) {
    return (await this.list(userId)).find((row) => row.id === profileId) ?? null;
  }
  async create(profile: Parameters<BillingProfileRepository['create']>[0]) {
    const now = this.clock.now();
    const row: BillingProfile = {
      ...profile,
      id: nextId('billing'),
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    this.rows.push(row);
    return row;
  }
  async delete(userId: string, profileId: string) {
    const index = this.rows.findIndex(
      (row) => row.id === profileId && row.userId === userId && !row.deletedAt,
    );
    const row = this.rows[index];
    if (!row) return false;
    this.rows[index] = { ...row, deletedAt: this.clock.now() };
    return true;
  }
}

export class FakeSavedImages implements SavedImageRepository {
  readonly rows: SavedImage[] = [];
  constructor(private readonly clock: FakeClock) {}
  async createMany(userId: string, images: Parameters<SavedImageRepository['createMany']>[1]) {
    const now = this.clock.now();
    const created = images.map(
      (image): SavedImage => ({
        ...image,
        derivedFrom: image.derivedFrom ?? null,
        userId,
        id: nextId('image'),
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      }),
    );
    this.rows.push(...created);
    return created;
  }
  async findById(userId: string, imageId: string) {
    return (
      this.rows.find((row) => row.id === imageId && row.userId === userId && !row.deletedAt) ?? null
    );
  }
  async liveIdsByUrl(userId: string, urls: readonly string[]) {
    const ids = new Map<string, string>();
    for (const row of [...this.rows].sort(byCreated('asc'))) {
      if (row.userId === userId && !row.deletedAt && urls.includes(row.imageUrl)) {
        ids.set(row.imageUrl, row.id);
      }
    }
    return ids;
  }
  async list(query: Parameters<SavedImageRepository['list']>[0]) {
    const f = query.filters ?? {};
    const order = query.sort?.order ?? 'desc';
    const rows = this.rows
      .filter((row) => row.userId === query.userId && !row.deletedAt)
      .filter((row) => !f.style || row.style === f.style)
      .filter((row) => !f.size || row.size === f.size)
      .filter((row) => !f.aspectRatio || row.aspectRatio === f.aspectRatio)
      .filter((row) => !f.search || row.prompt.toLowerCase().includes(f.search.toLowerCase()))
      .sort(
        query.sort?.by === 'prompt'
          ? (a, b) => (order === 'asc' ? 1 : -1) * a.prompt.localeCompare(b.prompt)
          : byCreated(order),
      );
    return paginate(rows, query);
  }
  async delete(userId: string, imageId: string) {
    const row = await this.findById(userId, imageId);
    if (!row) return false;
    this.rows.splice(this.rows.indexOf(row), 1, { ...row, deletedAt: this.clock.now() });
    return true;
  }
}

export class FakeSavedTexts implements SavedTextRepository {
  readonly rows: SavedText[] = [];
  constructor(private readonly clock: FakeClock) {}
  async create(text: Parameters<SavedTextRepository['create']>[0]) {
    const now = this.clock.now();
    const row: SavedText = {
      ...text,
      id: nextId('text'),
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    this.rows.push(row);
    return row;
  }
  async findById(userId: string, textId: string) {
    return (
      this.rows.find((row) => row.id === textId && row.userId === userId && !row.deletedAt) ?? null
    );
  }
  async list(query: Parameters<SavedTextRepository['list']>[0]) {
    const f = query.filters ?? {};
    const search = f.search?.toLowerCase();
    const rows = this.rows
      .filter((row) => row.userId === query.userId && !row.deletedAt)
      .filter((row) => !f.textType || row.textType === f.textType)
      .filter((row) => !f.textLength || row.textLength === f.textLength)
      .filter((row) => !f.writingStyle || row.writingStyle === f.writingStyle)
      .filter(
        (row) =>
          !search ||
          row.prompt.toLowerCase().includes(search) ||
          row.content.toLowerCase().includes(search),
      )
      .sort(byCreated('desc'));
    return paginate(rows, query);
  }
  async delete(userId: string, textId: string) {
    const row = await this.findById(userId, textId);
    if (!row) return false;
    this.rows.splice(this.rows.indexOf(row), 1, { ...row, deletedAt: this.clock.now() });
    return true;
  }
}

export class FakeGenerations implements GenerationRepository {
  readonly rows: Generation[] = [];
  constructor(private readonly clock: FakeClock) {}
  create(generation: Parameters<GenerationRepository['create']>[0]) {
    return this.createWithId(nextId('generation'), generation);
  }
  async createWithId(id: string, generation: Parameters<GenerationRepository['create']>[0]) {
    const now = this.clock.now();
    const row: Generation = {
      id,
      userId: generation.userId,
      generationType: generation.generationType,
      prompt: generation.prompt,
      resultUrl: null,
      costCredits: generation.costCredits,
      status: generation.status ?? 'pending',
      parameters: generation.parameters ?? null,
      errorMessage: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    this.rows.push(row);
    return row;
  }
  async findById(userId: string, generationId: string) {
    return this.rows.find((row) => row.id === generationId && row.userId === userId) ?? null;
  }
  async findByImageUrl(userId: string, url: string) {
    return (
      this.rows.find(
        (row) => row.userId === userId && row.status === 'completed' && madeImage(row, url),
      ) ?? null
    );
  }
  async list(query: Parameters<GenerationRepository['list']>[0]) {
    const rows = this.rows
      .filter((row) => row.userId === query.userId && !row.deletedAt)
      .sort(byCreated(query.sort?.order ?? 'desc'));
    return paginate(rows, query);
  }
  async update(
    userId: string,
    generationId: string,
    update: Parameters<GenerationRepository['update']>[2],
  ) {
    const index = this.rows.findIndex((row) => row.id === generationId && row.userId === userId);
    const row = this.rows[index];
    if (!row) return null;
    const next: Generation = {
      ...row,
      status: update.status,
      ...(update.resultUrl !== undefined ? { resultUrl: update.resultUrl } : {}),
      ...(update.errorMessage !== undefined ? { errorMessage: update.errorMessage } : {}),
      ...(update.parameters !== undefined ? { parameters: update.parameters } : {}),
    };
    this.rows[index] = next;
    return next;
  }
  async settlePending(
    userId: string,
    generationId: string,
    update: Parameters<GenerationRepository['settlePending']>[2],
  ) {
    // Check and write in one synchronous step, as the conditional UPDATE is one statement.
    const row = this.rows.find((r) => r.id === generationId && r.userId === userId);
    if (row?.status !== 'pending') return false;
    await this.update(userId, generationId, update);
    return true;
  }
  async findStalePending(createdBefore: Date, limit: number) {
    return this.rows
      .filter((row) => row.status === 'pending' && row.createdAt < createdBefore)
      .sort(byCreated('asc'))
      .slice(0, limit);
  }
}

export class FakeTransactions implements TransactionRepository {
  readonly rows: Transaction[] = [];
  constructor(private readonly clock: FakeClock) {}
  async create(transaction: Parameters<TransactionRepository['create']>[0]) {
    if (this.rows.some((row) => row.orderId === transaction.orderId)) {
      throw new DomainError('conflict', 'Duplicate order id');
    }
    const now = this.clock.now();
    const row: Transaction = {
      id: nextId('transaction'),
      orderId: transaction.orderId,
      sessionId: transaction.sessionId ?? null,
      userId: transaction.userId,
      userEmail: transaction.userEmail,
      credits: transaction.credits,
      amountCents: transaction.amountCents,
      currency: transaction.currency,
      status: transaction.status ?? 'pending',
      credited: false,
      paymentUrl: transaction.paymentUrl ?? null,
      quoteId: transaction.quoteId ?? null,
      webhookProcessedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    this.rows.push(row);
    return row;
  }
  async findForUser(userId: string, orderId: string) {
    return this.rows.find((row) => row.orderId === orderId && row.userId === userId) ?? null;
  }
  async findForUserBySessionId(userId: string, sessionId: string) {
    return this.rows.find((row) => row.sessionId === sessionId && row.userId === userId) ?? null;
  }
  async findByOrderId(orderId: string) {
    return this.rows.find((row) => row.orderId === orderId) ?? null;
  }
  async list(query: Parameters<TransactionRepository['list']>[0]) {
    const rows = this.rows
      .filter((row) => row.userId === query.userId)
      .sort(byCreated(query.sort?.order ?? 'desc'));
    return paginate(rows, query);
  }
  async attachCheckout(orderId: string, checkout: { sessionId: string; paymentUrl: string }) {
    const index = this.rows.findIndex((row) => row.orderId === orderId);
    const row = this.rows[index];
    if (row) this.rows[index] = { ...row, ...checkout };
  }
  async updateStatus(
    orderId: string,
    update: Parameters<TransactionRepository['updateStatus']>[1],
  ) {
    const index = this.rows.findIndex((row) => row.orderId === orderId);
    const row = this.rows[index];
    if (!row) return null;
    const next = {
      ...row,
      status: update.status,
      webhookProcessedAt: update.webhookProcessedAt ?? row.webhookProcessedAt,
    };
    this.rows[index] = next;
    return next;
  }
}

/** Media the fake store "issued": `/media/<userId>/<n>.<the kind's extension>`. */
const MEDIA_EXTENSIONS = GENERATION_MEDIA;

/** The uploads table in memory. */
export class FakeUploads implements UploadRepository {
  readonly rows: Upload[] = [];
  async create(upload: NewUpload): Promise<Upload> {
    this.rows.push(upload);
    return upload;
  }
  async find(userId: string, id: string): Promise<Upload | null> {
    return this.rows.find((row) => row.id === id && row.userId === userId) ?? null;
  }
}

export class FakeMediaStore implements MediaStore {
  readonly issued = new Map<string, string>();
  /** What was put under each key. */
  readonly files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  async put(input: { userId: string; bytes: Uint8Array; contentType: string }) {
    const extension = MEDIA_EXTENSIONS[input.contentType] ?? 'bin';
    const key = `${input.userId}/${nextId('media')}.${extension}`;
    const url = `/media/${key}`;
    this.issued.set(url, input.userId);
    this.files.set(key, { bytes: input.bytes, contentType: input.contentType });
    return { key, url };
  }
  async get(key: string) {
    return this.issued.has(`/media/${key}`) ? (this.files.get(key) ?? null) : null;
  }
  async stream() {
    return null;
  }
  async owns(url: string, userId: string) {
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    return this.issued.get(path) === userId;
  }
  keyOf(url: string) {
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    return this.issued.has(path) ? path.slice('/media/'.length) : null;
  }
  async remove(keys: readonly string[]) {
    for (const key of keys) this.issued.delete(`/media/${key}`);
  }
  async owners(after: string | null, limit: number) {
    return [...new Set(this.issued.values())]
      .filter((owner) => after === null || owner > after)
      .sort()
      .slice(0, limit);
  }
  async removeAllOf(userId: string) {
    let removed = 0;
    for (const [url, owner] of this.issued) {
      if (owner !== userId) continue;
      this.issued.delete(url);
      removed++;
    }
    return removed;
  }
}

/** A credit ledger of its own entries (FakeTrials keeps the users' trial column): balance = sum of entries, keys unique, never negative. */
export class FakeLedger implements CreditLedger, OrderCrediting {
  readonly entries_: CreditLedgerEntry[] = [];
  constructor(
    private readonly transactions: FakeTransactions,
    private readonly clock: FakeClock,
  ) {}
  async balance(userId: string) {
    return this.entries_.filter((e) => e.userId === userId).reduce((sum, e) => sum + e.amount, 0);
  }
  async #apply(
    userId: string,
    draft: ReturnType<typeof topupEntry>,
  ): Promise<Result<LedgerReceipt>> {
    const existing = this.entries_.find((e) => e.idempotencyKey === draft.idempotencyKey);
    if (existing)
      return ok({ applied: false, entry: existing, balance: await this.balance(userId) });
    const balance = (await this.balance(userId)) + draft.amount;
    if (balance < 0) return err(insufficientCredits(-draft.amount, await this.balance(userId)));
    const entry: CreditLedgerEntry = {
      ...draft,
      id: `e${this.entries_.length}`,
      userId,
      reason: draft.reason ?? null,
      balanceAfter: balance,
      createdAt: this.clock.now(),
    };
    this.entries_.push(entry);
    return ok({ applied: true, entry, balance });
  }
  debit(input: { userId: string; generationId: string; credits: number }) {
    return this.#apply(input.userId, debitEntry(input.generationId, input.credits));
  }
  async refund(input: { userId: string; generationId: string }) {
    const debit = this.entries_.find((e) => e.idempotencyKey === `debit:${input.generationId}`);
    if (!debit)
      return err(
        new DomainError('refund_without_debit', 'no debit', { generationId: input.generationId }),
      );
    return this.#apply(input.userId, refundEntry(input.generationId, -debit.amount));
  }
  adjust(input: { userId: string; reference: string; credits: number; reason: string }) {
    return this.#apply(input.userId, adjustmentEntry(input.reference, input.credits, input.reason));
  }
  async entries() {
    return { items: this.entries_, total: this.entries_.length };
  }
  async creditOrder(
    orderId: string,
    options: { status: 'completed' | 'success' },
  ): Promise<CreditOrderOutcome> {
    const order = await this.transactions.findByOrderId(orderId);
    if (!order?.userId) return { outcome: 'not_found' };
    // The flag flips once (the SQL ledger's conditional UPDATE), then the top-up is written.
    if (order.credited) {
      return {
        outcome: 'already_credited',
        transaction: order,
        balance: await this.balance(order.userId),
      };
    }
    this.transactions.rows[this.transactions.rows.indexOf(order)] = { ...order, credited: true };
    const receipt = await this.#apply(order.userId, topupEntry(orderId, order.credits));
    if (!receipt.ok) throw receipt.error;
    const updated = await this.transactions.updateStatus(orderId, { status: options.status });
    return {
      outcome: 'credited',
      transaction: updated ?? order,
      entry: receipt.value.entry,
      balance: receipt.value.balance,
    };
  }
}

/**
 * The embedded profile's queue for unit tests: a job runs at once in this process and its
 * progress is kept while it runs. The handler (the generation use cases' `runJob`) is attached
 * once the use cases exist, as the server attaches it to its in-process queue.
 */
/** Confirmation marks on the fake clock. */
export class FakeConfirmationMarks implements ConfirmationMarks {
  readonly #until = new Map<string, number>();
  constructor(private readonly clock: FakeClock) {}
  async mark(sessionId: string, ttlMs: number): Promise<void> {
    this.#until.set(sessionId, this.clock.now().getTime() + ttlMs);
  }
  async isMarked(sessionId: string): Promise<boolean> {
    return (this.#until.get(sessionId) ?? 0) > this.clock.now().getTime();
  }
}

export class FakeGenerationQueue implements GenerationQueue {
  #handler: GenerationJobHandler | undefined;
  readonly progressOf = new Map<string, number>();
  readonly cancelled: string[] = [];
  handle(handler: GenerationJobHandler): void {
    this.#handler = handler;
  }
  #attached(): GenerationJobHandler {
    if (!this.#handler) throw new Error('No generation job handler is attached');
    return this.#handler;
  }
  run(job: GenerationJob) {
    return this.#attached()(job);
  }
  async start(job: GenerationJob) {
    const handler = this.#attached();
    const id = job.generationId;
    this.progressOf.set(id, 0);
    const report = (percent: number) => {
      if (this.progressOf.has(id)) this.progressOf.set(id, percent);
    };
    // A job that threw (its database went away) stays pending: the sweeper refunds it.
    void handler(job, report)
      .catch(() => undefined)
      .finally(() => this.progressOf.delete(id));
  }
  async progress(generationId: string) {
    return this.progressOf.get(generationId) ?? null;
  }
  async cancel(generationIds: readonly string[]) {
    this.cancelled.push(...generationIds);
  }
}

export class FakeQuoteStore implements QuoteStore {
  readonly quotes = new Map<string, StoredQuote>();
  async put(quote: StoredQuote) {
    this.quotes.set(quote.id, quote);
  }
  async get(id: string) {
    return this.quotes.get(id) ?? null;
  }
}

/** Closing an account over the fake tables: the user row kept as an anonymised tombstone. */
export class FakeAccountClosure implements AccountClosure {
  readonly claims = new Set<string>();
  constructor(private readonly tables: Omit<FakeTables, 'accountClosure'>) {}
  async trialClaimed(claimAddress: string) {
    return this.claims.has(claimAddress);
  }
  async close(input: { userId: string; claimAddress: string; now: Date }) {
    const user = await this.tables.users.findById(input.userId);
    if (!user) return null;
    const tombstoneEmail = `${user.id}@deleted.invalid`;
    this.tables.users.rows.set(user.id, {
      ...user,
      email: tombstoneEmail,
      passwordHash: '',
      fullName: '',
      phone: null,
      deletedAt: input.now,
    });
    const others = <T extends { userId: string }>(rows: T[]) =>
      rows.splice(0, Infinity, ...rows.filter((row) => row.userId !== user.id));
    others(this.tables.billingProfiles.rows);
    others(this.tables.savedImages.rows);
    others(this.tables.savedTexts.rows);
    others(this.tables.activityLog.rows as { userId: string }[]);
    for (const [id, session] of this.tables.sessions.rows) {
      if (session.userId === user.id) this.tables.sessions.rows.delete(id);
    }
    this.claims.add(input.claimAddress);
    // The fake tables hold no orders: none to expire.
    return { tombstoneEmail, expiredSessionIds: [] };
  }
  async closedAmong(userIds: readonly string[]) {
    return userIds.filter((id) => this.tables.users.rows.get(id)?.deletedAt);
  }
}

/**
 * A unit of work over the fakes: it snapshots the whole state (every table, the ledger's entries,
 * the orders, the generations, the trial claims) before the work and puts it back when the work
 * throws, which is what a database transaction's rollback looks like from outside.
 */
export class FakeUnitOfWork implements UnitOfWork {
  runs = 0;
  rollbacks = 0;
  constructor(private readonly repos: TransactionalRepositories & FakeTables) {}
  async run<T>(work: (repos: TransactionalRepositories) => Promise<T>): Promise<T> {
    this.runs++;
    const snapshot = snapshotState(this.repos);
    try {
      return await work(this.repos);
    } catch (error) {
      this.rollbacks++;
      restoreState(snapshot);
      throw error;
    }
  }
}

interface FakeTables {
  users: FakeUsers;
  sessions: FakeSessions;
  personalTokens: FakePersonalTokens;
  activityLog: FakeActivityLog;
  billingProfiles: FakeBillingProfiles;
  savedImages: FakeSavedImages;
  savedTexts: FakeSavedTexts;
  generations: FakeGenerations;
  transactions: FakeTransactions;
  creditLedger: FakeLedger;
  accountClosure: FakeAccountClosure;
}

/** Every mutable collection the fakes keep: the state a transaction may change. */
type Store = Map<unknown, unknown> | unknown[] | Set<unknown>;

function stateOf(t: FakeTables): readonly Store[] {
  return [
    t.users.rows,
    t.sessions.rows,
    t.personalTokens.rows,
    t.activityLog.rows,
    t.billingProfiles.rows,
    t.savedImages.rows,
    t.savedTexts.rows,
    t.generations.rows,
    t.transactions.rows,
    t.creditLedger.entries_,
    t.accountClosure.claims,
  ];
}

/** The state's collections with a copy of what each held (rows are replaced, never mutated). */
function snapshotState(t: FakeTables) {
  return stateOf(t).map((store) => ({
    store,
    copy: store instanceof Map ? [...store.entries()] : [...store],
  }));
}

function restoreState(snapshot: ReturnType<typeof snapshotState>) {
  for (const { store, copy } of snapshot) {
    if (store instanceof Map) {
      store.clear();
      for (const [key, value] of copy as [unknown, unknown][]) store.set(key, value);
    } else if (store instanceof Set) {
      store.clear();
      for (const value of copy) store.add(value);
    } else {
      store.splice(0, Infinity, ...copy);
    }
  }
}

export type FakePorts = UseCasePorts & {
  readonly clock: FakeClock;
  readonly hasher: FakeHasher;
  readonly tokens: FakeTokens;
  readonly rateLimiter: FakeRateLimiter;
  readonly mediaStore: FakeMediaStore;
  readonly uploads: FakeUploads;
  readonly unitOfWork: FakeUnitOfWork;
  readonly creditLedger: FakeLedger;
  readonly quoteStore: FakeQuoteStore;
  readonly generationQueue: FakeGenerationQueue;
} & FakeTables & {
    readonly generations: FakeGenerations;
    readonly transactions: FakeTransactions;
    readonly trials: FakeTrials;
    readonly accountClosure: FakeAccountClosure;
    readonly trialClaims: FakeTrialClaims;
  };

/** A port these fakes do not model: a test that needs it passes its own. */
function notFaked<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, property) => {
      throw new Error(`The fake ports have no ${name} (asked for ${String(property)})`);
    },
  });
}

export function createFakePorts(): FakePorts {
  const clock = new FakeClock();
  const users = new FakeUsers(clock);
  const transactions = new FakeTransactions(clock);
  const creditLedger = new FakeLedger(transactions, clock);
  const repos = {
    users,
    sessions: new FakeSessions(clock),
    personalTokens: new FakePersonalTokens(clock, users),
    activityLog: new FakeActivityLog(clock),
    billingProfiles: new FakeBillingProfiles(clock),
    savedImages: new FakeSavedImages(clock),
    savedTexts: new FakeSavedTexts(clock),
    generations: new FakeGenerations(clock),
    transactions,
    creditLedger,
    trials: new FakeTrials(users, clock),
  };
  const accountClosure = new FakeAccountClosure(repos);
  const tables = {
    ...repos,
    accountClosure,
    trialClaims: new FakeTrialClaims(users, accountClosure.claims),
    linkedIdentities: notFaked<LinkedIdentityRepository>('linked identities'),
  };
  return {
    ...repos,
    clock,
    hasher: new FakeHasher(),
    tokens: new FakeTokens(),
    rateLimiter: new FakeRateLimiter(clock),
    mediaStore: new FakeMediaStore(),
    uploads: new FakeUploads(),
    imageDecoder: notFaked('image decoder'),
    accountClosure: tables.accountClosure,
    trialClaims: tables.trialClaims,
    linkedIdentities: tables.linkedIdentities,
    unitOfWork: new FakeUnitOfWork(tables),
    ids: { uuid: () => nextId('uuid'), token: () => nextId('token') },
    orderCrediting: creditLedger,
    quoteStore: new FakeQuoteStore(),
    generators: perKind<Generators>(() => []),
    generationQueue: new FakeGenerationQueue(),
    confirmations: new FakeConfirmationMarks(clock),
    accountStats: notFaked('account statistics'),
    exportRows: notFaked('export rows'),
    resetTokens: notFaked('password reset tokens'),
    verificationTokens: notFaked('email verification tokens'),
    mailSettings: notFaked('account mail settings'),
    mailer: notFaked('mailer'),
    shares: notFaked('share repository'),
    roles: notFaked('user roles'),
    operator: notFaked('operator queries'),
    idempotency: notFaked('idempotency store'),
    fxRates: notFaked('FX rates'),
    paymentProvider: notFaked('payment provider'),
    callbackSigner: notFaked('callback signer'),
    demoPageSigner: notFaked('demo page signer'),
  };
}
