import { mm, pt, ptToMm, type Mm } from '../units/units';
import { maxFitGrid, maxRows } from './max-fit-grid';
import { PHOTO_GAP, type Paper } from './papers';
import { CROP_MARK, CROP_MARK_CLEARANCE } from './place-cut-lines';
import { maxColumns, type Rect } from './place-photos';
import { placeScaleBarMarks, type ScaleBarMarks } from './place-scale-bar-marks';
import { findPhotoSize, type NamedPhotoSize } from './photo-sizes';
import type { Segment } from './segment';
import { WATERMARK_TEXT_HEIGHT_EM, watermarkTextWidthEm } from './watermark-text-width';
import { indexRuns } from './index-runs';

/** The most customers one sheet carries (decision 0042): each one's photo is a file of the form. */
export const MAX_SHEET_CUSTOMERS = 8;
/** A customer's label: a number or a short name, Latin letters and digits (single spaces between), as the PDF's standard fonts can draw it. */
const CUSTOMER_LABEL_PATTERN = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
export const MAX_CUSTOMER_LABEL_LENGTH = 10;

/** Whether `label` can be printed as a customer's label (Latin letters and digits, up to 10 characters). */
export function isCustomerLabel(label: string): boolean {
  return label.length >= 1 && label.length <= MAX_CUSTOMER_LABEL_LENGTH && CUSTOMER_LABEL_PATTERN.test(label);
}

/**
 * The band kept clear above the first row for the labels there: as wide as the gap between rows,
 * where every other label goes. Every size's fullest grid still fits with it (a property test checks).
 */
const LABEL_BAND: Mm = PHOTO_GAP;
/** Labels are set in Helvetica Bold at 4.5 pt: about 1.1 mm capitals, inside a 2 mm gap. */
const LABEL_FONT_SIZE: Mm = ptToMm(pt(4.5));
/** How far a label stays from the photo edges under it (clear of the crop marks at those edges). */
const LABEL_INSET = CROP_MARK_CLEARANCE + 0.1;
/** How far a cut line stops short of a label on either side. */
const LABEL_CLEARANCE = 0.3;

/** One customer's photos asked for: a label, a photo size (by id) and how many. */
export interface SheetCustomerChoice {
  label: string;
  size: string;
  count: number;
}

/** Where a customer's label is drawn: its baseline's start, size, and the box its letters take. */
interface CustomerLabel {
  text: string;
  x: Mm;
  /** The baseline, in mm from the top. */
  y: Mm;
  fontSize: Mm;
  box: Rect;
}

interface PlacedCustomer {
  label: CustomerLabel;
  size: NamedPhotoSize;
  /** This customer's photos, in reading order. */
  rects: Rect[];
}

export interface CustomerSheet {
  paper: Paper;
  customers: PlacedCustomer[];
  /** Cut lines in the gaps, the cuts between sections of different sizes, and crop marks, none through a label. */
  cuts: Segment[];
  /** The 50 mm scale bar under everything, or null where there is no room for it. */
  scaleBar: ScaleBarMarks | null;
}

export type CustomerSheetResult = { ok: true; sheet: CustomerSheet } | { ok: false; code: 'UNKNOWN_LAYOUT' | 'LAYOUT_DOES_NOT_FIT'; message: string };

/** A run of rows of one photo size, its customers' photos one after another in reading order. */
interface Section {
  size: NamedPhotoSize;
  columns: number;
  rows: number;
  top: number;
  left: number;
  members: Array<{ index: number; count: number }>;
}

const sizeText = (size: NamedPhotoSize) => `${size.width}×${size.height} mm`;

/**
 * Several customers' photos on one sheet (decision 0042), by shelf packing: the
 * sizes in the order they are first asked for, each size a section of full-width rows (its
 * customers' photos one after the other in reading order, so a customer's block is never split or
 * interleaved), the sections one under the other with the 2 mm gap. The same margins, gap and cut
 * rules as a single photo sheet: a cut along the middle of every gap (between sections across both),
 * crop marks outside, and the 50 mm scale bar under everything where it fits. Each customer's label
 * stands in a 2 mm gap next to one of their photos: above their first photo where it can (a band
 * above the first row where the sheet has 2 mm to spare), else above or below another (labelSlots);
 * the cut lines stop short of it. One sheet only: what does not fit is LAYOUT_DOES_NOT_FIT, never a
 * second page. A size alone fits here whenever it fits its own fullest sheet (a property test).
 */
