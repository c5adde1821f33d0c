import { describe, expect, it } from 'vitest';
import { examFilePixels } from '../src/exam-files/exam-file-size';
import type { ExamPixels } from '../src/exam-files/exam-presets';
import { seedExamPresets } from '../src/exam-files/exam-presets';
import { stackSignatures } from '../src/exam-files/stacked-signatures';

const upsc = seedExamPresets.find((p) => p.id === 'upsc-signature')!;
const overlaps = (a: { y: number; height: number }, b: { y: number; height: number }) => a.y < b.y + b.height && b.y < a.y + a.height;

describe('three signatures stacked into one file (docs/decisions/0059-three-signatures-from-three-crops.md)', () => {
  it('puts each signature below the last, the same width, centred, none cut, on a shape UPSC’s rule takes as it is', () => {
    const parts = [
      { width: 1400, height: 500 },
      { width: 600, height: 180 },
      { width: 2000, height: 700 },
    ];
    const { size, places } = stackSignatures(parts, upsc.pixels);
    expect(places).toHaveLength(3);
    for (const [i, place] of places.entries()) {
      expect(place.x).toBeGreaterThanOrEqual(0);
      expect(place.y).toBeGreaterThanOrEqual(0);
      expect(place.x + place.width).toBeLessThanOrEqual(size.width);
      expect(place.y + place.height).toBeLessThanOrEqual(size.height);
      // The crop's own shape is kept.
      expect(place.width / place.height).toBeCloseTo(parts[i]!.width / parts[i]!.height, 1);
      expect(Math.abs(place.x + place.width / 2 - size.width / 2)).toBeLessThanOrEqual(1);
      if (i > 0) {
        expect(place.y).toBeGreaterThan(places[i - 1]!.y + places[i - 1]!.height);
        expect(overlaps(place, places[i - 1]!)).toBe(false);
      }
    }
    expect(new Set(places.map((p) => p.width)).size).toBe(1);
    // The file's pixels for this stack keep its shape (the server cuts a crop whose shape the range cannot take).
    const file = examFilePixels(upsc.pixels, upsc.dpi, size);
    expect(file.width / file.height).toBeCloseTo(size.width / size.height, 1);
    expect(file.width).toBeGreaterThanOrEqual(350);
    expect(file.height).toBeLessThanOrEqual(500);
  });

  it('adds white at the sides of a stack too tall for the rule, and between signatures of one too wide', () => {
    const tall = stackSignatures(
      [
        { width: 400, height: 400 },
        { width: 400, height: 400 },
        { width: 400, height: 400 },
      ],
      upsc.pixels,
    );
    // Each is held to half its width tall: 600 px bands, so the stack is too tall for 350–500 px each side.
    expect(tall.size.width / tall.size.height).toBeCloseTo(350 / 500, 2);
    expect(tall.places.every((p) => p.x > 0 && p.height === 600)).toBe(true);

    const wideRule: ExamPixels = { kind: 'exact', width: 900, height: 300 };
    const wide = stackSignatures(
      [
        { width: 1000, height: 40 },
        { width: 1000, height: 40 },
      ],
      wideRule,
    );
    expect(wide.size.width / wide.size.height).toBeCloseTo(3, 2);
    expect(wide.size.width).toBe(1344);
    const [first, second] = wide.places;
    const gaps = [first!.y, second!.y - first!.y - first!.height, wide.size.height - second!.y - second!.height];
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(2);
  });

  it('refuses to stack nothing', () => {
    expect(() => stackSignatures([], upsc.pixels)).toThrow(RangeError);
  });
});
