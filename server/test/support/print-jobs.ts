import { readStoredSheet, type PrintSheet } from '@core/contracts/print-sheet';
import type { DatabaseHandle } from '../../src/db/create-database';

/** A photo sheet's typed sheet (print_jobs.sheet, History's `sheet`): `count` photos of `width`×`height` mm on `paper`, from row `startRow`. */
export const photoSheet = (paper: 'a4' | '4x6' | '4x6l' | '5x7', [width, height]: [number, number], count: number, startRow = 1): PrintSheet => ({
  kind: 'photo-sheet',
  paper,
  photo: { width, height },
  count,
  startRow,
});

/** A document print's typed sheet. */
export const documentSheet = (docType: string, layout: 'single' | '0' | '1', copies = 1): PrintSheet => ({ kind: 'document', docType, layout, copies });

/** A customer sheet's typed sheet: each customer's photo size (mm) and count, in order. */
export const customerSheet = (paper: 'a4' | '4x6' | '4x6l' | '5x7', customers: Array<[number, number, number]>): PrintSheet => ({
  kind: 'customer-sheet',
  paper,
  customers: customers.map(([width, height, count]) => ({ photo: { width, height }, count })),
});

/** A user's print jobs, oldest first, each with its stored sheet read back through the contract. */
export async function printJobsOf(database: DatabaseHandle, uid: string) {
  const rows = await database.db
    .selectFrom('print_jobs')
    .select(['id', 'service', 'sheet', 'charge', 'coins', 'doc_hash', 'created_at'])
    .where('uid', '=', uid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, sheet: readStoredSheet(row.sheet) }));
}
