/** What a share link can show: a saved image, a saved text, or an image generation's result. */
export const SHARE_ITEM_TYPES = ['image', 'text', 'generation'] as const;
export type ShareItemType = (typeof SHARE_ITEM_TYPES)[number];

/** How long a share link lives. */
export const SHARE_EXPIRIES = ['1d', '7d', 'never'] as const;
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number];

export interface Share {
  readonly id: string;
  readonly userId: string;
  /** The link's secret (`/s/<token>`): 256 random bits, so links cannot be guessed. */
  readonly token: string;
  readonly itemType: ShareItemType;
  readonly itemId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

export interface NewShare {
  readonly userId: string;
  readonly token: string;
  readonly itemType: ShareItemType;
  readonly itemId: string;
  readonly expiresAt: Date | null;
}

/**
 * Share links. Every read and change but the public lookup is the owner's (another user's id is
 * a missing one). Each public visit reads the database, so a revocation or an expiry holds at
 * once on every instance.
 */
export interface ShareRepository {
  create(share: NewShare): Promise<Share>;
  /** The user's links that are neither revoked nor expired at `now`, newest first. */
  listLive(userId: string, now: Date, limit: number): Promise<Share[]>;
  /** False when the user has no such live link. */
  revoke(userId: string, id: string, at: Date): Promise<boolean>;
  /** The live link with this token (not revoked, not expired, its owner not deleted). */
  findLive(token: string, now: Date): Promise<Share | null>;
  /** Removes every link of the user (account deletion); answers how many. */
  removeAllOf(userId: string): Promise<number>;
}
