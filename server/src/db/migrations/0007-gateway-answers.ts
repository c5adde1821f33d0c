import type { Kysely, Migration } from 'kysely';

/**
 * The gateway's last answer about each order and when it came (Cashfree's order_status: ACTIVE,
 * PAID, EXPIRED, TERMINATED...), next to 0006's last_checked_at (when it was last asked). The
 * Payment Status page answers from the row while the last ask is under 10 seconds old, so however
 * many pages or instances poll, the gateway is asked at most once per order every 10 seconds.
 * One column per statement: SQLite adds a single column per ALTER TABLE.
 */
export const gatewayAnswersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('gateway_status', 'text').execute();
    await db.schema.alterTable('orders').addColumn('gateway_status_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('gateway_status_at').execute();
    await db.schema.alterTable('orders').dropColumn('gateway_status').execute();
  },
};