export function placeCustomerSheet(paper: Paper, choices: readonly SheetCustomerChoice[]): CustomerSheetResult {
  if (choices.length === 0) return { ok: false, code: 'LAYOUT_DOES_NOT_FIT', message: 'Add at least one customer’s photo.' };
  const sizes: NamedPhotoSize[] = [];
  for (const choice of choices) {
    const size = findPhotoSize(choice.size);
    if (!size) return { ok: false, code: 'UNKNOWN_LAYOUT', message: `Unknown photo size "${choice.size}".` };
    if (!Number.isInteger(choice.count) || choice.count < 1) throw new RangeError(`count must be a positive integer, got ${choice.count}`);
    if (maxFitGrid(paper, size).count === 0)
      return { ok: false, code: 'LAYOUT_DOES_NOT_FIT', message: `${sizeText(size)} photos do not fit on ${paper.label}.` };
    sizes.push(size);
  }

  // Sections in the order sizes are first asked for.
  const sections: Section[] = [];
  choices.forEach((choice, index) => {
    const size = sizes[index]!;
    let section = sections.find((s) => s.size.id === size.id);
    if (!section) {
      section = { size, columns: 0, rows: 0, top: 0, left: 0, members: [] };
      sections.push(section);
    }
    section.members.push({ index, count: choice.count });
  });
  let top: number = paper.margin;
  for (const section of sections) {
    const total = section.members.reduce((sum, m) => sum + m.count, 0);
    section.columns = Math.min(maxColumns(paper, section.size), total);
    section.rows = Math.ceil(total / section.columns);
    const width = section.columns * section.size.width + (section.columns - 1) * PHOTO_GAP;
    section.top = top;
    section.left = (paper.width - width) / 2;
    top += section.rows * (section.size.height + PHOTO_GAP);
  }
  let bottom = top - PHOTO_GAP;
  const limit = paper.height - paper.margin + 1e-9;
  if (bottom > limit) return { ok: false, code: 'LAYOUT_DOES_NOT_FIT', message: doesNotFitMessage(paper, sections, bottom) };
  // The band above the first row for its labels, where there is room for it (else they go in a gap below).
  if (bottom + LABEL_BAND <= limit) {
    for (const section of sections) section.top += LABEL_BAND;
    bottom += LABEL_BAND;
  }

  const customers: PlacedCustomer[] = choices.map((choice, index) => ({ label: null as unknown as CustomerLabel, size: sizes[index]!, rects: [] }));
  for (const section of sections) {
    const { size, columns } = section;
    let at = 0;
    for (const member of section.members) {
      for (let i = 0; i < member.count; i += 1, at += 1) {
        customers[member.index]!.rects.push({
          x: mm(section.left + (at % columns) * (size.width + PHOTO_GAP)),
          y: mm(section.top + Math.floor(at / columns) * (size.height + PHOTO_GAP)),
          width: size.width,
          height: size.height,
        });
      }
    }
  }
  const slots = labelSlots(paper, customers);
  if (!slots)
    return {
      ok: false,
      code: 'LAYOUT_DOES_NOT_FIT',
      message: 'There is no room for every customer’s label on this sheet. Please print fewer customers on it.',
    };
  customers.forEach((customer, index) => (customer.label = placeLabel(choices[index]!.label, slots[index]!)));

  const labels = customers.map((c) => c.label.box);
  const cuts = sheetCuts(paper, sections, customers).flatMap((segment) => clearOfLabels(segment, labels));
  const labelBottom = Math.max(...labels.map((box) => box.y + box.height));
  const scaleBar = placeScaleBarMarks(paper, mm(Math.max(bottom + CROP_MARK, labelBottom)));
  return { ok: true, sheet: { paper, customers, cuts, scaleBar } };
}

/** A place for a label: the 2 mm gap whose top is at `gapTop`, over the width of the photo `beside` (above or below it). */
interface LabelSlot {
  gapTop: number;
  beside: Rect;
}

