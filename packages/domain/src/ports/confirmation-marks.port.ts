/**
 * "Recently confirmed" marks on sessions: the owner gave the password or a passkey again a
 * moment ago, so a sensitive step (a new API token, linking a provider) may go ahead. Each mark
 * expires by itself and is shared by every instance (Redis when configured).
 */
export interface ConfirmationMarks {
  mark(sessionId: string, ttlMs: number): Promise<void>;
  isMarked(sessionId: string): Promise<boolean>;
}
