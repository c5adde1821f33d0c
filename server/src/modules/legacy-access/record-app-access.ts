import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceId } from '@core/catalog/services';
import { accessMessages, type AccessResponse } from '@core/contracts/legacy-access';
import type { DatabaseHandle } from '../../db/create-database';
import type { Database } from '../../db/schema';
import { chargeAccess, type AccessCharge } from '../entitlement/charge-access';
import { InsufficientCoinsError } from '../ledger/apply-ledger-entry';
import { hashRequest, withIdempotency, type StoredResponse } from '../ledger/with-idempotency';
import { inWriteTransaction } from '../ledger/write-transaction';

export type AppAccessRequest =
  | { kind: 'check'; uid: string; service: Extract<ServiceId, 'passport-photo' | 'single-side'>; coins: number; documentId: string | undefined }
  | { kind: 'deduct'; uid: string; coins: number };

const messages: Record<AccessCharge, string> = { plan: accessMessages.premium, reprint: accessMessages.alreadyToday, coins: accessMessages.deducted };

async function coveredBy(trx: Kysely<Database>, service: ServiceId) {
  return (await trx.selectFrom('services').select('covered_by').where('id', '=', service).executeTakeFirstOrThrow()).covered_by;
}

/**
 * The spec's access calls for the mobile app: record the debit the app asks for, through the same
 * ledger primitive and the same entitlement rule as prints (chargeAccess). They grant nothing on our
 * server (every clean web print is charged by chargeForServiceJob). A check is free under a covering
 * plan or for a document already paid today; a deduct charges even premium users, as the spec says,
 * and has no same-day rule. Short of coins: success false, nothing written.
 */
export async function recordAppAccess(
  handle: DatabaseHandle,
  request: AppAccessRequest,
  idempotencyKey: string | undefined,
  now = Date.now(),
): Promise<StoredResponse<AccessResponse> & { replayed: boolean }> {
  return inWriteTransaction(handle, (trx) =>
    withIdempotency<AccessResponse>(trx, { uid: request.uid, key: idempotencyKey, requestHash: hashRequest(request), now }, async () => {
      const ref = idempotencyKey === undefined ? `app:${randomUUID()}` : `app:${request.uid}:${idempotencyKey}`;
      const rule =
        request.kind === 'check'
          ? {
              coveredBy: await coveredBy(trx, request.service),
              sameDay: request.documentId === undefined ? undefined : { service: request.service, docHashes: [`app:${request.documentId}`] },
              kind: 'legacy-access' as const,
            }
          : { coveredBy: null, sameDay: undefined, kind: 'legacy-deduct' as const };
      try {
        const { charge, balance } = await chargeAccess(trx, { ...rule, uid: request.uid, price: request.coins, ref, now });
        return { status: 200, body: { success: true, message: messages[charge], data: { usedCoins: true, coins: balance } } };
      } catch (error) {
        if (!(error instanceof InsufficientCoinsError)) throw error;
        return { status: 200, body: { success: false, data: { usedCoins: false, coins: error.balance } } };
      }
    }),
  );
}
