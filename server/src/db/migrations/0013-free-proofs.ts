import type { Kysely, Migration } from 'kysely';

/**
 * Free proofs a user made each day in Asia/Kolkata (decision 0053): one row per user and day, its
 * count taken before a free picture is made and refused at the daily cap.
 */
export const freeProofsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('free_proofs')
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
      .addColumn('ist_day', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('free_proofs_pk', ['uid', 'ist_day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('free_proofs').execute();
  },
};
