import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxFitGrid } from '../src/layout/max-fit-grid';
import { PHOTO_GAP, papers, type Paper } from '../src/layout/papers';
import { isCustomerLabel, MAX_SHEET_CUSTOMERS, placeCustomerSheet, type CustomerSheet, type SheetCustomerChoice } from '../src/layout/place-customer-sheet';
import type { Rect } from '../src/layout/place-photos';
import { photoSizes, findPhotoSize } from '../src/layout/photo-sizes';
import type { Segment } from '../src/layout/segment';

const EPS = 1e-6;
const allPapers = Object.values(papers) as Paper[];
const apart = (a: Rect, b: Rect) => a.x + a.width <= b.x + EPS || b.x + b.width <= a.x + EPS || a.y + a.height <= b.y + EPS || b.y + b.height <= a.y + EPS;
const inside = (paper: Paper, r: Rect) =>
  r.x >= paper.margin - EPS &&
  r.y >= paper.margin - EPS &&
  r.x + r.width <= paper.width - paper.margin + EPS &&
  r.y + r.height <= paper.height - paper.margin + EPS;
const segmentBox = (s: Segment): Rect =>
  ({ x: Math.min(s.x1, s.x2), y: Math.min(s.y1, s.y2), width: Math.abs(s.x2 - s.x1), height: Math.abs(s.y2 - s.y1) }) as Rect;
/** A cut crosses a box when it runs through its inside (touching its edge is not crossing). */
const crosses = (s: Segment, r: Rect) => {
  const b = segmentBox(s);
  return b.x < r.x + r.width - EPS && b.x + b.width > r.x + EPS && b.y < r.y + r.height - EPS && b.y + b.height > r.y + EPS;
};

/** Every rule a customer sheet keeps (decision 0042), checked on one placed sheet. */
function expectSheetRules(sheet: CustomerSheet, choices: readonly SheetCustomerChoice[]) {
  const { paper } = sheet;
  const rects = sheet.customers.flatMap((c) => c.rects);
  // Each customer's photos: as many as asked, each exactly its size.
  sheet.customers.forEach((customer, i) => {
    const size = findPhotoSize(choices[i]!.size)!;
    expect(customer.rects).toHaveLength(choices[i]!.count);
    for (const r of customer.rects) {
      expect(r.width).toBe(size.width);
      expect(r.height).toBe(size.height);
    }
  });
  // Inside the printable margin, no two photos overlap, and at least the 2 mm gap apart.
  for (const r of rects) expect(inside(paper, r), JSON.stringify(r)).toBe(true);
  for (let i = 0; i < rects.length; i += 1)
    for (let j = i + 1; j < rects.length; j += 1) {
      const [a, b] = [rects[i]!, rects[j]!];
      const grown = {
        x: a.x - PHOTO_GAP + EPS * 10,
        y: a.y - PHOTO_GAP + EPS * 10,
        width: a.width + 2 * PHOTO_GAP - EPS * 20,
        height: a.height + 2 * PHOTO_GAP - EPS * 20,
      } as Rect;
      expect(apart(grown, b), `${JSON.stringify(a)} and ${JSON.stringify(b)} closer than the gap`).toBe(true);
    }
  // Blocks together: in reading order of the sheet (top to bottom, left to right), one customer's photos come one after another.
  const order = sheet.customers.flatMap((c, owner) => c.rects.map((r) => ({ r, owner }))).sort((a, b) => a.r.y - b.r.y || a.r.x - b.r.x);
  const seen = new Set<number>();
  order.forEach(({ owner }, i) => {
    if (i > 0 && order[i - 1]!.owner !== owner) {
      expect(seen.has(owner), `customer ${owner}'s photos are split`).toBe(false);
    }
    seen.add(owner);
  });
  // Labels: inside the printable area, clear of every photo, every other label and every cut.
  const labels = sheet.customers.map((c) => c.label.box);
  for (const [i, box] of labels.entries()) {
    expect(inside(paper, box), `label ${i} outside the printable area`).toBe(true);
    for (const r of rects) expect(apart(box, r), `label ${i} over a photo`).toBe(true);
    for (const [j, other] of labels.entries()) if (j !== i) expect(apart(box, other), `labels ${i} and ${j} overlap`).toBe(true);
    for (const cut of sheet.cuts) expect(crosses(cut, box), `cut ${JSON.stringify(cut)} through label ${i}`).toBe(false);
  }
  // Cuts and the scale bar in the printable area; no cut through a photo.
  for (const cut of sheet.cuts) {
    expect(inside(paper, segmentBox(cut)), `cut ${JSON.stringify(cut)} in the margin`).toBe(true);
    for (const r of rects) expect(crosses(cut, r), `cut ${JSON.stringify(cut)} through ${JSON.stringify(r)}`).toBe(false);
  }
  if (sheet.scaleBar) {
    for (const s of [sheet.scaleBar.line, ...sheet.scaleBar.ticks]) {
      expect(inside(paper, segmentBox(s))).toBe(true);
      for (const r of rects) expect(crosses(s, r)).toBe(false);
    }
    expect(sheet.scaleBar.line.x2 - sheet.scaleBar.line.x1).toBeCloseTo(50, 9);
  }
}

const anyChoice = fc.record({
  label: fc.stringMatching(/^[A-Za-z0-9]{1,10}$/),
  size: fc.constantFrom(...photoSizes.map((s) => s.id)),
  count: fc.integer({ min: 1, max: 40 }),
});

