import type { PhotoSheetPrintRequest } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import { passportPhoto, type PhotoSize } from '@core/layout/papers';
import { resolveSheetPages } from '@core/layout/pick-sheet-pages';
import { sheetCropSize, type SheetLayout } from '@core/layout/sheet-layouts';
import { composePhotoSheet } from './compose-photo-sheet';
import { freeProof, imagePixels } from './image-resolution';
import { photoSheetBasis } from '../entitlement/charge-basis';
import { arrivedPhoto, photoChargeHash } from './photo-charge-hash';
import type { PlannedPrint } from './print-pipeline';
import { prepareUpload } from './prepare-upload';
import type { PrintForm } from './read-print-form';

/**
 * The crop's pixels for a photo of `size` (by default 35×45 mm, what every fixed layout draws; a
 * size's sheet draws its own): 600 dpi on a clean sheet, 150 dpi on a free one.
 */
export const photoPixels = (watermarked: boolean, size: PhotoSize = passportPhoto) => imagePixels(size, watermarked);

/**
 * A sheet of photos, for the one pipeline: the layout from its id, or a photo size on a paper, and the
 * count (resolveSheetPages: the chosen sheet when it holds them, else the smallest layout on its paper
 * that does, or the fullest and a second page from row 1, decision 0071; 422 UNKNOWN_LAYOUT, or
 * LAYOUT_DOES_NOT_FIT past what two sheets take, before any decode); the photo fitted to the sheet's
 * size (a free one made a proof of layout at 150 dpi, decision 0053, made once and drawn on every
 * page). One photo, one charge, whatever the size, count and pages (docs/domain-rules.md §4).
 */
export function planPassportSheet(print: PhotoSheetPrintRequest, files: PrintForm['files']): PlannedPrint {
  const chosen = resolveSheetPages(print.sheet);
  if (!chosen.ok) throw new AppError(chosen.code, chosen.message);
  const [layout, secondPage] = chosen.pages as [SheetLayout, SheetLayout?];
  const { front, frontCrop } = files;
  if (!front) throw new AppError('VALIDATION', 'Please choose a photo.');
  const size = sheetCropSize(layout);
  const count = layout.count + (secondPage?.count ?? 0);
  const startRow = layout.startRow ?? 1;
  return {
    service: print.service,
    mode: print.mode,
    recordsFree: true,
    printerProfileId: print.sheet.printerProfileId,
    sheet: {
      kind: 'photo-sheet',
      paper: layout.paper.id,
      photo: { width: layout.photo.width, height: layout.photo.height },
      count,
      startRow,
      ...(secondPage
        ? {
            pages: [
              { count: layout.count, startRow },
              { count: secondPage.count, startRow: 1 },
            ],
          }
        : {}),
    },
    filename: `passport-photos-${layout.id}${secondPage ? `-and-${secondPage.id}` : ''}`,
    log: { layout: layout.id, count, ...(secondPage ? { secondPage: secondPage.id } : {}) },
    chargeBasis: async (run, clean) => photoSheetBasis(await photoChargeHash(arrivedPhoto(front, frontCrop), run, clean)),
    async compose({ watermark, brand, readings, run }) {
      const proof = watermark !== null ? freeProof(size) : null;
      const photo = await run(() => prepareUpload(front, { cover: photoPixels(watermark !== null, size), proof }));
      return composePhotoSheet({ layout, secondPage, photoJpeg: photo.jpeg, watermark, brand, readings });
    },
  };
}
