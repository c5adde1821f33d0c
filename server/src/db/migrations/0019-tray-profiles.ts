import type { Kysely, Migration } from 'kysely';

/**
 * PVC card trays (decision 0091): a user's named trays, each with its geometry as JSON (the page it is fed as, how
 * the cards lie and are turned between passes, the slots with each pass's offsets in mm), read back through the
 * contract's `storedTrayLayout`. Times in milliseconds.
 */
export const trayProfilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tray_profiles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('layout', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('tray_profiles_uid_name', ['uid', 'name'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tray_profiles').execute();
  },
};