describe('placeCustomerSheet', () => {
  it('places three customers of different sizes on A4: each photo its size, blocks in the order asked, labels above their first photos', () => {
    const choices = [
      { label: '1', size: '35x45', count: 6 },
      { label: 'Ravi', size: '51x51', count: 2 },
      { label: 'B3', size: '20x25', count: 12 },
    ];
    const placed = placeCustomerSheet(papers.a4, choices);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expectSheetRules(placed.sheet, choices);
    const [first, second, third] = placed.sheet.customers;
    // Sections one under another, in the order asked; the label in the gap right above the block.
    expect(first!.rects[0]!.y).toBeCloseTo(papers.a4.margin + PHOTO_GAP, 9);
    expect(second!.rects[0]!.y).toBeGreaterThan(first!.rects.at(-1)!.y + 45);
    expect(third!.rects[0]!.y).toBeGreaterThan(second!.rects.at(-1)!.y + 51);
    for (const customer of placed.sheet.customers) {
      expect(customer.label.box.y + customer.label.box.height).toBeLessThanOrEqual(customer.rects[0]!.y);
      expect(customer.label.box.y).toBeGreaterThanOrEqual(customer.rects[0]!.y - PHOTO_GAP);
    }
    expect(placed.sheet.customers.map((c) => c.label.text)).toEqual(['1', 'Ravi', 'B3']);
    expect(placed.sheet.scaleBar).not.toBeNull();
  });

  it('puts 90 stamp photos of four customers on one A4 (the bench sheet), customers sharing the rows of their size', () => {
    const choices = [
      { label: '1', size: '20x25', count: 30 },
      { label: '2', size: '20x25', count: 20 },
      { label: '3', size: '20x25', count: 25 },
      { label: '4', size: '20x25', count: 15 },
    ];
    const placed = placeCustomerSheet(papers.a4, choices);
    expect(placed.ok).toBe(true);
    if (placed.ok) expectSheetRules(placed.sheet, choices);
    // Customer 2 starts right after customer 1's 30th photo, in the same row (9 a row: row 4, 4th place).
    if (placed.ok) expect(placed.sheet.customers[1]!.rects[0]!.y).toBe(placed.sheet.customers[0]!.rects[29]!.y);
  });

  it('refuses what does not fit one sheet with LAYOUT_DOES_NOT_FIT and a plain message, never a second page', () => {
    const placed = placeCustomerSheet(papers['4x6'], [
      { label: 'A', size: '35x45', count: 6 },
      { label: 'B', size: '51x51', count: 2 },
    ]);
    expect(placed).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT' });
    if (!placed.ok) expect(placed.message).toMatch(/do not fit on one 4×6 in sheet/);
    expect(placeCustomerSheet(papers.a4, [{ label: 'A', size: '99x99', count: 1 }])).toMatchObject({ ok: false, code: 'UNKNOWN_LAYOUT' });
  });

  it('keeps every rule for any customers on any paper (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allPapers), fc.array(anyChoice, { minLength: 1, maxLength: MAX_SHEET_CUSTOMERS }), (paper, choices) => {
        const placed = placeCustomerSheet(paper, choices);
        if (placed.ok) expectSheetRules(placed.sheet, choices);
        else expect(placed.code).toBe('LAYOUT_DOES_NOT_FIT');
      }),
      { numRuns: 300 },
    );
  });

  it('never needs more sheets than printing each size on its own: a size alone, up to its fullest sheet, always fits (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allPapers),
        fc.constantFrom(...photoSizes),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: MAX_SHEET_CUSTOMERS }),
        (paper, size, weights) => {
          const most = maxFitGrid(paper, size).count;
          // Split up to the fullest sheet's count among the customers, each at least one photo.
          const customers = Math.min(weights.length, most);
          const total = Math.max(customers, Math.round((most * weights[0]!) / 1000));
          const counts = Array.from({ length: customers }, (_, i) => Math.floor(total / customers) + (i < total % customers ? 1 : 0));
          const choices = counts.map((count, i) => ({ label: String(i + 1), size: size.id, count }));
          const placed = placeCustomerSheet(paper, choices);
          expect(placed.ok, `${total} of ${size.id} on ${paper.id} in ${customers} customers`).toBe(true);
          if (placed.ok) expectSheetRules(placed.sheet, choices);
        },
      ),
      { numRuns: 120 },
    );
    // And each size's fullest sheet exactly, as one customer, on every paper.
    for (const paper of allPapers)
      for (const size of photoSizes) {
        const most = maxFitGrid(paper, size).count;
        if (most > 0) expect(placeCustomerSheet(paper, [{ label: 'A', size: size.id, count: most }]).ok, `${size.id} on ${paper.id}`).toBe(true);
      }
  });
});

describe('customer labels and the recorded layout', () => {
  it('takes Latin letters and digits only, up to 10 characters', () => {
    expect(isCustomerLabel('12')).toBe(true);
    expect(isCustomerLabel('Ravi K')).toBe(true);
    expect(isCustomerLabel('रवि')).toBe(false);
    expect(isCustomerLabel('')).toBe(false);
    expect(isCustomerLabel('A,B')).toBe(false);
    expect(isCustomerLabel('ABCDEFGHIJK')).toBe(false);
    expect(isCustomerLabel(' A')).toBe(false);
  });
});
