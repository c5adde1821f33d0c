import { randomUUID } from 'node:crypto';
import type { ServiceId } from '../../../../core/src/catalog/services';
import { accessMessages, type AccessResponse } from '../../../../core/src/contracts/legacy-access';
import { istDay } from '../../../../core/src/time/ist-day';
import type { DatabaseHandle } from '../../db/create-database';
import { planCovers } from '../entitlement/charge-for-clean-print';
import { applyLedgerEntry, InsufficientCoinsError, readBalance } from '../ledger/apply-ledger-entry';
import { hashRequest, withIdempotency, type StoredResponse } from '../ledger/with-idempotency';
import { inWriteTransaction } from '../ledger/write-transaction';

export type AppAccessRequest =
  | { kind: 'check'; uid: string; service: Extract<ServiceId, 'passport-photo' | 'single-side'>; coins: number; documentId: string | undefined }
  | { kind: 'deduct'; uid: string; coins: number };

/**
 * The spec's access calls for the mobile app: record the debit the app asks for, through the same
 * ledger primitive as prints. They grant nothing on our server (every clean web print is charged by
 * chargeForCleanPrint). A check is free under a covering plan or for a document already paid today;
 * a deduct charges even premium users, as the spec says. Short of coins: success false, nothing written.
 */
export async function recordAppAccess(handle: DatabaseHandle, request: AppAccessRequest, idempotencyKey: string | undefined, now = Date.now()): Promise<StoredResponse<AccessResponse> & { replayed: boolean }> {
  return inWriteTransaction(handle, (trx) =>
    withIdempotency<AccessResponse>(trx, { uid: request.uid, key: idempotencyKey, requestHash: hashRequest(request), now }, async () => {
      const granted = async (message: string): Promise<StoredResponse<AccessResponse>> => ({ status: 200, body: { success: true, message, data: { usedCoins: true, coins: await readBalance(trx, request.uid) } } });

      if (request.kind === 'check') {
        const service = await trx.selectFrom('services').select('covered_by').where('id', '=', request.service).executeTakeFirstOrThrow();
        if (await planCovers(trx, request.uid, service.covered_by, now)) return granted(accessMessages.premium);
        if (request.documentId !== undefined) {
          const claimed = await trx
            .insertInto('daily_access')
            .values({ uid: request.uid, service: request.service, doc_hash: `app:${request.documentId}`, ist_day: istDay(now), created_at: now })
            .onConflict((oc) => oc.columns(['uid', 'service', 'doc_hash', 'ist_day']).doNothing())
            .returning('uid')
            .executeTakeFirst();
          if (!claimed) return granted(accessMessages.alreadyToday);
        }
      }

      const ref = idempotencyKey === undefined ? `app:${randomUUID()}` : `app:${request.uid}:${idempotencyKey}`;
      try {
        const debit = await applyLedgerEntry(trx, { uid: request.uid, delta: -request.coins, kind: request.kind === 'check' ? 'legacy-access' : 'legacy-deduct', ref, now });
        return { status: 200, body: { success: true, message: accessMessages.deducted, data: { usedCoins: true, coins: debit.balance } } };
      } catch (error) {
        if (!(error instanceof InsufficientCoinsError)) throw error;
        // Undo the day's access claim made above: nothing is written when coins are short.
        if (request.kind === 'check' && request.documentId !== undefined) {
          await trx.deleteFrom('daily_access').where('uid', '=', request.uid).where('service', '=', request.service).where('doc_hash', '=', `app:${request.documentId}`).where('ist_day', '=', istDay(now)).execute();
        }
        return { status: 200, body: { success: false, data: { usedCoins: false, coins: error.balance } } };
      }
    }),
  );
}
