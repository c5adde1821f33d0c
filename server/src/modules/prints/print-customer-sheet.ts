import { createHash } from 'node:crypto';
import { customerPhotoField, printFileFields, type CustomerSheetPrintRequest } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import { customerSheetLayoutId, placeCustomerSheet } from '@core/layout/place-customer-sheet';
import { findPaper } from '@core/layout/sheet-layouts';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { readPrinterReadings } from '../printer-profiles/read-printer-readings';
import { composeCustomerSheet } from './compose-customer-sheet';
import { photoPixels } from './print-passport-photos';
import { freeProof } from './image-resolution';
import { prepareUpload, type PreparedImage } from './prepare-upload';
import type { PrintForm } from './read-print-form';
import { settlePrint, type PrintedSheet } from './settle-print';

/** The hash print_jobs keeps for a customer sheet: SHA-256 over its distinct photos' hashes, sorted. */
function customerSheetHash(photoHashes: readonly string[]): string {
  return createHash('sha256')
    .update([...new Set(photoHashes)].sort().join(','))
    .digest('hex');
}

/**
 * Several customers' photos on one sheet (decision 0042). Checked before any
 * decode: the paper (UNKNOWN_LAYOUT), that everything fits one sheet with its labels (core's
 * placeCustomerSheet: LAYOUT_DOES_NOT_FIT and a plain message), one photo per customer and no other
 * file (VALIDATION), the printer profile being the caller's (404). Then each distinct photo is
 * re-encoded once through the bounded image queue at its size (a free one with the brand burned in),
 * the sheet composed, and only then settled: a clean sheet is charged per distinct photo by the one
 * entitlement rule (a photo already paid today is free; short of coins for the new ones, 402 with
 * what it needs and nothing written).
 */
export async function printCustomerSheet(
  deps: { config: Config; database: DatabaseHandle; imageQueue: BoundedQueue },
  uid: string,
  print: CustomerSheetPrintRequest,
  files: PrintForm['files'],
): Promise<PrintedSheet> {
  const { service, mode } = print;
  const { customers } = print.sheet;
  const paper = findPaper(print.sheet.layout);
  if (!paper) throw new AppError('UNKNOWN_LAYOUT', `Unknown paper "${print.sheet.layout}": choose a4, 4x6, 4x6l or 5x7.`);
  const placed = placeCustomerSheet(paper, customers);
  if (!placed.ok) throw new AppError(placed.code, placed.message);
  const expected = new Set(customers.map((_, i) => customerPhotoField(i)));
  for (const field of Object.keys(files)) {
    if (!expected.has(field as ReturnType<typeof customerPhotoField>) || (printFileFields as readonly string[]).includes(field)) {
      throw new AppError('VALIDATION', `Unexpected file "${field}": a sheet of ${customers.length} customers carries photo1 to photo${customers.length}.`, {
        fields: ['customers'],
      });
    }
  }
  const uploads = customers.map((customer, i) => {
    const bytes = files[customerPhotoField(i)];
    if (!bytes) throw new AppError('VALIDATION', `Please choose customer ${i + 1}'s photo (${customer.label}).`, { fields: ['customers'] });
    return bytes;
  });
  const readings = await readPrinterReadings(deps.database.db, uid, print.sheet.printerProfileId);

  // Each distinct upload at each size it prints at, prepared once (the same photo twice is one embedded image).
  const watermark = mode === 'watermarked' ? deps.config.brandName : null;
  const prepared = new Map<string, PreparedImage>();
  const photos: Buffer[] = [];
  const hashes: string[] = [];
  for (const [i, customer] of placed.sheet.customers.entries()) {
    const bytes = uploads[i]!;
    const key = `${createHash('sha256').update(bytes).digest('hex')}:${customer.size.id}`;
    let image = prepared.get(key);
    if (!image) {
      try {
        image = await deps.imageQueue.run(() =>
          prepareUpload(bytes, { cover: photoPixels(watermark !== null, customer.size), proof: watermark !== null ? freeProof(customer.size) : null }),
        );
      } catch (error) {
        if (error instanceof AppError && error.code !== 'BUSY')
          throw new AppError(error.code, `Customer ${customers[i]!.label}: ${error.message}`, { cause: error });
        throw error;
      }
      prepared.set(key, image);
    }
    photos.push(image.jpeg);
    hashes.push(image.sha256);
  }
  const pdf = await composeCustomerSheet({ sheet: placed.sheet, photos, watermark, brand: deps.config.brandName, readings });

  const layout = customerSheetLayoutId(paper, customers);
  const photoHashes = [...new Set(hashes)];
  const settled = await settlePrint(deps.database, mode, { uid, service, docHash: customerSheetHash(photoHashes), photoHashes, layout, now: Date.now() });
  const count = customers.reduce((sum, c) => sum + c.count, 0);
  return {
    pdf,
    filename: `passport-photos-${paper.id}-${customers.length}-customers${mode === 'watermarked' ? '-watermarked' : ''}.pdf`,
    jobId: settled.jobId,
    charge: settled.charge,
    coins: settled.coins,
    balance: settled.balance,
    log: {
      service,
      layout,
      mode,
      customers: customers.length,
      count,
      photos: photoHashes.length,
      ...(readings ? { printerProfileId: print.sheet.printerProfileId! } : {}),
    },
  };
}
