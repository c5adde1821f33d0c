import { randomUUID } from 'node:crypto';
import type { PrintSheet } from '@core/contracts/print-sheet';
import type { PrintCharge, PrintMode } from '@core/contracts/prints';
import type { PrinterReadings } from '@core/layout/printer-correction';
import type { TrayLayout } from '@core/layout/place-tray-cards';
import type { ServiceId } from '@core/catalog/services';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { readPrinterReadings } from '../printer-profiles/read-printer-readings';
import { findTrayProfile, trayLayoutOf } from '../printer-profiles/find-tray-profile';
import type { ChargeBasis } from '../entitlement/charge-basis';
import { settlePrint } from './settle-print';
import { withFreeProof } from './take-free-proof';

/** What the pipeline needs of the instance: the database, the brand, the free-proof cap and the image queue. */
export interface PrintDeps {
  database: DatabaseHandle;
  config: Pick<Config, 'brandName' | 'freeProofsPerDay'>;
  imageQueue: Pick<BoundedQueue, 'run'>;
}

/** Runs image work in the instance's bounded image queue (at most two decodes at once). */
export type RunImageWork = <T>(task: () => Promise<T>) => Promise<T>;

/** What composing a print is given: the watermark rule's answer, the brand, the printer's readings, and the job. */
export interface ComposeContext {
  /** The brand drawn over a free print; null on a clean one. */
  watermark: string | null;
  brand: string;
  readings: PrinterReadings | null;
  /** The caller's card tray the print goes onto (decision 0091); null on paper. */
  tray: TrayLayout | null;
  jobId: string;
  now: number;
  run: RunImageWork;
}

/**
 * One kind of print (passport sheet, customer sheet, document, exam files), checked and ready: everything
 * the one pipeline needs from it (docs/decisions/0057). Made by the kind's plan function before any
 * decode, so a bad request never composes or charges. `Output` is what it makes: a PDF, or exam files.
 */
export interface PlannedPrint<Output = Uint8Array> {
  service: ServiceId;
  /** `watermarked`: a free proof (an exam preview too); `clean`: charged. */
  mode: PrintMode;
  /** Whether a free one is recorded in History (a print is; an exam preview keeps nothing). */
  recordsFree: boolean;
  printerProfileId: string | undefined;
  /**
   * A print onto a card tray (decision 0091): the caller's tray (404 when not theirs) and what the print checks
   * against it before any decode (its cards fit the tray's slots).
   */
  tray?: { profileId: string; check(layout: TrayLayout): void };
  sheet: PrintSheet;
  /** The PDF's name, without the `-watermarked` a free print adds. */
  filename: string;
  /** What the log says about the print (never the images). */
  log: Record<string, string | number>;
  /**
   * What the print is charged by, from what arrived, by the builder a quote of the same kind uses (charge-basis.ts):
   * its files' hashes, a white-background picture by its crop when it is a whitening of it (docs/domain-rules.md §4).
   * `clean` says whether the white pictures need checking (a free print's charge basis is history only).
   */
  chargeBasis(run: RunImageWork, clean: boolean): Promise<ChargeBasis>;
  compose(context: ComposeContext): Promise<Output>;
}

/** A composed and settled print: what it made and its receipt's facts. */
export interface Printed<Output = Uint8Array> {
  output: Output;
  filename: string;
  /** The History row; null for a free job that records none (an exam preview). */
  jobId: string | null;
  charge: PrintCharge;
  coinsCharged: number;
  /** Coins held after it; null when nothing was read (an exam preview). */
  balanceAfter: number | null;
  log: Record<string, string | number>;
}

/**
 * The one print pipeline (docs/decisions/0057): the printer's readings and the card tray (the caller's own, 404
 * otherwise, before any decode) → the watermark rule (a free print takes one of the day's free proofs,
 * given back if it fails: decision 0053) → the charge basis and the pictures through the bounded image
 * queue → compose → settle (charged only once the PDF exists, never more than `expectedCoins`) → the
 * receipt's facts.
 */
export async function runPrint<Output>(
  deps: PrintDeps,
  uid: string,
  planned: PlannedPrint<Output>,
  expectedCoins: number | undefined,
): Promise<Printed<Output>> {
  const readings = await readPrinterReadings(deps.database.db, uid, planned.printerProfileId);
  const tray = planned.tray ? trayLayoutOf(await findTrayProfile(deps.database.db, uid, planned.tray.profileId)) : null;
  if (tray) planned.tray?.check(tray);
  const brand = deps.config.brandName;
  const free = planned.mode === 'watermarked';
  const run: RunImageWork = (task) => deps.imageQueue.run(task);
  const work = async (): Promise<Printed<Output>> => {
    const now = Date.now();
    const jobId = randomUUID();
    // A free job that records nothing (an exam preview) is not charged by anything: no basis is worked out.
    const settles = !free || planned.recordsFree;
    const basis = settles ? await planned.chargeBasis(run, !free) : null;
    const output = await planned.compose({ watermark: free ? brand : null, brand, readings, tray, jobId, now, run });
    const settled = basis
      ? await settlePrint(deps.database, planned.mode, { uid, basis, sheet: planned.sheet, now, jobId, expectedCoins })
      : { jobId: null, charge: 'none' as const, coinsCharged: 0, balanceAfter: null };
    return {
      output,
      filename: `${planned.filename}${free ? '-watermarked' : ''}`,
      jobId: settled.jobId,
      charge: settled.charge,
      coinsCharged: settled.coinsCharged,
      balanceAfter: settled.balanceAfter,
      log: {
        ...planned.log,
        service: planned.service,
        mode: planned.mode,
        ...(readings ? { printerProfileId: planned.printerProfileId! } : {}),
        ...(planned.tray ? { trayId: planned.tray.profileId } : {}),
      },
    };
  };
  return free ? withFreeProof(deps.database, { uid, now: Date.now(), perDay: deps.config.freeProofsPerDay }, work) : work();
}
