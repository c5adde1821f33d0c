import { describe, expect, it } from 'vitest';
import type { FaceLandmarks } from '@core/face/propose-face-crop';
import { crownEstimateOf, facesInPixels } from '../src/lib/use-face-crop-proposal';

/** A face as the detector worker reports it, in shares of the photo. */
const face = (extra: Partial<FaceLandmarks> = {}): FaceLandmarks => ({
  box: { left: 0.3, top: 0.2, width: 0.4, height: 0.4 },
  leftEye: { x: 0.42, y: 0.35 },
  rightEye: { x: 0.58, y: 0.35 },
  chin: { x: 0.5, y: 0.6 },
  ...extra,
});

describe('why the crown is estimated (decision 0099), as the crop dialog says it', () => {
  it('is measured when the mask showed the top of the head', () => {
    expect(crownEstimateOf(face({ personTop: { x: 0.5, y: 0.1 } }))).toBeNull();
  });

  it('is estimated "in this browser" when the mask could not be made here', () => {
    expect(crownEstimateOf(face({ maskFailed: true }))).toBe('browser');
  });

  it('is estimated "on this photo" when the mask showed no crown, or the face was past those measured', () => {
    expect(crownEstimateOf(face())).toBe('photo');
  });

  it('keeps its reason through the move into the photo’s pixels', () => {
    const image = { width: 1000, height: 1500 };
    const [measured, failed, unmeasured] = facesInPixels([face({ personTop: { x: 0.5, y: 0.1 } }), face({ maskFailed: true }), face()], image);
    expect([measured, failed, unmeasured].map(crownEstimateOf)).toEqual([null, 'browser', 'photo']);
  });

  it('says nothing where there is no face', () => {
    expect(crownEstimateOf(undefined)).toBeNull();
  });
});
