import type { Kysely, Selectable } from 'kysely';
import type { Database, ManualRequestsTable } from '../../db/schema';

export type ManualRequestRow = Selectable<ManualRequestsTable> & { email: string | null };

/** The newest 100 UPI requests, with the requester's email when known, of one status or all. */
export async function listManualRequests(db: Kysely<Database>, status: ManualRequestRow['status'] | 'all'): Promise<ManualRequestRow[]> {
  let query = db
    .selectFrom('manual_requests')
    .leftJoin('users', 'users.uid', 'manual_requests.uid')
    .selectAll('manual_requests')
    .select('users.email')
    .orderBy('manual_requests.created_at', 'desc')
    .limit(100);
  if (status !== 'all') query = query.where('manual_requests.status', '=', status);
  return query.execute();
}
