import { DomainError, ok, type Result } from '../shared/errors';
import type { PersonalToken, TokenScope } from '../ports/personal-token-repository.port';
import type { PersonalTokenCreate } from '../validation/token.schema';
import type { UseCasePorts } from './deps';

/** Tells a personal access token from a session token before any lookup. */
export const PERSONAL_TOKEN_PREFIX = 'lumen_pat_';

/** Last use is written at most this often per token (each use would be a write otherwise). */
const TOUCH_EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TokenCaller {
  readonly userId: string;
  readonly tokenId: string;
  readonly scope: TokenScope;
}

export function createPersonalTokenUseCases(
  ports: Pick<UseCasePorts, 'personalTokens' | 'tokens' | 'clock'>,
) {
  return {
    /** The token is in this answer only; the database keeps its SHA-256. */
    async create(
      userId: string,
      input: PersonalTokenCreate,
    ): Promise<{ token: string; personalToken: PersonalToken }> {
      const token = `${PERSONAL_TOKEN_PREFIX}${ports.tokens.issue().token}`;
      const now = ports.clock.now();
      const personalToken = await ports.personalTokens.create({
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: ports.tokens.hash(token),
        expiresAt:
          input.expiresInDays === undefined
            ? null
            : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      });
      return { token, personalToken };
    },

    list(userId: string): Promise<PersonalToken[]> {
      return ports.personalTokens.listActive(userId, ports.clock.now());
    },

    async revoke(userId: string, id: string): Promise<Result<void>> {
      if (await ports.personalTokens.revoke(userId, id)) return ok(undefined);
      return { ok: false, error: new DomainError('not_found', 'Token not found') };
    },

    /** The caller behind a personal access token, or null (unknown, revoked or expired). */
    async authenticate(token: string): Promise<TokenCaller | null> {
      if (!token.startsWith(PERSONAL_TOKEN_PREFIX) || token.length > 512) return null;
      const now = ports.clock.now();
      const found = await ports.personalTokens.findActive(ports.tokens.hash(token), now);
      if (!found) return null;
      if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
        await ports.personalTokens.touch(found.id, now);
      }
      return { userId: found.userId, tokenId: found.id, scope: found.scope };
    },
  };
}

export type PersonalTokenUseCases = ReturnType<typeof createPersonalTokenUseCases>;
