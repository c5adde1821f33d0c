import type { Kysely, Migration } from 'kysely';

/**
 * The Terms and Conditions each user accepted: one row per user and version of the terms (its hash), with when
 * (docs/decisions/0067-terms-accepted-once-a-version.md). Goes with the user.
 */
export const termsAcceptancesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('terms_acceptances')
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
      .addColumn('terms_hash', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('terms_acceptances_pk', ['uid', 'terms_hash'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('terms_acceptances').execute();
  },
};
