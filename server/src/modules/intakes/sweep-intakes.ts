import { sql } from 'kysely';
import { INTAKE_KEEP_AFTER_UPLOAD_MS } from '@core/intake/intake-terms';
import type { DatabaseHandle } from '../../db/create-database';

/**
 * Deletes intakes that stopped taking files and whose last upload (or opening) is INTAKE_KEEP_AFTER_UPLOAD_MS old,
 * with their files and chunks (docs/decisions/0095-files-from-the-customers-phone.md). Run under a lease on one
 * instance at a time; after a crash the next holder deletes what is due. Returns the ids deleted.
 */
export async function sweepIntakes(database: DatabaseHandle, now = Date.now()): Promise<string[]> {
  const gone = await database.db
    .deleteFrom('intakes')
    .where('expires_at', '<=', now)
    .where(sql<number>`coalesce(last_upload_at, created_at)`, '<=', now - INTAKE_KEEP_AFTER_UPLOAD_MS)
    .returning('id')
    .execute();
  return gone.map((row) => row.id);
}
