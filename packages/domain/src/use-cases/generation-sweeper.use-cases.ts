import type { UseCasePorts } from './deps';

/** Default age after which a still-`pending` generation is given up (GENERATION_TIMEOUT_MINUTES). */
export const DEFAULT_GENERATION_TIMEOUT_MINUTES = 10;

/** The error_message of a generation the sweeper gave up on. */
export const GENERATION_TIMED_OUT_MESSAGE = 'Generation timed out';

export interface GenerationSweeperSettings {
  /** A pending generation older than this is failed and refunded (default 10 minutes). */
  readonly timeoutMs?: number;
  /** Rows read per batch (default 100); a sweep reads at most `maxBatches` batches. */
  readonly batchSize?: number;
  readonly maxBatches?: number;
}

export interface SweepReport {
  /** Generations this sweep marked failed and refunded. */
  readonly refunded: number;
  /** Trials this sweep lapsed (their remaining credits, if any, as one `trial-lapse` entry). */
  readonly trialsLapsed: number;
  /** Stale generations someone else settled first (a late completion, another instance). */
  readonly skipped: number;
  /** Generations whose settlement threw (database errors); the next sweep retries them. */
  readonly errors: number;
  /** Closed accounts whose leftover media folder (or S3 prefix) this sweep removed. */
  readonly mediaFoldersRemoved: number;
}

/**
 * Runs at start and every minute on each instance. Three jobs: gives up on generations left
 * `pending`, lapses what is left of trials that reached their end (`trial-lapse:<userId>`,
 * once, behind the ledger's conditional UPDATE; bought credits never lapse), and removes what
 * is left of closed accounts' media.
 *
 * Gives up on generations left `pending` (the process or its database connection died between
 * the debit and the completion or refund): each stale one is marked failed with
 * 'Generation timed out' and refunded (`refund:<generationId>`) in one transaction. The
 * conditional `settlePending` (UPDATE … WHERE status = 'pending') lets exactly one settler win,
 * so concurrent sweeps on several instances and a completion arriving late never refund twice
 * nor leave a refunded generation completed; the refund's idempotency key is a second guard.
 */
export function createGenerationSweeper(
  ports: Pick<UseCasePorts, 'generations' | 'unitOfWork' | 'clock' | 'events'> &
    Partial<Pick<UseCasePorts, 'creditLedger' | 'trials' | 'mediaStore' | 'accountClosure'>>,
  settings: GenerationSweeperSettings = {},
) {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_GENERATION_TIMEOUT_MINUTES * 60_000;
  const batchSize = settings.batchSize ?? 100;
  const maxBatches = settings.maxBatches ?? 10;

  /** True when this call failed and refunded it; false when someone settled it first. */
  async function settle(userId: string, generationId: string): Promise<boolean> {
    return ports.unitOfWork.run(async (repos) => {
      const won = await repos.generations.settlePending(userId, generationId, {
        status: 'failed',
        errorMessage: GENERATION_TIMED_OUT_MESSAGE,
      });
      if (!won) return false;
      const refund = await repos.creditLedger.refund({ userId, generationId });
      // Throwing rolls the status change back: the generation stays pending for the next sweep.
      if (!refund.ok) throw refund.error;
      return true;
    });
  }

  /** Where the next sweep goes on reading the media store's owners (null: from the start). */
  let mediaCursor: string | null = null;

  /**
   * Removes the media folders of closed accounts: a job that stored after the deletion and
   * died before removing it, or a removal that failed. Each sweep reads up to `maxBatches`
   * pages of owners on from where the last one stopped, so every folder is visited in turn.
   */
  async function removeLeftoverMedia(
    mediaStore: NonNullable<UseCasePorts['mediaStore']>,
    accountClosure: NonNullable<UseCasePorts['accountClosure']>,
  ) {
    let removed = 0;
    let errors = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const owners = await mediaStore.owners(mediaCursor, batchSize);
      mediaCursor = owners.length < batchSize ? null : (owners.at(-1) ?? null);
      for (const userId of await accountClosure.closedAmong(owners)) {
        try {
          await mediaStore.removeAllOf(userId);
          removed++;
        } catch {
          errors++;
        }
      }
      if (mediaCursor === null) break;
    }
    return { removed, errors };
  }

  /** Lapses due trials; each lapse's new balance goes into `balances`. */
  async function lapseTrials(
    trials: NonNullable<UseCasePorts['trials']>,
    balances: Map<string, number>,
  ) {
    let lapsed = 0;
    let errors = 0;
    const now = ports.clock.now();
    const seen = new Set<string>();
    for (let batch = 0; batch < maxBatches; batch++) {
      const due = (await trials.dueTrials(now, batchSize)).filter((id) => !seen.has(id));
      for (const userId of due) {
        seen.add(userId);
        try {
          const lapse = await trials.lapseTrial(userId, now);
          if (!lapse) continue;
          lapsed++;
          if (lapse.lapsed > 0) balances.set(userId, lapse.balance);
        } catch {
          errors++;
        }
      }
      if (due.length === 0 || due.length < batchSize) break;
    }
    return { lapsed, errors };
  }

  return {
    timeoutMs,

    async sweep(): Promise<SweepReport> {
      const cutoff = new Date(ports.clock.now().getTime() - timeoutMs);
      let refunded = 0;
      let skipped = 0;
      let errors = 0;
      const seen = new Set<string>();
      const refundedUsers = new Set<string>();
      const lapsedBalances = new Map<string, number>();
      for (let batch = 0; batch < maxBatches; batch++) {
        const stale = (await ports.generations.findStalePending(cutoff, batchSize)).filter(
          (generation) => !seen.has(generation.id),
        );
        for (const generation of stale) {
          seen.add(generation.id);
          try {
            if (await settle(generation.userId, generation.id)) {
              refunded++;
              refundedUsers.add(generation.userId);
            } else {
              skipped++;
            }
          } catch {
            errors++;
          }
        }
        // A short batch was the last one; rows that keep failing are not re-read in this sweep.
        if (stale.length === 0 || stale.length < batchSize) break;
      }
      const trials = ports.trials
        ? await lapseTrials(ports.trials, lapsedBalances)
        : { lapsed: 0, errors: 0 };
      errors += trials.errors;
      const media =
        ports.mediaStore && ports.accountClosure
          ? await removeLeftoverMedia(ports.mediaStore, ports.accountClosure).catch(() => ({
              removed: 0,
              errors: 1,
            }))
          : { removed: 0, errors: 0 };
      errors += media.errors;
      if (ports.events) {
        for (const userId of new Set([...refundedUsers, ...lapsedBalances.keys()])) {
          const balance = ports.creditLedger
            ? await ports.creditLedger.balance(userId).catch(() => null)
            : (lapsedBalances.get(userId) ?? null);
          if (balance === null) continue;
          await ports.events
            .publish({ type: 'balance.changed', userId, balance })
            .catch(() => undefined);
        }
      }
      return {
        refunded,
        skipped,
        errors,
        trialsLapsed: trials.lapsed,
        mediaFoldersRemoved: media.removed,
      };
    },
  };
}

export type GenerationSweeper = ReturnType<typeof createGenerationSweeper>;
