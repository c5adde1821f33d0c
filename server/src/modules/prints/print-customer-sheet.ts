import { cropFieldOf, customerPhotoField, type CustomerSheetPrintRequest } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import { placeCustomerPages } from '@core/layout/place-customer-pages';
import { findPaper } from '@core/layout/sheet-layouts';
import { composeCustomerSheet } from './compose-customer-sheet';
import { freeProof } from './image-resolution';
import { customerSheetBasis } from '../entitlement/charge-basis';
import { arrivedPhoto, photoChargeHash } from './photo-charge-hash';
import { photoPixels } from './print-passport-photos';
import type { PlannedPrint } from './print-pipeline';
import { prepareUpload, type PreparedImage } from './prepare-upload';
import type { PrintForm } from './read-print-form';

/**
 * Several customers' photos on one sheet, or two (decisions 0042 and 0071), for the one print pipeline.
 * Checked before any decode: the paper (UNKNOWN_LAYOUT), that everything fits one sheet, or two with each
 * customer whole on one, with its labels (core's placeCustomerPages: LAYOUT_DOES_NOT_FIT and a plain message), one photo per customer (and its crop, for a
 * white-background picture) and no other file (VALIDATION). Each distinct photo is re-encoded once at each
 * size it prints at; a clean sheet is charged per distinct photo by the one entitlement rule.
 */
export function planCustomerSheet(print: CustomerSheetPrintRequest, files: PrintForm['files']): PlannedPrint {
  const { customers } = print.sheet;
  const paper = findPaper(print.sheet.layout);
  if (!paper) throw new AppError('UNKNOWN_LAYOUT', `Unknown paper "${print.sheet.layout}": choose a4, 4x6, 4x6l or 5x7.`);
  const placed = placeCustomerPages(paper, customers);
  if (!placed.ok) throw new AppError(placed.code, placed.message);
  const sheets = placed.pages.map((page) => page.sheet);
  const placedCustomers = sheets.flatMap((sheet) => sheet.customers);
  const expected = new Set<string>(customers.flatMap((_, i) => [customerPhotoField(i), cropFieldOf(customerPhotoField(i))]));
  for (const field of Object.keys(files)) {
    if (!expected.has(field)) {
      throw new AppError('VALIDATION', `Unexpected file "${field}": a sheet of ${customers.length} customers carries photo1 to photo${customers.length}.`, {
        fields: ['customers'],
      });
    }
  }
  const uploads = customers.map((customer, i) => {
    const picture = files[customerPhotoField(i)];
    if (!picture) throw new AppError('VALIDATION', `Please choose customer ${i + 1}'s photo (${customer.label}).`, { fields: ['customers'] });
    return arrivedPhoto(picture, files[cropFieldOf(customerPhotoField(i))]);
  });
  const count = customers.reduce((sum, c) => sum + c.count, 0);
  return {
    service: print.service,
    mode: print.mode,
    recordsFree: true,
    printerProfileId: print.sheet.printerProfileId,
    sheet: {
      kind: 'customer-sheet',
      paper: paper.id,
      customers: placedCustomers.map((c, i) => ({ photo: { width: c.size.width, height: c.size.height }, count: customers[i]!.count })),
      ...(sheets.length > 1 ? { pages: sheets.map((sheet) => ({ customers: sheet.customers.length })) } : {}),
    },
    filename: `passport-photos-${paper.id}-${customers.length}-customers`,
    log: { layout: paper.id, customers: customers.length, count, pages: sheets.length },
    chargeBasis: async (run, clean) => {
      // The same photo (and crop) twice on a sheet is checked once.
      const charged = new Map<string, Promise<string>>();
      const photos: string[] = [];
      for (const upload of uploads) {
        const key = `${upload.pictureSha256}:${upload.crop?.sha256 ?? ''}`;
        if (!charged.has(key)) charged.set(key, photoChargeHash(upload, run, clean));
        photos.push(await charged.get(key)!);
      }
      return customerSheetBasis(photos);
    },
    async compose({ watermark, brand, readings, run }) {
      // Each distinct upload at each size it prints at, prepared once (the same photo twice is one embedded image).
      const prepared = new Map<string, PreparedImage>();
      const photos: Buffer[] = [];
      for (const [i, customer] of placedCustomers.entries()) {
        const { picture: bytes, pictureSha256 } = uploads[i]!;
        const key = `${pictureSha256}:${customer.size.id}`;
        let image = prepared.get(key);
        if (!image) {
          try {
            image = await run(() =>
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
      }
      return composeCustomerSheet({ sheets, photos, watermark, brand, readings });
    },
  };
}
