import type { Kysely, Migration } from 'kysely';

/**
 * Printer profiles (decision 0037): a user's named printers with what the ruler read on
 * the calibration page, in mm (each 100 mm bar, and the centre cross's offset right and down), so
 * every PDF printed with the profile is scaled and shifted to come out right. Times in milliseconds.
 */
export const printerProfilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('printer_profiles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('horizontal_mm', 'double precision', (c) => c.notNull())
      .addColumn('vertical_mm', 'double precision', (c) => c.notNull())
      .addColumn('offset_x_mm', 'double precision', (c) => c.notNull())
      .addColumn('offset_y_mm', 'double precision', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('printer_profiles_uid_name', ['uid', 'name'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('printer_profiles').execute();
  },
};
