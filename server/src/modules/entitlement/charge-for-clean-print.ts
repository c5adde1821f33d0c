import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceId } from '../../../../core/src/catalog/services';
import { AppError } from '../../../../core/src/errors/app-error';
import { istDay } from '../../../../core/src/time/ist-day';
import type { DatabaseHandle } from '../../db/create-database';
import type { Database } from '../../db/schema';
import { applyLedgerEntry, InsufficientCoinsError, readBalance } from '../ledger/apply-ledger-entry';
import { inWriteTransaction } from '../ledger/write-transaction';

export type CleanPrintCharge = 'plan' | 'reprint' | 'coins';

export interface CleanPrintRequest {
  uid: string;
  service: ServiceId;
  /** SHA-256 of the job's uploaded image bytes (front, then back). */
  docHash: string;
  layout: string;
  now: number;
  /** The print_jobs id to record, when the caller needs it before the charge (a document's QR code carries it); a fresh UUID by default. */
  jobId?: string;
}

export interface CleanPrintResult {
  jobId: string;
  charge: CleanPrintCharge;
  coins: number;
  balance: number;
}

/** Whether an active plan covers the service: any plan for `any-plan` services, a Pro Plan for `pro-plan` ones. */
export async function planCovers(db: Kysely<Database>, uid: string, coveredBy: 'any-plan' | 'pro-plan', now: number): Promise<boolean> {
  let query = db.selectFrom('plans').select('id').where('uid', '=', uid).where('starts_at', '<=', now).where('ends_at', '>', now);
  if (coveredBy === 'pro-plan') query = query.where('document_print', '=', 1);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Decides and charges a clean (unwatermarked) print, in one transaction (DESIGN §3):
 * an active plan covering the service → `plan`; else the same document already paid today (IST) →
 * `reprint`; else claim today's access row and deduct the service's price → `coins`
 * (a conflicting claim means a concurrent request just paid → `reprint`); else INSUFFICIENT_COINS
 * and nothing is written. Every clean print is recorded in print_jobs. The only code that decides
 * what a print costs.
 */
export async function chargeForCleanPrint(handle: DatabaseHandle, request: CleanPrintRequest): Promise<CleanPrintResult> {
  const jobId = request.jobId ?? randomUUID();
  try {
    return await inWriteTransaction(handle, async (trx) => {
      const service = await trx.selectFrom('services').select(['coins', 'covered_by']).where('id', '=', request.service).executeTakeFirst();
      if (!service) throw new AppError('UNKNOWN_SERVICE');
      const day = istDay(request.now);
      let charge: CleanPrintCharge;
      let coins = 0;
      let balance: number;

      if (await planCovers(trx, request.uid, service.covered_by, request.now)) {
        charge = 'plan';
        balance = await readBalance(trx, request.uid);
      } else {
        const claimed = await trx
          .insertInto('daily_access')
          .values({ uid: request.uid, service: request.service, doc_hash: request.docHash, ist_day: day, created_at: request.now })
          .onConflict((oc) => oc.columns(['uid', 'service', 'doc_hash', 'ist_day']).doNothing())
          .returning('uid')
          .executeTakeFirst();
        if (!claimed) {
          charge = 'reprint';
          balance = await readBalance(trx, request.uid);
        } else if (service.coins === 0) {
          charge = 'coins';
          balance = await readBalance(trx, request.uid);
        } else {
          const debit = await applyLedgerEntry(trx, { uid: request.uid, delta: -service.coins, kind: 'print', ref: `print:${jobId}`, now: request.now });
          charge = 'coins';
          coins = service.coins;
          balance = debit.balance;
        }
      }
      await trx
        .insertInto('print_jobs')
        .values({ id: jobId, uid: request.uid, service: request.service, layout: request.layout, charge, coins, doc_hash: request.docHash, created_at: request.now })
        .execute();
      return { jobId, charge, coins, balance };
    });
  } catch (error) {
    if (error instanceof InsufficientCoinsError) throw new AppError('INSUFFICIENT_COINS');
    throw error;
  }
}

/** Records a free, watermarked print: it never touches the ledger. */
export async function recordWatermarkedPrint(db: Kysely<Database>, request: CleanPrintRequest): Promise<string> {
  const jobId = request.jobId ?? randomUUID();
  await db
    .insertInto('print_jobs')
    .values({ id: jobId, uid: request.uid, service: request.service, layout: request.layout, charge: 'none', coins: 0, doc_hash: request.docHash, created_at: request.now })
    .execute();
  return jobId;
}