/**
 * Where each customer's label goes: the gap above their first photo where it can (the band above the
 * first row counts), else the gap above or below another of their photos, no two labels in one place
 * (a matching, Kuhn's augmenting paths, each customer's places tried in that order). A gap is usable
 * when it lies inside the printable area. Null when some customer has no place left.
 */
function labelSlots(paper: Paper, customers: readonly PlacedCustomer[]): LabelSlot[] | null {
  const top = paper.margin - 1e-9;
  const bottom = paper.height - paper.margin + 1e-9;
  const options = customers.map((customer) => {
    const above = customer.rects.map((r) => ({ gapTop: r.y - PHOTO_GAP, beside: r }));
    const below = customer.rects.map((r) => ({ gapTop: r.y + r.height, beside: r }));
    return [...above, ...below].filter((slot) => slot.gapTop >= top && slot.gapTop + PHOTO_GAP <= bottom);
  });
  const key = (slot: LabelSlot) => `${slot.gapTop.toFixed(6)}:${slot.beside.x.toFixed(6)}`;
  const holder = new Map<string, number>();
  const chosen: Array<LabelSlot | null> = customers.map(() => null);
  const assign = (customer: number, visited: Set<string>): boolean => {
    for (const slot of options[customer]!) {
      const at = key(slot);
      if (visited.has(at)) continue;
      visited.add(at);
      const other = holder.get(at);
      if (other === undefined || assign(other, visited)) {
        holder.set(at, customer);
        chosen[customer] = slot;
        return true;
      }
    }
    return false;
  };
  for (let customer = 0; customer < customers.length; customer += 1) if (!assign(customer, new Set())) return null;
  return chosen as LabelSlot[];
}

/** A label in its slot's gap, centred in its height, from just inside the photo's left edge, shrunk to stay within its width. */
function placeLabel(text: string, slot: LabelSlot): CustomerLabel {
  const { beside, gapTop } = slot;
  const widthEm = Math.max(watermarkTextWidthEm(text), 1e-6);
  const fontSize = mm(Math.min(LABEL_FONT_SIZE, (beside.width - 2 * LABEL_INSET) / widthEm));
  const ascent = WATERMARK_TEXT_HEIGHT_EM.ascent * fontSize;
  const descent = WATERMARK_TEXT_HEIGHT_EM.descent * fontSize;
  const baseline = gapTop + (PHOTO_GAP - ascent - descent) / 2 + ascent;
  const x = mm(beside.x + LABEL_INSET);
  return {
    text,
    x,
    y: mm(baseline),
    fontSize,
    box: { x, y: mm(baseline - ascent), width: mm(widthEm * fontSize), height: mm(ascent + descent) },
  };
}

