import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Files from the customer's phone (docs/decisions/0095-files-from-the-customers-phone.md): an intake the operator
 * opened, the files the phone announced, and their encrypted chunks (one upload request each, at most 256 kB; the
 * server never has the key). Everything of an intake goes with it (cascades): when the operator closes it, and at
 * the latest 30 minutes after its last upload (the sweeper). Times in milliseconds.
 *
 * `bytea` is PostgreSQL's binary type; SQLite stores the same Buffer as a BLOB (a column of no text affinity keeps a
 * blob as it is).
 */
export const intakesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('intakes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('operator_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('last_upload_at', 'bigint')
      .addColumn('phone_seen_at', 'bigint')
      .addColumn('stored_bytes', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`stored_bytes >= 0`),
      )
      .addColumn('file_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('requests', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('intakes_uid').on('intakes').column('uid').execute();
    await db.schema
      .createTable('intake_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('intake_id', 'text', (c) => c.notNull().references('intakes.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('meta', 'text', (c) => c.notNull())
      .addColumn('sender_key', 'text')
      .addColumn('send_id', 'text')
      .addColumn('bytes', 'integer', (c) => c.notNull().check(sql`bytes > 0`))
      .addColumn('chunks', 'integer', (c) => c.notNull().check(sql`chunks > 0`))
      .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('completed_at', 'bigint')
      .addUniqueConstraint('intake_files_intake_seq', ['intake_id', 'seq'])
      .addUniqueConstraint('intake_files_intake_send', ['intake_id', 'send_id'])
      .execute();
    await db.schema
      .createTable('intake_chunks')
      .addColumn('file_id', 'text', (c) => c.notNull().references('intake_files.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('data', sql`bytea`, (c) => c.notNull())
      .addPrimaryKeyConstraint('intake_chunks_pk', ['file_id', 'seq'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('intake_chunks').execute();
    await db.schema.dropTable('intake_files').execute();
    await db.schema.dropTable('intakes').execute();
  },
};
