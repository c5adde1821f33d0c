import { describe, expect, it } from 'vitest';
import { headGuides } from '../src/face/head-rules';
import { passportPhoto } from '../src/layout/papers';
import { findPhotoSize } from '../src/layout/photo-sizes';
import { placeProofMarks, type ProofMarks } from '../src/layout/place-proof-marks';
import { mm } from '../src/units/units';

/** Whether a point (mm) lies under a band or the oval, by distance to each band's centre line. */
function covered(marks: ProofMarks, x: number, y: number): boolean {
  for (const { from, to } of marks.bands) {
    const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
    const distance = Math.abs(dy * (x - from[0]) - dx * (y - from[1])) / Math.hypot(dx, dy);
    if (distance <= marks.bandWidth / 2) return true;
  }
  const face = marks.face;
  return face !== null && ((x - face.cx) / face.rx) ** 2 + ((y - face.cy) / face.ry) ** 2 <= 1;
}

/** The share of a box (mm) under the marks, sampled on a grid of about 300 × 300 points. */
function share(marks: ProofMarks, box: { left: number; top: number; width: number; height: number }): number {
  let n = 0;
  let inside = 0;
  const step = Math.max(box.width, box.height) / 300;
  for (let y = box.top + step / 2; y < box.top + box.height; y += step)
    for (let x = box.left + step / 2; x < box.left + box.width; x += step) {
      n += 1;
      if (covered(marks, x, y)) inside += 1;
    }
  return inside / n;
}

describe('placeProofMarks (decision 0053)', () => {
  const sizes = [
    ['35×45 photo', passportPhoto, true],
    ['51×51 photo', findPhotoSize('51x51')!, true],
    ['20×25 photo', findPhotoSize('20x25')!, true],
    ['card', { width: mm(85.6), height: mm(54) }, false],
    ['A4 page', { width: mm(210), height: mm(297) }, false],
  ] as const;

  it.each(sizes)('%s: bands at least 6 mm wide over at least 60 per cent of the picture', (_name, size, photo) => {
    const marks = placeProofMarks(size, photo ? headGuides(size) : null);
    expect(marks.bandWidth).toBeGreaterThanOrEqual(6);
    expect(share(marks, { left: 0, top: 0, width: size.width, height: size.height })).toBeGreaterThanOrEqual(0.6);
  });

  it.each(sizes.filter(([, , photo]) => photo))(
    '%s: the face zone (crown to chin, 0.7 of the head wide) at least 60 per cent covered, the guides where the rule wants them',
    (_name, size) => {
      const guides = headGuides(size);
      const marks = placeProofMarks(size, guides);
      const crown = guides.crown * size.height;
      const chin = guides.chin * size.height;
      const head = chin - crown;
      expect(share(marks, { left: size.width / 2 - 0.35 * head, top: crown, width: 0.7 * head, height: head })).toBeGreaterThanOrEqual(0.6);
      expect(marks.guides).toEqual({ crown: mm(crown), chin: mm(chin), centre: mm(size.width / 2) });
    },
  );
});
