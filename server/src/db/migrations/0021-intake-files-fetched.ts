import type { Kysely, Migration } from 'kysely';

/**
 * When the operator's browser read a file of an intake to its last chunk
 * (docs/decisions/0109-an-intake-read-goes-at-its-close.md): an intake whose files were all read goes when it closes,
 * not 30 minutes after its last upload. Milliseconds; null until then.
 */
export const intakeFilesFetchedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('intake_files').addColumn('fetched_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('intake_files').dropColumn('fetched_at').execute();
  },
};
