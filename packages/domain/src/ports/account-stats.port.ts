/**
 * The dashboard's figures for one account, counted by the store over every row: a figure read
 * from a list would stop at the list's length.
 */
export interface AccountStats {
  /** Generations not deleted, any status. */
  readonly generations: number;
  /** Of those, created inside the window. */
  readonly generationsInWindow: number;
  /** Generations not deleted whose status is `completed`. */
  readonly completedGenerations: number;
  /** Of those, created inside the window. */
  readonly completedInWindow: number;
  /** The credit cost of the completed generations. */
  readonly creditsUsed: number;
  /** Every top-up order, any status. */
  readonly transactions: number;
  /** The amounts, in minor units, of the top-ups whose status is one of `paidStatuses`. */
  readonly topupsCents: number;
  /** Saved texts and images not deleted (the library's usage, kept with every save). */
  readonly savedItems: number;
  /** Their bytes, as the quota counts them. */
  readonly savedBytes: number;
}

export interface AccountStatsQuery {
  readonly userId: string;
  /** The window's bounds, both included (created_at from `since` through `until`). */
  readonly since: Date;
  readonly until: Date;
  /** Which transaction statuses count as paid. */
  readonly paidStatuses: readonly string[];
}

export interface AccountStatsReader {
  forUser(query: AccountStatsQuery): Promise<AccountStats>;
}
