import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/builders';
import { MIGRATION_TEST_DIALECTS, useMigratedDatabase } from '../migration-test-support';
import { imageUrlLookupSql } from './generation.sql';

// Saving an image looks up the generation that made it (findByImageUrl). Another account's many
// generations must not weigh on it: it reads the saving user's own image generations.

describe.each(MIGRATION_TEST_DIALECTS)('finding the generation of an image URL (%s)', (dialect) => {
  const ctx = useMigratedDatabase(dialect);

  it("reads the user's own image generations, beside another account's thousands", async () => {
    const { db } = ctx;
    const busy = await db.users.create(aUser());
    const user = await db.users.create(aUser());
    const now = Date.now();
    // A skew that made MariaDB walk (status, created_at) through every account's rows.
    const rows = [
      ...Array.from({ length: 5_000 }, (_, i) => ({ userId: busy.id, i })),
      ...Array.from({ length: 1_000 }, (_, i) => ({ userId: user.id, i })),
    ].map(({ userId, i }) => {
      const at = new Date(now - i * 60_000);
      const url = `/media/${userId}/${i}.png`;
      return {
        id: randomUUID(),
        user_id: userId,
        generation_type: 'image',
        prompt: 'p',
        cost_credits: 2,
        status: userId === busy.id && i % 10 === 9 ? 'failed' : 'completed',
        result_url: url,
        parameters: JSON.stringify({ images: [{ url }] }),
        created_at: at,
        updated_at: at,
      };
    });
    await db.sequelize.models.Generation?.bulkCreate(rows, { logging: false });

    const bind = { userId: user.id, url: '/media/elsewhere.png', pattern: '%elsewhere%' };
    const sql = imageUrlLookupSql(db.dialect);
    if (dialect === 'mariadb') {
      await db.sequelize.query('ANALYZE TABLE generations');
      const [plan] = await db.sequelize.query<{ key: string | null }>(`EXPLAIN ${sql}`, {
        bind,
        type: QueryTypes.SELECT,
      });
      expect(plan?.key).toBe('generations_user_type_status_idx');
    } else {
      const plan = await db.sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, {
        bind,
        type: QueryTypes.SELECT,
      });
      expect(plan.map((r) => r.detail).join('\n')).toMatch(/USING INDEX generations_user_/);
    }

    // And it finds what it should: a URL the user's generation made, none for another's.
    const made = await db.generations.findByImageUrl(user.id, `/media/${user.id}/3.png`);
    expect(made?.resultUrl).toBe(`/media/${user.id}/3.png`);
    expect(await db.generations.findByImageUrl(user.id, `/media/${busy.id}/3.png`)).toBeNull();
    expect(await db.generations.findByImageUrl(user.id, '/media/elsewhere.png')).toBeNull();
  });
});
