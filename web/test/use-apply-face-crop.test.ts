// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CropperRef, CropperState } from 'react-advanced-cropper';
import type { FaceCropProposal } from '@core/face/propose-face-crop';
import { useApplyFaceCrop, zoomedArea } from '../src/lib/use-apply-face-crop';
import type { FaceCropState } from '../src/lib/use-face-crop-proposal';

/** A cropper state as react-advanced-cropper keeps it: a 3000×4000 photo shown whole in a 700×500 view. */
const state = (rotate = 0) =>
  ({
    imageSize: { width: 3000, height: 4000 },
    boundary: { width: 700, height: 500 },
    visibleArea: { left: -1300, top: 0, width: 5600, height: 4000 },
    coordinates: { left: 0, top: 0, width: 3000, height: 4000 },
    transforms: { rotate, flip: { horizontal: false, vertical: false } },
  }) as unknown as CropperState;

const proposal: FaceCropProposal = {
  crop: { left: 1200, top: 1000, width: 700, height: 900 },
  rotation: -3,
  crown: { x: 1550, y: 1080 },
  chin: { x: 1550, y: 1760 },
  headMm: 34,
  crownGapMm: 4,
  crownMeasured: true,
  faces: 1,
  face: 0,
  dpi: 600,
  tilt: 3,
  yaw: null,
  wholeFrame: false,
  misses: [],
};
const found: FaceCropState = {
  status: 'found',
  proposal,
  guides: { crown: 4 / 45, chin: 38 / 45 },
  faceBoxes: [],
  photo: { width: 3000, height: 4000 },
  chosenByOperator: false,
  crownEstimated: null,
  chooseFace: () => undefined,
};

describe('opening the crop dialog on the face proposal', () => {
  afterEach(cleanup);

  it('zooms the view in on the frame (three quarters of the view’s height), at the view’s aspect, kept on the photo', () => {
    expect(zoomedArea(state(), proposal.crop)).toEqual({ left: 1550 - 840, top: 850, width: 1680, height: 1200 });
    // Near the photo's top edge the view stays on the photo.
    expect(zoomedArea(state(), { ...proposal.crop, top: 50 })!.top).toBe(0);
    // A frame as large as the photo: nothing to zoom.
    expect(zoomedArea(state(), { left: 0, top: 0, width: 3000, height: 3857 })).toBeNull();
    expect(zoomedArea(null, proposal.crop)).toBeNull();
  });

  it('turns the image through the straighten control, sets the view and the frame once, and redraws the preview', () => {
    const calls: string[] = [];
    const cropper = {
      getState: () => state(-3),
      setState: vi.fn(() => calls.push('view')),
      reconcileState: vi.fn(() => calls.push('reconcile')),
      setCoordinates: vi.fn((coordinates: unknown) => calls.push(`frame ${JSON.stringify(coordinates)}`)),
    } as unknown as CropperRef;
    const act = (action: (c: CropperRef) => void) => action(cropper);
    const straighten = { angle: 0, straightenTo: vi.fn((angle: number) => calls.push(`straighten ${angle}`)), straightenBy: vi.fn() };
    const preview = vi.fn();
    const { rerender } = renderHook(({ face, ready }) => useApplyFaceCrop(face, ready, act, straighten, preview), {
      initialProps: { face: { ...found, status: 'finding', proposal: null } as FaceCropState, ready: true },
    });
    expect(calls).toEqual([]);
    rerender({ face: found, ready: false });
    expect(calls).toEqual([]);
    rerender({ face: found, ready: true });
    expect(calls).toEqual(['straighten -3', 'view', 'reconcile', 'frame {"left":1200,"top":1000,"width":700,"height":900}']);
    expect(preview).toHaveBeenCalledTimes(1);
    // The same proposal again (a re-render computes it anew, as a new object): nothing more, the operator's changes stay.
    rerender({ face: { ...found, proposal: { ...found.proposal!, crop: { ...found.proposal!.crop } } } as FaceCropState, ready: true });
    expect(calls).toHaveLength(4);
    // Another proposal (another photo or size): applied.
    rerender({ face: { ...found, proposal: { ...found.proposal!, crop: { ...found.proposal!.crop, left: 1100 } } } as FaceCropState, ready: true });
    expect(calls).toHaveLength(8);
  });
});
