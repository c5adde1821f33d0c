import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { papers, passportPhoto, smallPassportPhoto, type Paper, type PhotoSize } from '../src/layout/papers';
import { placePhotoSheet } from '../src/layout/place-photo-sheet';
import { mostOnSheetPages, pickSheetPages, resolveSheetPages } from '../src/layout/pick-sheet-pages';
import { photoSizes } from '../src/layout/photo-sizes';
import { paperList, photosFromRow, resolveSheetChoice, sheetLayouts, sheetRows, sizeSheetLayout, type SheetLayout } from '../src/layout/sheet-layouts';

/** Every photo a sheet can print: the four sizes and the 42-up's 30×38.6 mm. */
const photos: PhotoSize[] = [...photoSizes.map((s) => ({ width: s.width, height: s.height })), smallPassportPhoto];
const sameSize = (a: PhotoSize, b: PhotoSize) => a.width === b.width && a.height === b.height;

/** Every full layout on `paper` printing `photo`: the fixed ones and the size's fullest. */
function layoutsFor(paper: Paper, photo: PhotoSize): SheetLayout[] {
  const fixed: SheetLayout[] = sheetLayouts.filter((l) => l.paper.id === paper.id && sameSize(l.photo, photo));
  const size = photoSizes.find((s) => sameSize(s, photo));
  return size ? [...fixed, sizeSheetLayout(size, paper)] : fixed;
}

const combos = paperList.flatMap((paper) => photos.map((photo) => ({ paper, photo, layouts: layoutsFor(paper, photo) }))).filter((c) => c.layouts.length > 0);

describe('pickSheetPages: the smallest layout that holds the count, or the fullest sheet and a second page (decision 0071)', () => {
  it('every count from 1 to twice the fullest sheet prints exactly that many, and one sheet whenever one layout holds them', () => {
    for (const { paper, photo, layouts } of combos) {
      const fullest = Math.max(...layouts.map((l) => l.count));
      expect(mostOnSheetPages(paper, photo)).toBe(2 * fullest);
      for (let count = 1; count <= 2 * fullest; count += 1) {
        const picked = pickSheetPages(paper, photo, count);
        expect(picked.ok, `${paper.id} ${photo.width}×${photo.height} ${count}`).toBe(true);
        if (!picked.ok) continue;
        const { pages } = picked;
        expect(pages.reduce((sum, p) => sum + p.count, 0)).toBe(count);
        for (const page of pages) {
          expect(page.paper).toBe(paper);
          expect(sameSize(page.photo, photo)).toBe(true);
          expect(placePhotoSheet(page).rects).toHaveLength(page.count);
        }
        if (count <= fullest) {
          expect(pages).toHaveLength(1);
          // The smallest: no layout with fewer photos holds them.
          const smallest = Math.min(...layouts.filter((l) => l.count >= count).map((l) => l.count));
          const picks = layouts.filter((l) => l.count === smallest).map((l) => l.id);
          expect(
            picks.some((id) => pages[0]!.id === id || pages[0]!.id.startsWith(`${id}-of-`) || pages[0]!.id === `${paper.id}-${pages[0]!.size}-${count}`),
          ).toBe(true);
          if (pages[0]!.columns === undefined && pages[0]!.size === undefined) expect(pages[0]!.count).toBe(smallest);
        } else {
          expect(pages).toHaveLength(2);
          expect(pages[0]!.count).toBe(fullest);
          expect(pages[1]!.count).toBe(count - fullest);
          expect(pages[1]!.startRow ?? 1).toBe(1);
        }
      }
      const over = pickSheetPages(paper, photo, 2 * fullest + 1);
      expect(over).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT', maxCount: 2 * fullest });
    }
  });

  it('the layout picked holds no more photos than the smallest that would (any paper, size and count)', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...combos)
          .chain((c) => fc.record({ combo: fc.constant(c), count: fc.integer({ min: 1, max: Math.max(...c.layouts.map((l) => l.count)) }) })),
        ({ combo: { paper, photo, layouts }, count }) => {
          const picked = pickSheetPages(paper, photo, count);
          if (!picked.ok) return false;
          const smallest = Math.min(...layouts.filter((l) => l.count >= count).map((l) => l.count));
          // The page's full layout (the one its count was taken from): its id before `-of-n`, or the size's sheet on the paper.
          const full =
            layouts.find((l) => picked.pages[0]!.id === l.id || picked.pages[0]!.id.startsWith(`${l.id}-of-`)) ??
            sizeSheetLayout(
              photoSizes.find((s) => sameSize(s, photo))!,
              paper,
            );
          return picked.pages.length === 1 && full.count === smallest;
        },
      ),
    );
  });

  it('10 passport photos on 4×6 in: 6 on the first sheet, 4 on the second; on A4 one sheet of 12’s grid', () => {
    const fourBySix = pickSheetPages(papers['4x6'], passportPhoto, 10);
    expect(fourBySix).toMatchObject({
      ok: true,
      pages: [
        { id: '4x6-6', count: 6 },
        { id: '4x6-6-of-4', count: 4 },
      ],
    });
    expect(pickSheetPages(papers.a4, passportPhoto, 10)).toMatchObject({ ok: true, pages: [{ id: 'a4-12-of-10', count: 10 }] });
    expect(pickSheetPages(papers.a4, passportPhoto, 6)).toMatchObject({ ok: true, pages: [{ id: 'a4-6', count: 6 }] });
    expect(pickSheetPages(papers['5x7'], passportPhoto, 4)).toMatchObject({ ok: true, pages: [{ id: '5x7-4', count: 4, columns: 2 }] });
    expect(pickSheetPages(papers.a4, passportPhoto, 45)).toMatchObject({
      ok: true,
      pages: [
        { id: 'a4-35x45-30', count: 30 },
        { id: 'a4-24-of-15', count: 15 },
      ],
    });
  });

  it('a partly used A4 sheet: its rows left on page 1 (from the start row), the rest on page 2 from row 1', () => {
    for (const photo of photos) {
      const full = layoutsFor(papers.a4, photo).at(-1)!;
      const fullest = Math.max(...layoutsFor(papers.a4, photo).map((l) => l.count));
      for (let startRow = 2; startRow <= sheetRows(full); startRow += 1) {
        const room = photosFromRow(full, startRow);
        expect(mostOnSheetPages(papers.a4, photo, startRow)).toBe(room + fullest);
        for (const count of [1, room, room + 1, room + fullest]) {
          const picked = pickSheetPages(papers.a4, photo, count, startRow);
          expect(picked.ok, `${photo.width} row ${startRow} count ${count}`).toBe(true);
          if (!picked.ok) continue;
          expect(picked.pages[0]!.startRow).toBe(startRow);
          expect(placePhotoSheet(picked.pages[0]!).used).not.toBeNull();
          if (count <= room) expect(picked.pages).toHaveLength(1);
          else {
            expect(picked.pages.map((p) => p.count)).toEqual([room, count - room]);
            expect(picked.pages[1]!.startRow ?? 1).toBe(1);
            expect(placePhotoSheet(picked.pages[1]!).used).toBeNull();
          }
        }
        expect(pickSheetPages(papers.a4, photo, room + fullest + 1, startRow)).toMatchObject({ ok: false, maxCount: room + fullest });
      }
    }
  });

  it('refuses a start row off A4 or past the last row, as one sheet always has', () => {
    expect(pickSheetPages(papers['4x6'], passportPhoto, 10, 2)).toMatchObject({
      ok: false,
      code: 'LAYOUT_DOES_NOT_FIT',
      message: expect.stringContaining('Only A4'),
    });
    expect(pickSheetPages(papers.a4, passportPhoto, 10, 7)).toMatchObject({
      ok: false,
      code: 'LAYOUT_DOES_NOT_FIT',
      message: expect.stringContaining('rows 1 to 6'),
    });
  });
});

