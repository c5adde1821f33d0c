import type { Paper, PhotoSize } from './papers';
import { photoSizes } from './photo-sizes';
import { photosFromRow, resolveSheetChoice, sheetLayouts, sizeSheetLayout, type SheetChoice, type SheetLayout } from './sheet-layouts';

/** A sheet the picker may choose: the full layout and how a print asks for it (its id, or the paper with the size). */
interface Candidate {
  layout: SheetLayout;
  choice: Pick<SheetChoice, 'layout' | 'size'>;
}

/** How many sheets one print may take (decision 0071): the fullest sheet, then a second page. */
export const MAX_SHEET_PAGES = 2;

export type SheetPagesResult =
  | { ok: true; /** One sheet, or the fullest sheet and a second page (page 2 from row 1). */ pages: SheetLayout[] }
  | {
      ok: false;
      code: 'UNKNOWN_LAYOUT' | 'LAYOUT_DOES_NOT_FIT';
      message: string;
      /** The most photos two sheets take, when the count was too many. */ maxCount?: number;
    };

/**
 * The layouts on `paper` that print `photo`, fewest photos first: the fixed layouts of those
 * dimensions (the 35×45 mm ones, or the 42-up's 30×38.6 mm), then the named size's fullest sheet
 * where no fixed layout already is it.
 */
function candidatesFor(paper: Paper, photo: PhotoSize): Candidate[] {
  const same = (a: PhotoSize) => a.width === photo.width && a.height === photo.height;
  const fixed: Candidate[] = sheetLayouts.filter((l) => l.paper.id === paper.id && same(l.photo)).map((layout) => ({ layout, choice: { layout: layout.id } }));
  const size = photoSizes.find(same);
  if (size) {
    const fullest = sizeSheetLayoutOrNull(size, paper);
    if (fullest && !fixed.some((c) => c.layout.count === fullest.count)) fixed.push({ layout: fullest, choice: { layout: paper.id, size: size.id } });
  }
  return fixed.sort((a, b) => a.layout.count - b.layout.count);
}

function sizeSheetLayoutOrNull(size: (typeof photoSizes)[number], paper: Paper): SheetLayout | null {
  try {
    return sizeSheetLayout(size, paper);
  } catch {
    return null; // the size does not fit this paper at all
  }
}

/** The smallest candidate that holds `count` photos from `startRow` (resolveSheetChoice's sheet), or null when none does. */
function smallestHolding(candidates: readonly Candidate[], count: number, startRow: number): SheetLayout | null {
  for (const { choice } of candidates) {
    const resolved = resolveSheetChoice({ ...choice, count, startRow });
    if (resolved.ok) return resolved.layout;
  }
  return null;
}

/**
 * The one count model (decision 0071): `count` photos of `photo` on `paper`, the first sheet starting
 * at `startRow` (a partly used A4 sheet; decision 0038). The smallest layout on the paper that holds
 * them all (fewest photos; its own arrangement), or, when even the fullest does not, the fullest sheet
 * filled from `startRow` down and a second page with the rest: the smallest layout holding those,
 * from row 1 (the used part is on page 1 only). More than that is 422 LAYOUT_DOES_NOT_FIT saying the
 * most; a start row the paper does not have is refused as resolveSheetChoice refuses it.
 */
export function pickSheetPages(paper: Paper, photo: PhotoSize, count: number, startRow = 1): SheetPagesResult {
  const candidates = candidatesFor(paper, photo);
  const fullest = candidates.at(-1);
  if (!fullest) return { ok: false, code: 'LAYOUT_DOES_NOT_FIT', message: `A ${photo.width}×${photo.height} mm photo does not fit on ${paper.label}.` };
  // The start row itself (A4 only, a row the sheet has): one photo from there fits, or the refusal says why not.
  const start = resolveSheetChoice({ ...fullest.choice, count: 1, startRow });
  if (!start.ok) return start;
  const one = smallestHolding(candidates, count, startRow);
  if (one) return { ok: true, pages: [one] };
  const room = photosFromRow(fullest.layout, startRow);
  const rest = count - room;
  const second = smallestHolding(candidates, rest, 1);
  if (!Number.isInteger(count) || rest < 1 || !second) {
    const most = room + fullest.layout.count;
    return {
      ok: false,
      code: 'LAYOUT_DOES_NOT_FIT',
      message: `${count} photos do not fit on two sheets: ${paper.label} takes at most ${most} (${room} on the first sheet${startRow > 1 ? ` from row ${startRow}` : ''}, ${fullest.layout.count} on the second).`,
      maxCount: most,
    };
  }
  const first = smallestHolding([fullest], room, startRow)!;
  return { ok: true, pages: [first, second] };
}

/** The most photos a print of `photo` on `paper` takes from `startRow`: the fullest sheet's rows left, and a whole second sheet. */
export function mostOnSheetPages(paper: Paper, photo: PhotoSize, startRow = 1): number {
  const fullest = candidatesFor(paper, photo).at(-1);
  return fullest ? photosFromRow(fullest.layout, startRow) + fullest.layout.count : 0;
}

/**
 * The pages a print's sheet choice takes (the server's reading of a photo sheet, and the studio's):
 * a choice the chosen sheet holds is that sheet exactly, as resolveSheetChoice has always read it
 * (the same ids and PDF bytes); a count over what it holds (typed, or a fixed layout's own from a
 * later row) is no longer refused but picked on the same paper and photo size (pickSheetPages). An
 * unknown layout, paper or start row is refused as before.
 */
export function resolveSheetPages(choice: SheetChoice): SheetPagesResult {
  const one = resolveSheetChoice(choice);
  if (one.ok) return { ok: true, pages: [one.layout] };
  if (one.maxCount === undefined) return one;
  const full = resolveSheetChoice({ layout: choice.layout, size: choice.size });
  if (!full.ok) return full;
  return pickSheetPages(full.layout.paper, full.layout.photo, choice.count ?? full.layout.count, choice.startRow ?? 1);
}
