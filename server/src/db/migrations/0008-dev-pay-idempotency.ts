import type { Kysely, Migration } from 'kysely';

/**
 * The payment simulator (development only) replays a retried Create Order by its x-idempotency-key,
 * as Cashfree does: the key a create came with is kept on the order it made, one order per key.
 * Orders made without a key keep NULL (a unique index allows many NULLs on SQLite and PostgreSQL).
 */
export const devPayIdempotencyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('dev_pay_orders').addColumn('idempotency_key', 'text').execute();
    await db.schema.createIndex('dev_pay_orders_idempotency_key').unique().on('dev_pay_orders').column('idempotency_key').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('dev_pay_orders_idempotency_key').execute();
    await db.schema.alterTable('dev_pay_orders').dropColumn('idempotency_key').execute();
  },
};
