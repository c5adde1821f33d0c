/**
 * Units carried in the type, so a millimetre can't be passed where a point is expected.
 * Geometry works in millimetres; only the PDF code converts to points.
 */
declare const unit: unique symbol;
type Unit<Name extends string> = number & { readonly [unit]: Name };

export type Mm = Unit<'mm'>;
export type Pt = Unit<'pt'>;
export type Px = Unit<'px'>;

export const mm = (value: number): Mm => value as Mm;
export const pt = (value: number): Pt => value as Pt;
const px = (value: number): Px => value as Px;

export const MM_PER_INCH = 25.4;
const PT_PER_INCH = 72;

export function mmToPt(value: Mm): Pt {
  return pt((value * PT_PER_INCH) / MM_PER_INCH);
}

export function ptToMm(value: Pt): Mm {
  return mm((value * MM_PER_INCH) / PT_PER_INCH);
}

/** Pixels needed to cover `length` at `dpi` dots per inch, rounded to the nearest pixel. */
export function mmToPx(length: Mm, dpi: number): Px {
  return px(Math.round((length / MM_PER_INCH) * dpi));
}
