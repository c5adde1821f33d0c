import type { Kysely, Migration } from 'kysely';

/** Online orders, gateway events, manual UPI requests, and the payment simulator's own orders (docs/data-model.md §6). */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('order_id', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid'))
      .addColumn('offer_id', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      // What the order buys, fixed when it is made: a later price change can't alter a paid order.
      .addColumn('grant_coins', 'integer')
      .addColumn('grant_days', 'integer')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('gateway', 'text', (c) => c.notNull())
      .addColumn('cf_order_id', 'text')
      .addColumn('payment_session_id', 'text')
      .addColumn('billing_name', 'text', (c) => c.notNull())
      .addColumn('billing_phone', 'text', (c) => c.notNull())
      .addColumn('billing_address', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('fulfilled_at', 'bigint')
      .execute();
    await db.schema.createIndex('orders_status_created_at').on('orders').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('orders_uid').on('orders').column('uid').execute();

    await db.schema
      .createTable('payment_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('manual_requests')
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid'))
      .addColumn('offer_id', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('grant_coins', 'integer')
      .addColumn('grant_days', 'integer')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('utr', 'text', (c) => c.unique())
      .addColumn('reason', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .execute();
    await db.schema.createIndex('manual_requests_status').on('manual_requests').columns(['status', 'created_at']).execute();

    // The payment simulator (development only) keeps its orders here so they survive a restart, as Cashfree's do.
    await db.schema
      .createTable('dev_pay_orders')
      .addColumn('order_id', 'text', (c) => c.primaryKey())
      .addColumn('cf_order_id', 'text', (c) => c.notNull())
      .addColumn('payment_session_id', 'text', (c) => c.notNull().unique())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payments', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['dev_pay_orders', 'manual_requests', 'payment_events', 'orders']) await db.schema.dropTable(table).execute();
  },
};