/** Every cut of the sheet before labels are cleared: each section's gaps and side marks, the cuts between sections, marks above the first and below the last. */
function sheetCuts(paper: Paper, sections: readonly Section[], customers: readonly PlacedCustomer[]): Segment[] {
  const lines: Segment[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) => lines.push({ x1: mm(x1), y1: mm(y1), x2: mm(x2), y2: mm(y2) });
  const placed = new Set(customers.flatMap((c) => c.rects.map((r) => `${r.x}:${r.y}`)));
  sections.forEach((section, s) => {
    const { size, columns, rows } = section;
    const xAt = (column: number) => section.left + column * (size.width + PHOTO_GAP);
    const yAt = (row: number) => section.top + row * (size.height + PHOTO_GAP);
    const has = (row: number, column: number) => row >= 0 && row < rows && column >= 0 && column < columns && placed.has(`${mm(xAt(column))}:${mm(yAt(row))}`);
    for (let column = 1; column < columns; column += 1) {
      const x = xAt(column) - PHOTO_GAP / 2;
      for (const [first, last] of indexRuns(rows, (row) => has(row, column - 1) || has(row, column))) line(x, yAt(first), x, yAt(last) + size.height);
    }
    for (let row = 1; row < rows; row += 1) {
      const y = yAt(row) - PHOTO_GAP / 2;
      for (const [first, last] of indexRuns(columns, (column) => has(row - 1, column) || has(row, column))) line(xAt(first), y, xAt(last) + size.width, y);
    }
    // Between this section and the one above: one cut across both.
    const above = sections[s - 1];
    if (above) {
      const y = section.top - PHOTO_GAP / 2;
      const aboveRight = above.left + above.columns * (above.size.width + PHOTO_GAP) - PHOTO_GAP;
      const right = section.left + columns * (size.width + PHOTO_GAP) - PHOTO_GAP;
      line(Math.min(above.left, section.left), y, Math.max(aboveRight, right), y);
    }
    // Crop marks sideways off the section's rows, as far as the margin allows (none beside an empty place of a last row not full).
    const leftFar = Math.max(section.left - CROP_MARK, paper.margin);
    const right = xAt(columns - 1) + size.width;
    const rightFar = Math.min(right + CROP_MARK, paper.width - paper.margin);
    for (let row = 0; row < rows; row += 1) {
      for (const y of [yAt(row), yAt(row) + size.height]) {
        if (has(row, 0) && section.left - CROP_MARK_CLEARANCE > leftFar) line(leftFar, y, section.left - CROP_MARK_CLEARANCE, y);
        if (has(row, columns - 1) && rightFar > right + CROP_MARK_CLEARANCE) line(right + CROP_MARK_CLEARANCE, y, rightFar, y);
      }
    }
    // Crop marks up off the first section's top row, and down off the last section's last row.
    if (s === 0) {
      const far = Math.max(section.top - CROP_MARK, paper.margin);
      for (let column = 0; column < columns; column += 1)
        if (has(0, column) && far < section.top - CROP_MARK_CLEARANCE)
          for (const x of [xAt(column), xAt(column) + size.width]) line(x, far, x, section.top - CROP_MARK_CLEARANCE);
    }
    if (s === sections.length - 1) {
      const bottom = yAt(rows - 1) + size.height;
      const far = Math.min(bottom + CROP_MARK, paper.height - paper.margin);
      for (let column = 0; column < columns; column += 1)
        if (has(rows - 1, column) && far > bottom + CROP_MARK_CLEARANCE)
          for (const x of [xAt(column), xAt(column) + size.width]) line(x, bottom + CROP_MARK_CLEARANCE, x, far);
    }
  });
  return lines;
}

/** `segment` without the parts that would run through a label (horizontal cuts in a gap with a label stop short of it). */
function clearOfLabels(segment: Segment, labels: readonly Rect[]): Segment[] {
  let pieces: Segment[] = [segment];
  for (const box of labels) {
    const left = box.x - LABEL_CLEARANCE;
    const right = box.x + box.width + LABEL_CLEARANCE;
    const topEdge = box.y - LABEL_CLEARANCE;
    const bottomEdge = box.y + box.height + LABEL_CLEARANCE;
    pieces = pieces.flatMap((piece) => {
      if (piece.y1 === piece.y2) {
        const [a, b] = piece.x1 < piece.x2 ? [piece.x1, piece.x2] : [piece.x2, piece.x1];
        if (piece.y1 < topEdge || piece.y1 > bottomEdge || b <= left || a >= right) return [piece];
        const kept: Segment[] = [];
        if (a < left) kept.push({ ...piece, x1: a, x2: mm(left) });
        if (b > right) kept.push({ ...piece, x1: mm(right), x2: b });
        return kept;
      }
      const [a, b] = piece.y1 < piece.y2 ? [piece.y1, piece.y2] : [piece.y2, piece.y1];
      if (piece.x1 < left || piece.x1 > right || b <= topEdge || a >= bottomEdge) return [piece];
      const kept: Segment[] = [];
      if (a < topEdge) kept.push({ ...piece, y1: a, y2: mm(topEdge) });
      if (b > bottomEdge) kept.push({ ...piece, y1: mm(bottomEdge), y2: b });
      return kept;
    });
  }
  return pieces;
}

/** What to say when the sections run past the bottom margin: by how much, and what fits of a size alone. */
function doesNotFitMessage(paper: Paper, sections: readonly Section[], bottom: number): string {
  const over = Math.ceil((bottom - (paper.height - paper.margin)) * 10) / 10;
  const most = sections.map((s) => `${maxColumns(paper, s.size) * Math.max(0, maxRows(paper, s.size))} of ${sizeText(s.size)}`).join(', ');
  return `These photos do not fit on one ${paper.label} sheet (${over} mm too long). Print fewer, or some on another sheet; one size alone fits at most ${most}.`;
}
