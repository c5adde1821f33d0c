import { randomUUID } from 'node:crypto';
import { AppError } from '@core/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import { applyLedgerEntry, InsufficientCoinsError } from '../ledger/apply-ledger-entry';
import { grantPlan } from '../ledger/grant-plan';
import { inWriteTransaction } from '../ledger/write-transaction';
import { recordAdminAction } from './record-admin-action';

async function requireUserRow(trx: Parameters<Parameters<typeof inWriteTransaction>[1]>[0], uid: string) {
  const user = await trx.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
}

/** An admin adds or removes coins (never below zero), audited in the same transaction. */
export async function adjustCoins(
  handle: DatabaseHandle,
  input: { adminUid: string; uid: string; coins: number; reason: string; now?: number },
): Promise<number> {
  const now = input.now ?? Date.now();
  try {
    return await inWriteTransaction(handle, async (trx) => {
      await requireUserRow(trx, input.uid);
      const result = await applyLedgerEntry(trx, { uid: input.uid, delta: input.coins, kind: 'admin', ref: `admin:${randomUUID()}`, now });
      await recordAdminAction(trx, {
        adminUid: input.adminUid,
        action: 'coins',
        target: input.uid,
        payload: { coins: input.coins, reason: input.reason },
        now,
      });
      return result.balance;
    });
  } catch (error) {
    if (error instanceof InsufficientCoinsError) throw new AppError('VALIDATION', `That would take the balance below zero (it is ${error.balance}).`);
    throw error;
  }
}

/** An admin grants a plan period (Pro with document printing, or Standard), audited in the same transaction. */
export async function grantPlanByAdmin(
  handle: DatabaseHandle,
  input: { adminUid: string; uid: string; days: number; documentPrint: boolean; reason: string; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  await inWriteTransaction(handle, async (trx) => {
    await requireUserRow(trx, input.uid);
    await grantPlan(trx, { uid: input.uid, days: input.days, documentPrint: input.documentPrint, sourceRef: `admin:${randomUUID()}`, now });
    await recordAdminAction(trx, {
      adminUid: input.adminUid,
      action: 'plan',
      target: input.uid,
      payload: { days: input.days, documentPrint: input.documentPrint, reason: input.reason },
      now,
    });
  });
}
