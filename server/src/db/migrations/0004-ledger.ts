import { sql, type Kysely, type Migration } from 'kysely';

/** The money core (docs/data-model.md §4): append-only ledger, same-day access, print jobs, idempotency keys, admin audit. */
export const ledgerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ledger')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid'))
      .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta <> 0`))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ledger_uid_created_at').on('ledger').columns(['uid', 'created_at']).execute();

    await db.schema
      .createTable('daily_access')
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid'))
      .addColumn('service', 'text', (c) => c.notNull())
      .addColumn('doc_hash', 'text', (c) => c.notNull())
      .addColumn('ist_day', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('daily_access_pk', ['uid', 'service', 'doc_hash', 'ist_day'])
      .execute();

    await db.schema
      .createTable('print_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid'))
      .addColumn('service', 'text', (c) => c.notNull())
      .addColumn('layout', 'text', (c) => c.notNull())
      .addColumn('charge', 'text', (c) => c.notNull().check(sql`charge in ('none', 'plan', 'reprint', 'coins')`))
      .addColumn('coins', 'integer', (c) => c.notNull().check(sql`coins >= 0`))
      .addColumn('doc_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('print_jobs_uid_created_at').on('print_jobs').columns(['uid', 'created_at']).execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('response_status', 'integer')
      .addColumn('response_body', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['uid', 'key'])
      .execute();

    await db.schema
      .createTable('admin_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('admin_uid', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('admin_audit_at').on('admin_audit').column('at').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['admin_audit', 'idempotency_keys', 'print_jobs', 'daily_access', 'ledger']) await db.schema.dropTable(table).execute();
  },
};
