import { sql } from 'kysely';
import { INTAKE_KEEP_AFTER_UPLOAD_MS } from '@core/intake/intake-terms';
import type { DatabaseHandle } from '../../db/create-database';

/**
 * How long an intake whose files were all read waits after its last upload or announcement before it goes: a phone
 * whose answer to its last chunk was lost asks again within its retries (about 27 s), and an announcement under way
 * when the intake's time ran out writes this row (its last upload), which the sweeper's delete sees even where it
 * cannot see the new file's row yet (PostgreSQL re-reads only the row it waited for).
 */
export const INTAKE_READ_SETTLE_MS = 2 * 60_000;

/**
 * Deletes intakes that stopped taking files, with their files and chunks, when either holds
 * (docs/decisions/0095-files-from-the-customers-phone.md, docs/decisions/0109-an-intake-read-goes-at-its-close.md):
 * - the operator's browser read every file it holds to the end (an intake with no file at all is one of these), and
 *   its last upload (or its opening) is INTAKE_READ_SETTLE_MS old;
 * - its last upload (or its opening) is INTAKE_KEEP_AFTER_UPLOAD_MS old.
 * A file still arriving in the grace after the intake's time is not read yet, so it is kept. Run under a lease on one
 * instance at a time; after a crash the next holder deletes what is due. Returns the ids deleted.
 */
export async function sweepIntakes(database: DatabaseHandle, now = Date.now()): Promise<string[]> {
  const lastActivity = sql<number>`coalesce(last_upload_at, created_at)`;
  const gone = await database.db
    .deleteFrom('intakes')
    .where('expires_at', '<=', now)
    .where((eb) =>
      eb.or([
        eb(lastActivity, '<=', now - INTAKE_KEEP_AFTER_UPLOAD_MS),
        eb.and([
          eb(lastActivity, '<=', now - INTAKE_READ_SETTLE_MS),
          eb.not(
            eb.exists(
              eb
                .selectFrom('intake_files')
                .select('intake_files.id')
                .whereRef('intake_files.intake_id', '=', 'intakes.id')
                .where('intake_files.fetched_at', 'is', null),
            ),
          ),
        ]),
      ]),
    )
    .returning('id')
    .execute();
  return gone.map((row) => row.id);
}
