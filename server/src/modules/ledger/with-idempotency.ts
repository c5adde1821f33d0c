import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/schema';

export interface StoredResponse<T> {
  status: number;
  body: T;
}

export const hashRequest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Inside the caller's write transaction: the first request with (uid, key) runs `work` and stores
 * its answer with it; a repeat gets the stored answer without running anything; the same key with
 * a different request is refused (422 IDEMPOTENCY_MISMATCH). Without a key, `work` just runs.
 */
export async function withIdempotency<T>(
  trx: Kysely<Database>,
  scope: { uid: string; key: string | undefined; requestHash: string; now: number },
  work: () => Promise<StoredResponse<T>>,
): Promise<StoredResponse<T> & { replayed: boolean }> {
  if (scope.key === undefined) return { ...(await work()), replayed: false };
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ uid: scope.uid, key: scope.key, request_hash: scope.requestHash, response_status: null, response_body: null, created_at: scope.now })
    .onConflict((oc) => oc.columns(['uid', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const stored = await trx.selectFrom('idempotency_keys').selectAll().where('uid', '=', scope.uid).where('key', '=', scope.key).executeTakeFirstOrThrow();
    if (stored.request_hash !== scope.requestHash) throw new AppError('IDEMPOTENCY_MISMATCH');
    if (stored.response_status === null || stored.response_body === null) throw new Error('idempotency key claimed without an answer');
    return { status: stored.response_status, body: JSON.parse(stored.response_body) as T, replayed: true };
  }
  const response = await work();
  await trx
    .updateTable('idempotency_keys')
    .set({ response_status: response.status, response_body: JSON.stringify(response.body) })
    .where('uid', '=', scope.uid)
    .where('key', '=', scope.key)
    .execute();
  return { ...response, replayed: false };
}
