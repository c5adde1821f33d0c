import type { Kysely, Migration } from 'kysely';

/**
 * State that several instances on one database share (decision 0028).
 * - `background_leases`: who runs a piece of background work (the order sweeper) until `expires_at`
 *   (milliseconds since the epoch, like every time here); renewed by its holder, taken over by
 *   another instance once it lapses.
 * - `dev_idp_records`: the development OpenID provider's sessions, interactions, grants, codes and
 *   accounts (oidc-provider's adapter), so each step of a dev sign-in may reach any instance.
 *   Development only: production never mounts that provider and leaves the table empty.
 */
export const sharedStateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('background_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('dev_idp_records')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('uid', 'text')
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('expires_at', 'bigint')
      .addPrimaryKeyConstraint('dev_idp_records_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('dev_idp_records_uid').on('dev_idp_records').columns(['model', 'uid']).execute();
    await db.schema.createIndex('dev_idp_records_grant_id').on('dev_idp_records').column('grant_id').execute();
    await db.schema.createIndex('dev_idp_records_expires_at').on('dev_idp_records').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dev_idp_records').execute();
    await db.schema.dropTable('background_leases').execute();
  },
};
