import { describe, expect, it } from 'vitest';
import { readStoredSheet, sheetFromLayoutId, storedSheet, type PrintSheet } from '../src/contracts/print-sheet';
import { resolveSheetChoice, sheetLayouts, sizeSheetLayouts } from '../src/layout/sheet-layouts';

const photoSheet = (id: string) => sheetFromLayoutId('passport-photo', id);

describe('sheetFromLayoutId: every layout id earlier versions wrote, read once by the migration to typed sheets', () => {
  it('reads every fixed and size sheet id, with fewer photos too', () => {
    for (const layout of [...sheetLayouts, ...sizeSheetLayouts]) {
      expect(photoSheet(layout.id), layout.id).toEqual({
        kind: 'photo-sheet',
        paper: layout.paper.id,
        photo: { width: layout.photo.width, height: layout.photo.height },
        count: layout.count,
        startRow: 1,
      });
    }
    expect(photoSheet('a4-12-of-5')).toEqual({ kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 5, startRow: 1 });
    expect(photoSheet('4x6l-20x25-7')).toEqual({ kind: 'photo-sheet', paper: '4x6l', photo: { width: 20, height: 25 }, count: 7, startRow: 1 });
  });

  it('reads the ids earlier versions wrote, as written then (a frozen list, not today’s layouts)', () => {
    const photo = (paper: string, width: number, height: number, count: number, startRow = 1) => ({
      kind: 'photo-sheet',
      paper,
      photo: { width, height },
      count,
      startRow,
    });
    for (const [id, sheet] of [
      ['a4-6', photo('a4', 35, 45, 6)],
      ['a4-42', photo('a4', 30, 38.6, 42)],
      ['4x6-3', photo('4x6', 35, 45, 3)],
      ['5x7-8', photo('5x7', 35, 45, 8)],
      ['a4-24-of-20-from-row-3', photo('a4', 35, 45, 20, 3)],
      ['a4-35x45-20-from-row-3', photo('a4', 35, 45, 20, 3)],
      ['4x6l-20x25-7', photo('4x6l', 20, 25, 7)],
      ['a4-51x51-12', photo('a4', 51, 51, 12)],
    ] as const)
      expect(photoSheet(id), id).toEqual(sheet);
  });

  it('reads the ids of partly used sheets as earlier versions recorded them, start row included', () => {
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
      expect(photoSheet(resolved.layout.id), resolved.layout.id).toEqual({ kind: 'photo-sheet', ...expected, startRow: 3 });
    }
  });

  it('reads customer sheets, documents and exam files, and keeps anything else as it was written', () => {
    expect(photoSheet('a4:customers:35x45x6,20x25x30')).toEqual({
      kind: 'customer-sheet',
      paper: 'a4',
      customers: [
        { photo: { width: 35, height: 45 }, count: 6 },
        { photo: { width: 20, height: 25 }, count: 30 },
      ],
    });
    expect(sheetFromLayoutId('single-side', 'aadhaar:single')).toEqual({ kind: 'document', docType: 'aadhaar', layout: 'single', copies: 1 });
    expect(sheetFromLayoutId('both-side', 'pan:1:x4')).toEqual({ kind: 'document', docType: 'pan', layout: '1', copies: 4 });
    expect(sheetFromLayoutId('exam-files', 'ssc-photo,ssc-signature')).toEqual({ kind: 'exam-files', presets: ['ssc-photo', 'ssc-signature'] });
    for (const id of ['', 'a4', 'a4-99x99-3', 'letter-6', 'aadhaar:2', 'x-of-3', 'a4:customers:99x99x1'])
      expect(photoSheet(id), id).toEqual({ kind: 'unknown', raw: id });
    expect(sheetFromLayoutId('exam-files', 'SSC Photo')).toEqual({ kind: 'unknown', raw: 'SSC Photo' });
  });
});

describe('readStoredSheet: print_jobs.sheet read back through its contract', () => {
  it('gives back what was stored, and an unreadable value as unknown with its text', () => {
    const sheets: PrintSheet[] = [
      { kind: 'photo-sheet', paper: '4x6', photo: { width: 51, height: 51 }, count: 2, startRow: 1 },
      { kind: 'exam-files', presets: ['custom'] },
      { kind: 'unknown', raw: 'a4-99' },
    ];
    for (const sheet of sheets) expect(readStoredSheet(storedSheet(sheet))).toEqual(sheet);
    for (const text of ['', 'a4-6', '{"kind":"photo-sheet"}', 'null']) expect(readStoredSheet(text)).toEqual({ kind: 'unknown', raw: text });
  });
});
