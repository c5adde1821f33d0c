import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS } from './prepare-upload';

/**
 * Both pictures are compared at this long side at most, and reduced at least this many times (each compared pixel
 * averages 4×4 or more: a browser's JPEG keeps colour at half resolution, 4:2:0, and an edge between the subject and
 * white smears its colour by up to 20 levels at a 2× reduction, 6 at 4×). The linear kernel only averages, so
 * "between the crop and white" survives the reduction.
 */
const COMPARE_LONG_SIDE = 256;
const MIN_REDUCTION = 4;
/** Levels (of 255) a channel may differ by JPEG noise alone: measured on the browser's re-encoding at quality 90 (docs/decisions/0057). */
export const WHITE_PICTURE_TOLERANCE = 12;
/** The share of the picture that must be the crop unchanged (within the tolerance in every channel). */
export const WHITE_PICTURE_MIN_UNCHANGED = 0.2;
/**
 * The detail the crop must show where the picture keeps it unchanged: the mean absolute difference of neighbouring
 * luma levels there. A flat crop (all black, all grey) has none, so paying for one frees no later picture.
 */
export const WHITE_PICTURE_MIN_DETAIL = 2;

/** What the comparison measured, for the tests' figures and the decision's record. */
export interface WhitePictureMeasure {
  /** Same pixel size, both decoded. */
  comparable: boolean;
  /** The most any channel of the picture is darker than the crop's (levels); above the tolerance, not a white picture. */
  darkest: number;
  /** The share of pixels within the tolerance of the crop in every channel. */
  unchanged: number;
  /** The crop's detail over the unchanged pixels (mean absolute neighbour difference of luma). */
  detail: number;
}

/** The upright pixel size of an image (EXIF turns applied), from its header. */
async function uprightSize(image: Buffer) {
  const { width, height, orientation } = await sharp(image, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata();
  if (!width || !height) throw new Error('no size');
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The image upright, on white, reduced to `width`×`height` (averaging), as RGB bytes. */
async function reduced(image: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(image, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Measures `picture` against `crop` (see isWhitePictureOf); `comparable` false when either does not decode or the sizes differ. */
export async function measureWhitePicture(crop: Buffer, picture: Buffer): Promise<WhitePictureMeasure> {
  const none = { comparable: false, darkest: 255, unchanged: 0, detail: 0 };
  let a: Buffer;
  let b: Buffer;
  let width: number;
  let height: number;
  try {
    const [c, p] = await Promise.all([uprightSize(crop), uprightSize(picture)]);
    if (c.width !== p.width || c.height !== p.height) return none;
    const scale = Math.min(1 / MIN_REDUCTION, COMPARE_LONG_SIDE / Math.max(c.width, c.height));
    width = Math.max(1, Math.round(c.width * scale));
    height = Math.max(1, Math.round(c.height * scale));
    [a, b] = await Promise.all([reduced(crop, width, height), reduced(picture, width, height)]);
  } catch {
    return none;
  }
  const luma = (data: Buffer, i: number) => 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  let darkest = 0;
  let unchanged = 0;
  let detailSum = 0;
  let detailCount = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      let same = true;
      for (let k = 0; k < 3; k += 1) {
        const difference = b[i + k]! - a[i + k]!;
        if (-difference > darkest) darkest = -difference;
        if (Math.abs(difference) > WHITE_PICTURE_TOLERANCE) same = false;
      }
      if (!same) continue;
      unchanged += 1;
      const here = luma(a, i);
      if (x + 1 < width) {
        detailSum += Math.abs(luma(a, i + 3) - here);
        detailCount += 1;
      }
      if (y + 1 < height) {
        detailSum += Math.abs(luma(a, i + width * 3) - here);
        detailCount += 1;
      }
    }
  }
  return { comparable: true, darkest, unchanged: unchanged / (width * height), detail: detailCount === 0 ? 0 : detailSum / detailCount };
}

/**
 * The white picture rule (docs/decisions/0057): `picture` is `crop` with its background made white, and is charged
 * as the crop, when both decode to the same pixel size and, compared reduced (256 px on the long side at most, a quarter of it at least), every pixel
 * of the picture lies between the crop's and white in each channel (within WHITE_PICTURE_TOLERANCE levels of
 * JPEG noise), and at least WHITE_PICTURE_MIN_UNCHANGED of it is the crop unchanged, showing the crop's detail
 * (WHITE_PICTURE_MIN_DETAIL), so that a paid flat crop (all black) does not make every later picture free.
 */
export async function isWhitePictureOf(crop: Buffer, picture: Buffer): Promise<boolean> {
  const m = await measureWhitePicture(crop, picture);
  return m.comparable && m.darkest <= WHITE_PICTURE_TOLERANCE && m.unchanged >= WHITE_PICTURE_MIN_UNCHANGED && m.detail >= WHITE_PICTURE_MIN_DETAIL;
}
