import { describe, expect, it } from 'vitest';
import { examHeadRuleFor, examPhotoSize, headGuides, passportHeadRule, squareHeadRule } from '../src/face/head-rules';
import { CHIN_BELOW_LANDMARK, CROWN_ABOVE_EYES, proposeFaceCrop, type FaceLandmarks } from '../src/face/propose-face-crop';
import { seedExamPresets } from '../src/exam-files/exam-presets';

/** A level face whose crown (by CROWN_ABOVE_EYES) is at `crownY` and chin at `chinY`, centred at `x`. */
function levelFace(x: number, crownY: number, chinY: number): FaceLandmarks {
  const d = (chinY - crownY) / (1 + CHIN_BELOW_LANDMARK + CROWN_ABOVE_EYES);
  const eyesY = crownY + CROWN_ABOVE_EYES * d;
  const half = (chinY - crownY) * 0.15;
  return {
    box: { left: x - (chinY - crownY) * 0.35, top: eyesY - (chinY - crownY) * 0.2, width: (chinY - crownY) * 0.7, height: (chinY - crownY) * 0.6 },
    leftEye: { x: x - half, y: eyesY },
    rightEye: { x: x + half, y: eyesY },
    chin: { x, y: eyesY + d },
  };
}

const preset = (id: string) => {
  const found = seedExamPresets.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("an exam photo's head rule (decision 0046)", () => {
  it('takes the square rule (head 49–69 % of the height) for square presets such as OCI and e-Visa', () => {
    for (const aspect of [1, 0.99, 1.015]) {
      const size = examPhotoSize(aspect);
      expect(size).toEqual({ width: 51, height: 51 });
      const rule = examHeadRuleFor(aspect);
      expect(rule).toEqual(squareHeadRule);
      expect(rule.head.min / size.height).toBeCloseTo(0.49, 2);
      expect(rule.head.max / size.height).toBeCloseTo(0.686, 2);
    }
    const oci = preset('oci-photo');
    expect(oci.pixels.kind === 'range' && oci.pixels.square).toBe(true);
  });

  it("takes 35×45 mm's rule (head 71–80 % of the height) for portrait presets at their own aspect", () => {
    // SSC and IBPS: 200×230 px; passport upload 630×810 px; PAN (Protean) 25×35 mm.
    for (const aspect of [200 / 230, 630 / 810, 25 / 35, 35 / 45]) {
      const size = examPhotoSize(aspect);
      expect(size.height).toBe(45);
      expect(size.width / size.height).toBeCloseTo(aspect, 3);
      const rule = examHeadRuleFor(aspect);
      expect(rule.head).toEqual(passportHeadRule.head);
      expect(rule.crownGap).toEqual(passportHeadRule.crownGap);
      expect(rule.head.min / size.height).toBeCloseTo(0.711, 2);
      expect(rule.head.max / size.height).toBeCloseTo(0.8, 2);
    }
  });

  it('proposes 35×45 mm for a free frame (a preset that keeps any shape) and for nonsense', () => {
    for (const aspect of [null, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(examPhotoSize(aspect)).toEqual({ width: 35, height: 45 });
  });

  it("proposes an SSC crop at the file's aspect with the head at the rule's target share of the height", () => {
    const aspect = 200 / 230;
    const face = levelFace(1500, 1200, 2000);
    const proposal = proposeFaceCrop([face], { width: 3024, height: 4032 }, examPhotoSize(aspect));
    expect(proposal).not.toBeNull();
    const { crop } = proposal!;
    expect(crop.width / crop.height).toBeCloseTo(aspect, 4);
    // Head 34 of 45 mm: 75.6 % of the height; crown 4 of 45 mm below the top; centred across.
    expect(800 / crop.height).toBeCloseTo(34 / 45, 3);
    expect((1200 - crop.top) / crop.height).toBeCloseTo(4 / 45, 3);
    expect(crop.left + crop.width / 2).toBeCloseTo(1500, 3);
    const guides = headGuides(examPhotoSize(aspect));
    expect(guides.crown).toBeCloseTo(4 / 45, 6);
    expect(guides.chin).toBeCloseTo(38 / 45, 6);
  });

  it('proposes a square crop for OCI with the head at 30 of 51 mm', () => {
    const face = levelFace(1500, 1200, 2000);
    const proposal = proposeFaceCrop([face], { width: 3024, height: 4032 }, examPhotoSize(1));
    expect(proposal!.crop.width).toBeCloseTo(proposal!.crop.height, 6);
    expect(800 / proposal!.crop.height).toBeCloseTo(30 / 51, 3);
  });
});
