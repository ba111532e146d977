/** Shapes shared by the repository ports. */

/** One page of a list, and how many rows match in all. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export type SortDirection = 'asc' | 'desc';

/**
 * A list request. `userId` is always required: a repository never lists across users.
 * `page` starts at 1.
 */
export interface ListQuery<F = Record<string, never>, S extends string = 'created_at'> {
  readonly userId: string;
  readonly page: number;
  readonly limit: number;
  readonly filters?: F;
  readonly sort?: { readonly by: S; readonly order: SortDirection };
}
