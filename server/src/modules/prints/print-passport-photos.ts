import type { PhotoSheetPrintRequest } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import { passportPhoto } from '@core/layout/papers';
import { findSheetLayout } from '@core/layout/sheet-layouts';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { readPrinterReadings } from '../printer-profiles/read-printer-readings';
import { composePhotoSheet } from './compose-photo-sheet';
import { imagePixels } from './image-resolution';
import { prepareUpload } from './prepare-upload';
import type { PrintForm } from './read-print-form';
import { settlePrint, type PrintedSheet } from './settle-print';

/** The passport crop's pixels (35×45 mm, what every sheet layout draws): 600 dpi on a clean sheet, 300 dpi on a free one. */
export const photoPixels = (watermarked: boolean) => imagePixels(passportPhoto, watermarked);

/** A sheet of passport photos: the layout from its id, the photo through the bounded image queue, composed, then charged. */
export async function printPassportPhotos(
  deps: { config: Config; database: DatabaseHandle; imageQueue: BoundedQueue },
  uid: string,
  print: PhotoSheetPrintRequest,
  files: PrintForm['files'],
): Promise<PrintedSheet> {
  const { service, mode } = print;
  const layout = findSheetLayout(print.sheet.layout);
  if (!layout) throw new AppError('UNKNOWN_LAYOUT', `Unknown layout "${print.sheet.layout}".`);
  const { front } = files;
  if (!front) throw new AppError('VALIDATION', 'Please choose a photo.');
  // The caller's own printer profile, checked before any decode (404 when it isn't theirs).
  const readings = await readPrinterReadings(deps.database.db, uid, print.sheet.printerProfileId);

  // A free sheet's photo carries the brand in its pixels too (burned in once, drawn `count` times), at 300 dpi.
  const watermark = mode === 'watermarked' ? deps.config.brandName : null;
  const photo = await deps.imageQueue.run(() => prepareUpload(front, { cover: photoPixels(watermark !== null), watermark }));
  const pdf = await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark, brand: deps.config.brandName, readings });

  const settled = await settlePrint(deps.database, mode, { uid, service, docHash: photo.sha256, layout: layout.id, now: Date.now() });
  return {
    pdf,
    filename: `passport-photos-${layout.id}${mode === 'watermarked' ? '-watermarked' : ''}.pdf`,
    jobId: settled.jobId,
    charge: settled.charge,
    balance: settled.balance,
    log: { service, layout: layout.id, mode, ...(readings ? { printerProfileId: print.sheet.printerProfileId! } : {}) },
  };
}
