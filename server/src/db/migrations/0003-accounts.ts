import { sql, type Kysely, type Migration } from 'kysely';

/** Users keyed by (issuer, subject), hashed sessions, coin balances and plan periods (docs/data-model.md §3). */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('uid', 'text', (c) => c.primaryKey())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'text')
      .addColumn('photo_url', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_login_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('users_issuer_subject', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('users_email').on('users').column('email').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
      .addColumn('csrf', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_uid').on('sessions').column('uid').execute();

    await db.schema
      .createTable('balances')
      .addColumn('uid', 'text', (c) => c.primaryKey().references('users.uid').onDelete('cascade'))
      .addColumn('coins', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`coins >= 0`),
      )
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('plans')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('document_print', 'integer', (c) => c.notNull())
      .addColumn('source_ref', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('plans_period_positive', sql`ends_at > starts_at`)
      .execute();
    await db.schema.createIndex('plans_uid_ends_at').on('plans').columns(['uid', 'ends_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['plans', 'balances', 'sessions', 'users']) await db.schema.dropTable(table).execute();
  },
};
