import { describe, expect, it } from 'vitest';
import { adminExamPresetRequest, examPresetSchema } from '../src/contracts/exam-presets';
import { examByteWindow, examFilePixels, meetsExamPixels } from '../src/exam-files/exam-file-size';
import { examFileName, seedExamPresets, type ExamPixels } from '../src/exam-files/exam-presets';
import { firstExamPresets, type FirstExamPreset } from '../src/exam-files/first-exam-presets';

const summary = (pixels: ExamPixels) =>
  pixels.kind === 'exact'
    ? `${pixels.width}×${pixels.height}`
    : pixels.kind === 'mm'
      ? `${pixels.widthMm}×${pixels.heightMm} mm`
      : `${pixels.minWidth}×${pixels.minHeight}–${pixels.maxWidth}×${pixels.maxHeight}${pixels.square ? ' square' : ''}`;

describe('exam presets as the forms ask for them in 2026 (decision 0058)', () => {
  const sized = (p: (typeof seedExamPresets)[number]) => {
    const size = examFilePixels(p.pixels, p.dpi, { width: 1, height: 1 });
    return p.pixels.kind === 'range' ? summary(p.pixels) : `${size.width}×${size.height}`;
  };

  it('gives every preset its pixels, KB window, DPI written and caption', () => {
    expect(seedExamPresets.map((p) => [p.id, p.kind, sized(p), p.dpi, `${p.minKb}–${p.maxKb}`, p.caption, p.version])).toEqual([
      ['ssc-photo', 'photo', '276×354', 200, '20–50', 'none', 2],
      ['ssc-signature', 'signature', '315×157', 200, '10–20', 'none', 2],
      ['ibps-photo', 'photo', '200×230', 200, '20–50', 'none', 2],
      ['ibps-signature', 'signature', '140×60', 200, '10–20', 'none', 2],
      ['ibps-thumb', 'thumb', '240×240', 200, '20–50', 'none', 2],
      ['ibps-declaration', 'declaration', '800×400', 200, '50–100', 'none', 2],
      ['upsc-photo', 'photo', '350×350–1000×1000', 96, '20–200', 'name-and-date', 2],
      ['upsc-signature', 'signature', '350×350–500×500', 96, '20–100', 'none', 2],
      ['pan-utiitsl-photo', 'photo', '213×213', 300, '0–30', 'none', 1],
      ['pan-utiitsl-signature', 'signature', '140×140–1800×1800', 600, '0–60', 'none', 1],
      ['pan-protean-photo', 'photo', '197×276', 200, '0–50', 'none', 1],
      ['pan-protean-signature', 'signature', '354×157', 200, '0–50', 'none', 2],
      ['oci-photo', 'photo', '200×200–900×900 square', 96, '0–200', 'none', 1],
      ['oci-signature', 'signature', '600×200', 96, '0–200', 'none', 1],
      ['e-visa-photo', 'photo', '350×350–1000×1000 square', 96, '10–1000', 'none', 1],
      ['passport-photo', 'photo', '630×810', 96, '10–250', 'none', 2],
      ['jee-main-photo', 'photo', '276×354', 200, '10–200', 'none', 1],
      ['jee-main-signature', 'signature', '140×60–1000×500', 96, '10–100', 'none', 1],
      ['neet-ug-photo', 'photo', '276×354', 200, '10–200', 'none', 1],
      ['neet-ug-postcard-photo', 'photo', '800×1200', 200, '10–200', 'none', 1],
      ['neet-ug-signature', 'signature', '140×60–1000×500', 96, '4–30', 'none', 1],
      ['cuet-ug-photo', 'photo', '276×354', 200, '10–200', 'none', 1],
      ['cuet-ug-signature', 'signature', '140×60–1000×500', 96, '10–50', 'none', 1],
    ]);
    expect(seedExamPresets.find((p) => p.id === 'pan-utiitsl-signature')?.tone).toBe('black-and-white');
    expect(seedExamPresets.filter((p) => p.tone !== 'colour').map((p) => p.id)).toEqual(['pan-utiitsl-signature']);
  });

  it('names each rule’s year, source, address and checked date, in English and Hindi', () => {
    for (const p of seedExamPresets) {
      expect(p.ruleYear, p.id).toBeGreaterThanOrEqual(2023);
      expect(p.ruleYear, p.id).toBeLessThanOrEqual(2026);
      expect(p.sourceUrl, p.id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\//);
      expect(p.checked, p.id).toBe('2026-11');
      for (const hindi of [p.formHi, p.sourceHi]) expect(hindi, p.id).not.toBe('');
      expect(p.noteHi === '', p.id).toBe(p.note === '');
      // Notes in Hindi are written in Devanagari, not left in English.
      expect(p.noteHi, p.id).toMatch(/[\u0900-\u097F]/);
      expect(p.needsReview, p.id).toBe(false);
      expect(p.active, p.id).toBe(true);
    }
    // The authorities' own pages were out of reach: every row rests on secondary sources, and says so.
    expect(seedExamPresets.every((p) => p.secondarySource)).toBe(true);
  });

  it('is a new version exactly where the rule changed from the first seed, and keeps every first id', () => {
    const ruleOf = (p: FirstExamPreset) => JSON.stringify([p.kind, p.pixels, p.dpi, p.minKb, p.maxKb, p.format, p.caption, p.tone, p.active]);
    const first = new Map(firstExamPresets.map((p) => [p.id, p]));
    for (const id of first.keys()) expect(seedExamPresets.map((p) => p.id)).toContain(id);
    for (const p of seedExamPresets) {
      const before = first.get(p.id);
      expect(p.version, p.id).toBe(before && ruleOf(before) !== ruleOf(p) ? 2 : 1);
    }
  });

  it('marks SSC’s photo as the older pattern with the live capture, IBPS’s preferred sizes, and the passport upload’s no-edit rule', () => {
    expect(seedExamPresets.filter((p) => p.oldPattern).map((p) => p.id)).toEqual(['ssc-photo']);
    expect(seedExamPresets.find((p) => p.id === 'ssc-photo')?.note).toMatch(/captures the photo live/);
    expect(seedExamPresets.filter((p) => p.pixelsPreferred).map((p) => p.id)).toEqual(['ibps-photo', 'ibps-signature']);
    expect(seedExamPresets.filter((p) => p.noEdits).map((p) => p.id)).toEqual(['passport-photo']);
    expect(seedExamPresets.filter((p) => p.caption !== 'none').map((p) => p.id)).toEqual(['upsc-photo']);
    expect(seedExamPresets.find((p) => p.id === 'upsc-signature')?.note).toMatch(/Three signatures in one image/);
    // UPSC's file holds three, and may be made from a crop of each (docs/decisions/0059-three-signatures-from-three-crops.md).
    expect(seedExamPresets.filter((p) => p.signatures !== 1).map((p) => [p.id, p.signatures])).toEqual([['upsc-signature', 3]]);
  });

  it('passes its own contract, with unique ids and file names for the form', () => {
    for (const preset of seedExamPresets) expect(examPresetSchema.safeParse(preset).success, preset.id).toBe(true);
    expect(new Set(seedExamPresets.map((p) => p.id)).size).toBe(seedExamPresets.length);
    expect(examFileName(seedExamPresets[0]!)).toBe('ssc-photo.jpg');
    expect(examFileName(seedExamPresets[1]!)).toBe('ssc-signature.jpg');
  });

  it('keeps the first seed as migration 0011 wrote it', () => {
    expect(firstExamPresets.map((p) => [p.id, summary(p.pixels), p.dpi, `${p.minKb}–${p.maxKb}`])).toEqual([
      ['ssc-photo', '200×230', 96, '20–50'],
      ['ssc-signature', '140×60', 96, '10–20'],
      ['ibps-photo', '200×230', 96, '20–50'],
      ['ibps-signature', '140×60', 96, '10–20'],
      ['ibps-thumb', '240×240', 96, '20–50'],
      ['ibps-declaration', '800×400', 96, '50–100'],
      ['upsc-photo', '350×350–1000×1000', 96, '20–300'],
      ['upsc-signature', '350×350–1000×1000', 96, '20–300'],
      ['pan-utiitsl-photo', '213×213', 300, '0–30'],
      ['pan-utiitsl-signature', '140×140–1800×1800', 600, '0–60'],
      ['pan-protean-photo', '25×35 mm', 200, '0–50'],
      ['pan-protean-signature', '140×140–1000×1000', 200, '0–50'],
      ['oci-photo', '200×200–900×900 square', 96, '0–200'],
      ['e-visa-photo', '350×350–1000×1000 square', 96, '10–1000'],
      ['passport-photo', '630×810', 96, '0–250'],
    ]);
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
