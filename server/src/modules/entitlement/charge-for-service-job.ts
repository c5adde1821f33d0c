import { randomUUID } from 'node:crypto';
import type { ServiceId } from '@core/catalog/services';
import { storedSheet, type PrintSheet } from '@core/contracts/print-sheet';
import type { PrintCharge } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import { InsufficientCoinsError } from '../ledger/apply-ledger-entry';
import { writeWithoutFlush } from '../../db/write-without-flush';
import { inWriteTransaction } from '../ledger/write-transaction';
import { chargeAccess, type AccessCharge } from './charge-access';
import { photoWords, type ChargeItemWords } from './charge-basis';
import { readServiceTerms } from './read-service-terms';

/** A job of any catalog service that a user pays for: a clean print, or exam files. */
export interface ServiceJobRequest {
  uid: string;
  service: ServiceId;
  /**
   * What the job is charged for (chargeBasisOf, docs/decisions/0057): distinct per-item hashes, each paid the
   * service's price unless paid today already (a photo, a document, each customer's photo, each exam file).
   */
  items: readonly string[];
  /** The job's hash as print_jobs.doc_hash keeps it (chargeBasisOf's docHash). */
  docHash: string;
  /** What it printed, stored as JSON in print_jobs.sheet. */
  sheet: PrintSheet;
  now: number;
  /** The print_jobs id to record, when the caller needs it before the charge (a document's QR code carries it); a fresh UUID by default. */
  jobId?: string;
  /** How a refusal for too few coins names the items (the basis's words: photos, files); photos when not given. */
  words?: ChargeItemWords | undefined;
  /** The coins of the quote the user was shown: never charged more (409 QUOTE_CHANGED and nothing written). Undefined: charged as decided. */
  expectedCoins?: number | undefined;
}

/** A job's print_jobs row: paid or not, every job is recorded the same way. */
function printJobRow(jobId: string, job: Omit<ServiceJobRequest, 'items' | 'expectedCoins'>, charge: PrintCharge, coins: number) {
  return {
    id: jobId,
    uid: job.uid,
    service: job.service,
    sheet: storedSheet(job.sheet),
    charge,
    coins,
    doc_hash: job.docHash,
    created_at: job.now,
  };
}

export interface CleanPrintResult {
  jobId: string;
  charge: AccessCharge;
  coins: number;
  balance: number;
}

/**
 * Decides and charges a job of a catalog service, in one transaction (docs/domain-rules.md §4), by the one
 * entitlement rule (chargeAccess: plan → every item paid today → the service's price for each new item, read
 * from its row; more than `expectedCoins`, 409 QUOTE_CHANGED; short of coins, INSUFFICIENT_COINS; either way
 * nothing is written), and records it in print_jobs. With recordAppAccess (the mobile app's access calls), the
 * only caller of that rule: clean prints and exam files both come here (settlePrint).
 */
export async function chargeForServiceJob(handle: DatabaseHandle, request: ServiceJobRequest): Promise<CleanPrintResult> {
  const jobId = request.jobId ?? randomUUID();
  try {
    return await inWriteTransaction(handle, async (trx) => {
      const service = await readServiceTerms(trx, request.service);
      const { charge, coins, balance } = await chargeAccess(trx, {
        uid: request.uid,
        coveredBy: service.covered_by,
        sameDay: { service: request.service, docHashes: request.items },
        price: service.coins,
        kind: 'print',
        ref: `print:${jobId}`,
        now: request.now,
        expectedCoins: request.expectedCoins,
      });
      await trx
        .insertInto('print_jobs')
        .values(printJobRow(jobId, request, charge, coins))
        .execute();
      return { jobId, charge, coins, balance };
    });
  } catch (error) {
    if (error instanceof InsufficientCoinsError) {
      if (new Set(request.items).size <= 1 || error.needed === undefined) throw new AppError('INSUFFICIENT_COINS');
      const words = request.words ?? photoWords;
      const items = `${error.documents} new ${error.documents === 1 ? words.one : words.many}`;
      throw new AppError(
        'INSUFFICIENT_COINS',
        `${words.needs} ${error.needed} coins (${items}); you have ${error.balance}. Nothing was charged: buy coins, or ${words.instead}.`,
        { coinsNeeded: error.needed },
      );
    }
    throw error;
  }
}

/**
 * Records a free, watermarked print: it never touches the ledger, so its row is history only and its
 * commit doesn't wait for the disk (writeWithoutFlush).
 */
export async function recordWatermarkedPrint(database: DatabaseHandle, request: Omit<ServiceJobRequest, 'items' | 'expectedCoins'>): Promise<string> {
  const jobId = request.jobId ?? randomUUID();
  await writeWithoutFlush(database, (db) =>
    db
      .insertInto('print_jobs')
      .values(printJobRow(jobId, request, 'none', 0))
      .execute(),
  );
  return jobId;
}
