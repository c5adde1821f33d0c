import type { Kysely, Migration } from 'kysely';

/**
 * When each order was last checked with the gateway, so the sweeper asks about the least recently
 * checked first and an order the gateway keeps failing on can't hold up the others; and when the
 * gateway stops taking payments for it (sent as Cashfree's order_expiry_time).
 * One column per statement: SQLite adds a single column per ALTER TABLE.
 */
export const orderChecksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('last_checked_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('orders').addColumn('expires_at', 'bigint').execute();
    await db.schema.createIndex('orders_status_last_checked_at').on('orders').columns(['status', 'last_checked_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_status_last_checked_at').execute();
    await db.schema.alterTable('orders').dropColumn('expires_at').execute();
    await db.schema.alterTable('orders').dropColumn('last_checked_at').execute();
  },
};
