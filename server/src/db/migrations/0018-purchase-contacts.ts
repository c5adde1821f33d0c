import type { Kysely, Migration } from 'kysely';

/**
 * The contact details a buyer asked us to remember for the next purchases: one row per user, only with their
 * consent, edited and deleted in Profile, deleted with the user
 * (docs/decisions/0069-contact-details-remembered-with-consent.md).
 */
export const purchaseContactsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('purchase_contacts')
      .addColumn('uid', 'text', (c) => c.primaryKey().references('users.uid').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('purchase_contacts').execute();
  },
};
