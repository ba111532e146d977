import { randomUUID } from 'node:crypto';
import type { ListQuery, Page } from '@lumen/domain';
import { QueryTypes } from 'sequelize';
import { expect } from 'vitest';
import { aUser } from '../testing/builders';
import type { Database } from './database';

// Shared by the saved lists' index tests (never by the app): a user to save into, the plain query
// over the rows that every index plan must agree with, the check that it does, and rows written
// behind the repositories' back for a migration's backfill to find.

/**
 * A new user, and its first page (12 rows) of one saved list under some filters: what a test of
 * saves and deletes lists after each step.
 */
export async function aUserWithList<F, T>(
  db: Database,
  saved: { list(query: ListQuery<F, never>): Promise<Page<T>> },
) {
  const user = await db.users.create(aUser());
  const list = (filters: F) => saved.list({ userId: user.id, page: 1, limit: 12, filters });
  return { user, list };
}

/** One page of ids and the total, as a list answers and as the plain query gives them. */
export interface IdPage {
  ids: string[];
  total: number;
}

/**
 * The page the plain query over a user's live rows gives: `where` holds the filters' conditions
 * (on top of the user and deleted_at), `orderBy` the full ORDER BY list, `bind` their values.
 */
export async function plainQueryPage(
  db: Database,
  query: {
    table: string;
    userId: string;
    where: readonly string[];
    bind: Readonly<Record<string, string>>;
    orderBy: string;
  },
  page: number,
  limit: number,
): Promise<IdPage> {
  const where = ['`user_id` = $userId', '`deleted_at` IS NULL', ...query.where];
  const rows = await db.sequelize.query<{ id: string }>(
    `SELECT \`id\` FROM \`${query.table}\` WHERE ${where.join(' AND ')} ORDER BY ${query.orderBy}`,
    { bind: { ...query.bind, userId: query.userId }, type: QueryTypes.SELECT },
  );
  const ids = rows.map((r) => r.id);
  return { ids: ids.slice((page - 1) * limit, page * limit), total: ids.length };
}

/** The list's page is the plain query's: the same total and the same ids in the same order. */
export function expectSamePage(
  got: { total: number; items: readonly { id: string }[] },
  want: IdPage,
  label?: string,
): void {
  expect(got.total, label).toBe(want.total);
  expect(
    got.items.map((item) => item.id),
    label,
  ).toEqual(want.ids);
}

/** A saved_texts row as written before a migration: no tally, posting or vocabulary entry. */
export function savedTextRow(
  userId: string,
  at: Date,
  text: {
    prompt: string;
    content: string;
    text_type: string;
    output_language?: string;
    deleted?: boolean;
  },
) {
  return {
    id: randomUUID(),
    user_id: userId,
    content: text.content,
    prompt: text.prompt,
    text_type: text.text_type,
    text_length: 'short',
    writing_style: 'casual',
    output_language: text.output_language ?? 'english',
    created_at: at,
    updated_at: at,
    deleted_at: text.deleted ? at : null,
  };
}
