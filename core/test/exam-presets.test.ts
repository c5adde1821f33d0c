import { describe, expect, it } from 'vitest';
import { adminExamPresetRequest, examPresetSchema } from '../src/contracts/exam-presets';
import { examByteWindow, examFilePixels, meetsExamPixels } from '../src/exam-files/exam-file-size';
import { examFileName, seedExamPresets, type ExamPixels } from '../src/exam-files/exam-presets';

const summary = (pixels: ExamPixels) =>
  pixels.kind === 'exact'
    ? `${pixels.width}×${pixels.height}`
    : pixels.kind === 'mm'
      ? `${pixels.widthMm}×${pixels.heightMm} mm`
      : `${pixels.minWidth}×${pixels.minHeight}–${pixels.maxWidth}×${pixels.maxHeight}${pixels.square ? ' square' : ''}`;

describe('exam presets seeded from the gathered table (decision 0035)', () => {
  it('holds the issue’s table row by row, secondary sources marked', () => {
    expect(seedExamPresets.map((p) => [p.id, p.kind, summary(p.pixels), p.dpi, `${p.minKb}–${p.maxKb}`, p.checked, p.secondarySource ? '*' : ''])).toEqual([
      ['ssc-photo', 'photo', '200×230', 96, '20–50', '2026-11', '*'],
      ['ssc-signature', 'signature', '140×60', 96, '10–20', '2026-11', '*'],
      ['ibps-photo', 'photo', '200×230', 96, '20–50', '2026-11', '*'],
      ['ibps-signature', 'signature', '140×60', 96, '10–20', '2026-11', '*'],
      ['ibps-thumb', 'thumb', '240×240', 96, '20–50', '2026-11', '*'],
      ['ibps-declaration', 'declaration', '800×400', 96, '50–100', '2026-11', '*'],
      ['upsc-photo', 'photo', '350×350–1000×1000', 96, '20–300', '2026-11', '*'],
      ['upsc-signature', 'signature', '350×350–1000×1000', 96, '20–300', '2026-11', '*'],
      ['pan-utiitsl-photo', 'photo', '213×213', 300, '0–30', '2026-11', '*'],
      ['pan-utiitsl-signature', 'signature', '140×140–1800×1800', 600, '0–60', '2026-11', '*'],
      ['pan-protean-photo', 'photo', '25×35 mm', 200, '0–50', '2026-11', '*'],
      ['pan-protean-signature', 'signature', '140×140–1000×1000', 200, '0–50', '2026-11', '*'],
      ['oci-photo', 'photo', '200×200–900×900 square', 96, '0–200', null, ''],
      ['e-visa-photo', 'photo', '350×350–1000×1000 square', 96, '10–1000', null, ''],
      ['passport-photo', 'photo', '630×810', 96, '0–250', null, '*'],
    ]);
    expect(seedExamPresets.find((p) => p.id === 'pan-utiitsl-signature')?.tone).toBe('black-and-white');
  });

  it('passes its own contract, with unique ids and file names for the form', () => {
    for (const preset of seedExamPresets) expect(examPresetSchema.safeParse(preset).success, preset.id).toBe(true);
    expect(new Set(seedExamPresets.map((p) => p.id)).size).toBe(seedExamPresets.length);
    expect(examFileName(seedExamPresets[0]!)).toBe('ssc-photo.jpg');
    expect(examFileName(seedExamPresets[1]!)).toBe('ssc-signature.jpg');
  });
});

describe('examFilePixels', () => {
  it('gives exact sizes as they are and mm at the dpi', () => {
    expect(examFilePixels({ kind: 'exact', width: 200, height: 230 }, 96, { width: 3000, height: 4000 })).toEqual({ width: 200, height: 230 });
    expect(examFilePixels({ kind: 'mm', widthMm: 25, heightMm: 35 }, 200, { width: 1, height: 1 })).toEqual({ width: 197, height: 276 });
  });

  it('keeps a crop inside a range, scales one outside it in, and squares a square range', () => {
    const upsc: ExamPixels = { kind: 'range', minWidth: 350, minHeight: 350, maxWidth: 1000, maxHeight: 1000, square: false };
    expect(examFilePixels(upsc, 96, { width: 500, height: 600 })).toEqual({ width: 500, height: 600 });
    expect(examFilePixels(upsc, 96, { width: 2000, height: 1600 })).toEqual({ width: 1000, height: 800 });
    expect(examFilePixels(upsc, 96, { width: 200, height: 250 })).toEqual({ width: 350, height: 438 });
    expect(examFilePixels(upsc, 96, { width: 3000, height: 200 })).toEqual({ width: 1000, height: 350 });
    const oci: ExamPixels = { kind: 'range', minWidth: 200, minHeight: 200, maxWidth: 900, maxHeight: 900, square: true };
    expect(examFilePixels(oci, 96, { width: 1200, height: 1500 })).toEqual({ width: 900, height: 900 });
    expect(examFilePixels(oci, 96, { width: 120, height: 150 })).toEqual({ width: 200, height: 200 });
    expect(examFilePixels(oci, 96, { width: 640, height: 700 })).toEqual({ width: 640, height: 640 });
  });

  it('always lands inside the rule it was given', () => {
    const crops = [1, 17, 140, 350, 999, 1000, 1001, 4032].flatMap((width) => [1, 60, 513, 3024].map((height) => ({ width, height })));
    for (const preset of seedExamPresets) {
      for (const crop of crops) {
        const size = examFilePixels(preset.pixels, preset.dpi, crop);
        expect(meetsExamPixels(preset.pixels, preset.dpi, size), `${preset.id} ${crop.width}×${crop.height}`).toBe(true);
      }
    }
  });
});

describe('examByteWindow', () => {
  it('reads the floor as KiB and the ceiling as kB, less a byte', () => {
    expect(examByteWindow({ minKb: 20, maxKb: 50 })).toEqual({ minBytes: 20_480, maxBytes: 49_999 });
    expect(examByteWindow({ minKb: 0, maxKb: 30 })).toEqual({ minBytes: 0, maxBytes: 29_999 });
  });

  it('refuses an empty window and an upside-down range in the admin’s edit', () => {
    const { id: _id, ...fields } = seedExamPresets[0]!;
    expect(adminExamPresetRequest.safeParse({ ...fields, reason: 'fix' }).success).toBe(true);
    expect(adminExamPresetRequest.safeParse({ ...fields, minKb: 50, maxKb: 50, reason: 'fix' }).success).toBe(false);
    const upsideDown = { kind: 'range', minWidth: 900, minHeight: 200, maxWidth: 200, maxHeight: 900, square: false };
    expect(adminExamPresetRequest.safeParse({ ...fields, pixels: upsideDown, reason: 'fix' }).success).toBe(false);
    expect(adminExamPresetRequest.safeParse({ ...fields, checked: '2026-13', reason: 'fix' }).success).toBe(false);
    expect(adminExamPresetRequest.safeParse({ ...fields, reason: ' ' }).success).toBe(false);
  });
});
