import { describe, expect, it } from 'vitest';
import { describePrintedLayout } from '../src/layout/printed-layout';
import { resolveSheetChoice, sheetLayouts, sizeSheetLayouts } from '../src/layout/sheet-layouts';

describe('describePrintedLayout: a print job layout id read back for History (decision 0040)', () => {
  it('reads every fixed and size sheet id, with fewer photos too', () => {
    for (const layout of [...sheetLayouts, ...sizeSheetLayouts]) {
      expect(describePrintedLayout(layout.id), layout.id).toEqual({
        kind: 'photo-sheet',
        paper: layout.paper.id,
        photo: { width: layout.photo.width, height: layout.photo.height },
        count: layout.count,
      });
    }
    expect(describePrintedLayout('a4-12-of-5')).toEqual({ kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 5 });
    expect(describePrintedLayout('4x6l-20x25-7')).toEqual({ kind: 'photo-sheet', paper: '4x6l', photo: { width: 20, height: 25 }, count: 7 });
  });

  it('reads the ids of partly used sheets as the server records them (resolveSheetChoice with a start row)', () => {
    for (const [choice, expected] of [
      [
        { layout: 'a4', size: '35x45', startRow: 3 },
        { paper: 'a4', photo: { width: 35, height: 45 }, count: 20 },
      ],
      [
        { layout: 'a4-24', count: 20, startRow: 3 },
        { paper: 'a4', photo: { width: 35, height: 45 }, count: 20 },
      ],
    ] as const) {
      const resolved = resolveSheetChoice(choice);
      if (!resolved.ok) throw new Error(resolved.message);
      expect(resolved.layout.id).toMatch(/-from-row-3$/);
      expect(describePrintedLayout(resolved.layout.id), resolved.layout.id).toEqual({ kind: 'photo-sheet', ...expected });
    }
  });

  it('reads a document print id, and leaves anything else unknown', () => {
    expect(describePrintedLayout('aadhaar:single')).toEqual({ kind: 'document', docType: 'aadhaar', layout: 'single', copies: 1 });
    expect(describePrintedLayout('pan:1:x4')).toEqual({ kind: 'document', docType: 'pan', layout: '1', copies: 4 });
    for (const id of ['', 'a4', 'a4-99x99-3', 'letter-6', 'aadhaar:2', 'x-of-3']) expect(describePrintedLayout(id), id).toEqual({ kind: 'unknown' });
  });
});
