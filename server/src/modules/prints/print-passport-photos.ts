import type { PhotoSheetPrintRequest } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import { passportPhoto, type PhotoSize } from '@core/layout/papers';
import { resolveSheetChoice, sheetCropSize } from '@core/layout/sheet-layouts';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { readPrinterReadings } from '../printer-profiles/read-printer-readings';
import { composePhotoSheet } from './compose-photo-sheet';
import { freeProof, imagePixels } from './image-resolution';
import { prepareUpload } from './prepare-upload';
import type { PrintForm } from './read-print-form';
import { settlePrint, type PrintedSheet } from './settle-print';

/**
 * The crop's pixels for a photo of `size` (by default 35×45 mm, what every fixed layout draws; a
 * size's sheet draws its own): 600 dpi on a clean sheet, 150 dpi on a free one.
 */
export const photoPixels = (watermarked: boolean, size: PhotoSize = passportPhoto) => imagePixels(size, watermarked);

/**
 * A sheet of photos: the layout from its id, or a photo size on a paper, and the count
 * (resolveSheetChoice: 422 UNKNOWN_LAYOUT, or LAYOUT_DOES_NOT_FIT for more photos than it holds,
 * before any decode), the photo through the bounded image queue fitted to the sheet's size, composed,
 * then charged: one photo, one charge, whatever the size and count.
 */
export async function printPassportPhotos(
  deps: { config: Config; database: DatabaseHandle; imageQueue: BoundedQueue },
  uid: string,
  print: PhotoSheetPrintRequest,
  files: PrintForm['files'],
): Promise<PrintedSheet> {
  const { service, mode } = print;
  const chosen = resolveSheetChoice(print.sheet);
  if (!chosen.ok) throw new AppError(chosen.code, chosen.message);
  const { layout } = chosen;
  const { front } = files;
  if (!front) throw new AppError('VALIDATION', 'Please choose a photo.');
  // The caller's own printer profile, checked before any decode (404 when it isn't theirs).
  const readings = await readPrinterReadings(deps.database.db, uid, print.sheet.printerProfileId);

  // A free sheet's photo is a proof of layout (made once, drawn `count` times), at 150 dpi; the page carries the brand too.
  const watermark = mode === 'watermarked' ? deps.config.brandName : null;
  const size = sheetCropSize(layout);
  const proof = watermark !== null ? freeProof(size) : null;
  const photo = await deps.imageQueue.run(() => prepareUpload(front, { cover: photoPixels(watermark !== null, size), proof }));
  const pdf = await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark, brand: deps.config.brandName, readings });

  const settled = await settlePrint(deps.database, mode, { uid, service, docHash: photo.sha256, layout: layout.id, now: Date.now() });
  return {
    pdf,
    filename: `passport-photos-${layout.id}${mode === 'watermarked' ? '-watermarked' : ''}.pdf`,
    jobId: settled.jobId,
    charge: settled.charge,
    coins: settled.coins,
    balance: settled.balance,
    log: { service, layout: layout.id, mode, count: layout.count, ...(readings ? { printerProfileId: print.sheet.printerProfileId! } : {}) },
  };
}
