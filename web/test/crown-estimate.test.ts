import { describe, expect, it } from 'vitest';
import { proposeFaceCrop, type FaceLandmarks } from '@core/face/propose-face-crop';
import { passportPhoto } from '@core/layout/papers';
import { crownEstimateOf } from '../src/lib/use-face-crop-proposal';

/** A portrait of 3000×4000 px: the eyes 600 px above the chin, at the middle across. */
const image = { width: 3000, height: 4000 };
const face = (extra: Partial<FaceLandmarks> = {}): FaceLandmarks => ({
  box: { left: 1100, top: 1000, width: 800, height: 1300 },
  leftEye: { x: 1300, y: 1500 },
  rightEye: { x: 1700, y: 1500 },
  chin: { x: 1500, y: 2100 },
  ...extra,
});
/** What the crop dialog says of the crown, for the proposal made on `one`. */
const said = (one: FaceLandmarks) => {
  const proposal = proposeFaceCrop([one], image, passportPhoto);
  if (!proposal) throw new Error('no proposal');
  return crownEstimateOf(proposal, one);
};

describe('why the crown is estimated (decisions 0099, 0112), as the crop dialog says it', () => {
  it('is measured when the mask showed the top of the head where a head can end', () => {
    // 1.2 eye-to-chin distances above the eyes.
    expect(said(face({ personTop: { x: 1500, y: 780 } }))).toBeNull();
  });

  it('is estimated "on this photo" when the mask showed a top no head has (kept out by the proposal), or none', () => {
    // 2.4 eye-to-chin distances above the eyes: a tall object behind the head, not its crown.
    expect(said(face({ personTop: { x: 1500, y: 60 } }))).toBe('photo');
    expect(said(face())).toBe('photo');
  });

  it('is estimated "in this browser" when the mask could not be made here', () => {
    expect(said(face({ maskFailed: true }))).toBe('browser');
  });
});