describe('resolveSheetPages: a print’s sheet choice', () => {
  it('reads every choice a sheet holds exactly as resolveSheetChoice did (same ids, one page)', () => {
    for (const layout of sheetLayouts) {
      for (const count of [undefined, 1, layout.count]) {
        const before = resolveSheetChoice({ layout: layout.id, count });
        expect(resolveSheetPages({ layout: layout.id, count })).toEqual(before.ok ? { ok: true, pages: [before.layout] } : before);
      }
    }
    for (const size of photoSizes)
      for (const paper of paperList) {
        const before = resolveSheetChoice({ layout: paper.id, size: size.id, count: 2 });
        expect(resolveSheetPages({ layout: paper.id, size: size.id, count: 2 })).toEqual(before.ok ? { ok: true, pages: [before.layout] } : before);
      }
  });

  it('a count over the chosen sheet picks on its paper instead of refusing: 10 on the 6-photo 4×6 sheet is 6 + 4', () => {
    expect(resolveSheetPages({ layout: '4x6-6', count: 10 })).toMatchObject({ ok: true, pages: [{ count: 6 }, { count: 4 }] });
    expect(resolveSheetPages({ layout: 'a4-6', count: 10 })).toMatchObject({ ok: true, pages: [{ id: 'a4-12-of-10' }] });
    expect(resolveSheetPages({ layout: 'a4-24', startRow: 3 })).toMatchObject({ ok: true, pages: [{ count: 20, startRow: 3 }, { count: 4 }] });
    expect(resolveSheetPages({ layout: 'a4-42', count: 50 })).toMatchObject({ ok: true, pages: [{ id: 'a4-42' }, { id: 'a4-42-of-8' }] });
    expect(resolveSheetPages({ layout: 'a4', size: '20x25', count: 181 })).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT', maxCount: 180 });
    expect(resolveSheetPages({ layout: 'a5', size: '35x45', count: 2 })).toMatchObject({ ok: false, code: 'UNKNOWN_LAYOUT' });
  });
});
