import type { CommercePorts } from './commerce.ports';

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
  /** Stale generations someone else settled first (a late completion, another instance). */
  readonly skipped: number;
  /** Generations whose settlement threw (database errors); the next sweep retries them. */
  readonly errors: number;
}

/**
 * Gives up on generations left `pending` (the process or its database connection died between
 * the debit and the completion or refund): each stale one is marked failed with
 * 'Generation timed out' and refunded (`refund:<generationId>`) in one transaction. The
 * conditional `settlePending` (UPDATE … WHERE status = 'pending') lets exactly one settler win,
 * so concurrent sweeps on several instances and a completion arriving late never refund twice
 * nor leave a refunded generation completed; the refund's idempotency key is a second guard.
 */
export function createGenerationSweeper(
  ports: Pick<CommercePorts, 'generations' | 'ledgerUnitOfWork' | 'clock' | 'events'> &
    Partial<Pick<CommercePorts, 'creditLedger'>>,
  settings: GenerationSweeperSettings = {},
) {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_GENERATION_TIMEOUT_MINUTES * 60_000;
  const batchSize = settings.batchSize ?? 100;
  const maxBatches = settings.maxBatches ?? 10;

  /** True when this call failed and refunded it; false when someone settled it first. */
  async function settle(userId: string, generationId: string): Promise<boolean> {
    return ports.ledgerUnitOfWork.run(async (repos) => {
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

  return {
    timeoutMs,

    async sweep(): Promise<SweepReport> {
      const cutoff = new Date(ports.clock.now().getTime() - timeoutMs);
      let refunded = 0;
      let skipped = 0;
      let errors = 0;
      const seen = new Set<string>();
      const refundedUsers = new Set<string>();
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
      if (ports.events && ports.creditLedger) {
        for (const userId of refundedUsers) {
          const balance = await ports.creditLedger.balance(userId).catch(() => null);
          if (balance === null) continue;
          await ports.events
            .publish({ type: 'balance.changed', userId, balance })
            .catch(() => undefined);
        }
      }
      return { refunded, skipped, errors };
    },
  };
}

export type GenerationSweeper = ReturnType<typeof createGenerationSweeper>;
