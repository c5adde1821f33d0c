import { AppError } from '@core/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import { inWriteTransaction } from '../ledger/write-transaction';
import { recordAdminAction } from '../admin/record-admin-action';
import { fulfilPurchase } from '../payments/fulfil-purchase';

/**
 * Approves a pending manual request with the bank's UTR: the request flips to approved and what was
 * bought is granted under `manual:<reference>`, in one transaction, exactly once. One UTR can't
 * approve two requests.
 */
export async function approveManualRequest(handle: DatabaseHandle, input: { adminUid: string; reference: string; utr: string; now?: number }): Promise<void> {
  const now = input.now ?? Date.now();
  const utr = input.utr.toUpperCase();
  try {
    await inWriteTransaction(handle, async (trx) => {
      const used = await trx.selectFrom('manual_requests').select('reference').where('utr', '=', utr).executeTakeFirst();
      if (used) throw new AppError('VALIDATION', `This UTR was already used for request ${used.reference}.`);
      const request = await trx
        .updateTable('manual_requests')
        .set({ status: 'approved', utr, decided_by: input.adminUid, decided_at: now })
        .where('reference', '=', input.reference)
        .where('status', '=', 'pending')
        .returning(['uid', 'grant_coins', 'grant_days', 'amount_paise'])
        .executeTakeFirst();
      if (!request) {
        const existing = await trx.selectFrom('manual_requests').select('status').where('reference', '=', input.reference).executeTakeFirst();
        throw existing ? new AppError('VALIDATION', `This request was already ${existing.status}.`) : new AppError('NOT_FOUND', 'No such request.');
      }
      await fulfilPurchase(trx, {
        uid: request.uid,
        coins: request.grant_coins,
        days: request.grant_days,
        sourceRef: `manual:${input.reference}`,
        kind: 'manual',
        now,
      });
      await recordAdminAction(trx, {
        adminUid: input.adminUid,
        action: 'approve-manual-request',
        target: input.reference,
        payload: { utr, uid: request.uid, amountPaise: request.amount_paise },
        now,
      });
    });
  } catch (error) {
    // Two approvals racing with the same UTR: the unique index stops the second.
    if (!(error instanceof AppError) && /unique|duplicate/i.test(error instanceof Error ? error.message : ''))
      throw new AppError('VALIDATION', 'This UTR was already used for another request.');
    throw error;
  }
}

export async function rejectManualRequest(handle: DatabaseHandle, input: { adminUid: string; reference: string; reason: string; now?: number }): Promise<void> {
  const now = input.now ?? Date.now();
  await inWriteTransaction(handle, async (trx) => {
    const rejected = await trx
      .updateTable('manual_requests')
      .set({ status: 'rejected', reason: input.reason, decided_by: input.adminUid, decided_at: now })
      .where('reference', '=', input.reference)
      .where('status', '=', 'pending')
      .returning('reference')
      .executeTakeFirst();
    if (!rejected) throw new AppError('VALIDATION', 'Only a pending request can be rejected.');
    await recordAdminAction(trx, {
      adminUid: input.adminUid,
      action: 'reject-manual-request',
      target: input.reference,
      payload: { reason: input.reason },
      now,
    });
  });
}
