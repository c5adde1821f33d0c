import { passportPhoto } from '../../../../../core/src/layout/papers';
import { mmToPx } from '../../../../../core/src/units/units';

/** 35×45 mm at 600 dpi (827×1063 px): the size every sheet is printed from. */
export const BEST_CROP = { width: mmToPx(passportPhoto.width, 600), height: mmToPx(passportPhoto.height, 600) } as const;
/** 35×45 mm at 300 dpi (413×531 px, kept at DESIGN's 420×540): the least a print may have. */
export const LEAST_CROP = { width: 420, height: 540 } as const;
/** The stencil's aspect ratio: 35×45 mm, shared by every layout (the 42-up 30×38.6 mm too). */
export const CROP_ASPECT = 7 / 9;

export interface CropExportSize {
  width: number;
  height: number;
  /** The source crop had fewer pixels than 300 dpi needs and was scaled up: warn the operator. */
  lowResolution: boolean;
}

/**
 * How big to export a crop that covers `sourceWidth` pixels of the photo: 600 dpi when the source
 * has that many, else its own size, but never under 300 dpi (scaled up, flagged).
 */
export function cropExportSize(sourceWidth: number): CropExportSize {
  if (sourceWidth >= BEST_CROP.width) return { ...BEST_CROP, lowResolution: false };
  if (sourceWidth >= LEAST_CROP.width) {
    const width = Math.round(sourceWidth);
    return { width, height: Math.round(width / CROP_ASPECT), lowResolution: false };
  }
  return { ...LEAST_CROP, lowResolution: true };
}
