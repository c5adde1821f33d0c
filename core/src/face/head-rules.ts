import { passportPhoto, type PhotoSize } from '../layout/papers';
import { mm, type Mm } from '../units/units';

/** A range in millimetres, with the value a proposal aims at. */
interface MmRange {
  min: Mm;
  max: Mm;
  target: Mm;
}

/**
 * Where the head goes in a photo of one size (decision 0043): its height from crown to chin, and the
 * gap from the photo's top edge down to the crown. The face is centred across the width.
 */
export interface HeadRule {
  head: MmRange;
  crownGap: MmRange;
}

const range = (min: number, max: number, target = (min + max) / 2): MmRange => ({ min: mm(min), max: mm(max), target: mm(target) });

/** 35×45 mm (India's passport photo, ICAO 9303): head 32–36 mm of the 45, crown 3–5 mm below the top. */
export const passportHeadRule: HeadRule = { head: range(32, 36), crownGap: range(3, 5) };

/**
 * 51×51 mm (2×2 in, visas and OCI): head 25–35 mm (1 to 1⅜ in). The crown gap is ours: 4–8 mm
 * puts the eyes 28–35 mm above the bottom edge (1⅛ to 1⅜ in) for heads in that range.
 */
export const squareHeadRule: HeadRule = { head: range(25, 35), crownGap: range(4, 8, 6) };

/** Two sizes the same within a tenth of a millimetre. */
const sameSize = (a: PhotoSize, b: PhotoSize) => Math.abs(a.width - b.width) < 0.1 && Math.abs(a.height - b.height) < 0.1;

const scaled = (value: Mm, factor: number) => mm(Math.round(value * factor * 100) / 100);
const scaleRange = (r: MmRange, factor: number): MmRange => ({ min: scaled(r.min, factor), max: scaled(r.max, factor), target: scaled(r.target, factor) });

/**
 * The head rule for a photo size: 35×45 mm and 51×51 mm have their own; every other size (25×35,
 * 20×25, the 42-up's 30×38.6 mm) is 35×45 mm's scaled by its height.
 */
export function headRuleFor(size: PhotoSize): HeadRule {
  if (sameSize(size, passportPhoto)) return passportHeadRule;
  if (sameSize(size, { width: mm(51), height: mm(51) })) return squareHeadRule;
  const factor = size.height / passportPhoto.height;
  return { head: scaleRange(passportHeadRule.head, factor), crownGap: scaleRange(passportHeadRule.crownGap, factor) };
}

/** Where the crop dialog draws its crown and chin guide lines: fractions of the photo's height from its top. */
export interface HeadGuides {
  crown: number;
  chin: number;
}

/** The guide lines a rule wants: the crown at its target gap, the chin one target head height below. */
export function headGuides(size: PhotoSize): HeadGuides {
  const rule = headRuleFor(size);
  return { crown: rule.crownGap.target / size.height, chin: (rule.crownGap.target + rule.head.target) / size.height };
}

/** An exam photo this close to square (width ÷ height within 2 %) takes the square rule. */
const SQUARE_ASPECT_SLACK = 0.02;

/**
 * The nominal print sizes an exam photo's head rule is read from (decision 0046). Exam presets state
 * pixels, never a head size, so the passport-style rules are reused by shape: a square photo (OCI,
 * e-Visa) is sized as 51×51 mm (head 25–35 mm: 49–69 % of the height), any other as a photo
 * 45 mm high at its own aspect (35×45 mm's head 32–36 mm: 71–80 % of the height). A preset that
 * keeps any shape (its frame is free) is proposed as 35×45 mm.
 */
const examPhotoFrames = {
  square: { width: mm(51), height: mm(51) },
  portraitHeight: passportPhoto.height,
  anyShape: passportPhoto,
} as const;

/**
 * The nominal size (mm) an exam photo of `aspect` (width ÷ height; null for a free frame) is
 * treated as for the face-aware crop: proposeFaceCrop, headRuleFor and headGuides read it as a
 * print size. Only its aspect and head rule matter; the file keeps its preset's exact pixels.
 */
export function examPhotoSize(aspect: number | null): PhotoSize {
  if (aspect === null || !Number.isFinite(aspect) || aspect <= 0) return examPhotoFrames.anyShape;
  if (Math.abs(aspect - 1) <= SQUARE_ASPECT_SLACK) return examPhotoFrames.square;
  const height = examPhotoFrames.portraitHeight;
  return { width: mm(height * aspect), height };
}

/** The head rule of an exam photo of `aspect` (width ÷ height; null for a free frame): headRuleFor its nominal size. */
export function examHeadRuleFor(aspect: number | null): HeadRule {
  return headRuleFor(examPhotoSize(aspect));
}
