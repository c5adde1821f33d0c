import type { Kysely, Migration } from 'kysely';

/** Messages sent from the Contact Us form, kept for the admin. */
export const contactMessagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('uid', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('handled_at', 'bigint')
      .execute();
    await db.schema.createIndex('contact_messages_created_at').on('contact_messages').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_messages').execute();
  },
};
