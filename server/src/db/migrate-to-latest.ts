import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date. Safe to call on every start and from several instances at
 * once: Kysely's migrator takes a lock row, and applied migrations are skipped.
 * Returns the names of the migrations applied by this call.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
