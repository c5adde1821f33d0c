// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaceLandmarks } from '@core/face/propose-face-crop';
import { passportPhoto } from '@core/layout/papers';
import { facesInPixels, useFaceCropProposal } from '../src/lib/use-face-crop-proposal';

/** A face in shares of the photo: eyes at 40 % down, chin at 55 %, centred. */
const face: FaceLandmarks = {
  box: { left: 0.4, top: 0.3, width: 0.2, height: 0.3 },
  leftEye: { x: 0.46, y: 0.4 },
  rightEye: { x: 0.54, y: 0.4 },
  chin: { x: 0.5, y: 0.55 },
};
const photo = { width: 3000, height: 4000 };

/** A finder whose answer the test gives when it likes. */
function controlledFinder() {
  const calls: Array<{ file: Blob; answer: (faces: FaceLandmarks[] | null) => void }> = [];
  const find = (file: Blob) => new Promise<FaceLandmarks[] | null>((resolve) => calls.push({ file, answer: resolve }));
  return { find, calls };
}

describe('the face-aware crop proposal', () => {
  afterEach(cleanup);

  it('is nothing until a photo is searched, “finding” while the finder runs, then the crop on the face with the rule’s guides', async () => {
    const finder = controlledFinder();
    const { result } = renderHook(() => useFaceCropProposal(finder.find));
    expect(result.current.stateFor(photo, passportPhoto)).toBeNull();
    act(() => result.current.find(new Blob(['a'])));
    expect(result.current.stateFor(photo, passportPhoto)).toMatchObject({ status: 'finding', proposal: null, guides: { crown: 4 / 45, chin: 38 / 45 } });
    await act(async () => finder.calls[0]!.answer([face]));
    const state = result.current.stateFor(photo, passportPhoto)!;
    expect(state.status).toBe('found');
    expect(state.proposal!.faces).toBe(1);
    expect(state.proposal!.crop.width / state.proposal!.crop.height).toBeCloseTo(35 / 45, 9);
    // Centred on the face (eyes' midpoint x = 1500 px of 3000).
    expect(state.proposal!.crop.left + state.proposal!.crop.width / 2).toBeCloseTo(1500, 6);
  });

  it('crops the largest of several faces, offers every face, crops the one the operator chooses, and forgets the choice on the next pick (decision 0089)', async () => {
    const finder = controlledFinder();
    const { result } = renderHook(() => useFaceCropProposal(finder.find));
    // A smaller face on the left (0.1–0.25 across) beside the larger centred one.
    const small: FaceLandmarks = {
      box: { left: 0.1, top: 0.35, width: 0.15, height: 0.2 },
      leftEye: { x: 0.15, y: 0.42 },
      rightEye: { x: 0.2, y: 0.42 },
      chin: { x: 0.175, y: 0.53 },
    };
    act(() => result.current.find(new Blob(['group'])));
    await act(async () => finder.calls[0]!.answer([face, small]));
    const largest = result.current.stateFor(photo, passportPhoto)!;
    expect(largest.proposal).toMatchObject({ faces: 2, face: 0 });
    expect(largest.chosenByOperator).toBe(false);
    expect(largest.photo).toEqual(photo);
    expect(largest.faceBoxes).toEqual([
      { left: 1200, top: 1200, width: 600, height: 1200 },
      { left: 300, top: 1400, width: 450, height: 800 },
    ]);
    act(() => largest.chooseFace(1));
    const chosen = result.current.stateFor(photo, passportPhoto)!;
    expect(chosen.proposal!.face).toBe(1);
    expect(chosen.chosenByOperator).toBe(true);
    // Centred on the small face's eyes (x = 0.175 of 3000 px), inside the photo.
    const crop = chosen.proposal!.crop;
    expect(crop.left).toBeGreaterThanOrEqual(-0.5);
    expect(Math.abs(crop.left + crop.width / 2 - 525)).toBeLessThan(crop.width / 2);
    expect(crop.left + crop.width / 2).toBeLessThan(largest.proposal!.crop.left + largest.proposal!.crop.width / 2);
    act(() => result.current.find(new Blob(['next'])));
    await act(async () => finder.calls[1]!.answer([face, small]));
    expect(result.current.stateFor(photo, passportPhoto)!.proposal!.face).toBe(0);
  });

  it('says “none” when no face was found and “failed” when the finder could not run (or threw)', async () => {
    const finder = controlledFinder();
    const { result } = renderHook(() => useFaceCropProposal(finder.find));
    act(() => result.current.find(new Blob(['a'])));
    await act(async () => finder.calls[0]!.answer([]));
    expect(result.current.stateFor(photo, passportPhoto)).toMatchObject({ status: 'none', proposal: null });
    act(() => result.current.find(new Blob(['b'])));
    await act(async () => finder.calls[1]!.answer(null));
    expect(result.current.stateFor(photo, passportPhoto)).toMatchObject({ status: 'failed', proposal: null });
    const throwing = renderHook(() => useFaceCropProposal(() => Promise.reject(new Error('worker died'))));
    await act(async () => throwing.result.current.find(new Blob(['c'])));
    expect(throwing.result.current.search).toEqual({ status: 'failed' });
  });

  it('keeps the later pick’s answer when an earlier search ends after it, and forgets on reset', async () => {
    const finder = controlledFinder();
    const { result } = renderHook(() => useFaceCropProposal(finder.find));
    act(() => result.current.find(new Blob(['first'])));
    act(() => result.current.find(new Blob(['second'])));
    await act(async () => finder.calls[1]!.answer([]));
    await act(async () => finder.calls[0]!.answer([face]));
    expect(result.current.search).toEqual({ status: 'done', faces: [] });
    act(() => result.current.reset());
    expect(result.current.stateFor(photo, passportPhoto)).toBeNull();
  });

  it('measures faces given in shares of the photo in its pixels, keeping what the finder read of each (crown, nose, tilt, mask)', () => {
    const [inPixels] = facesInPixels(
      [
        {
          ...face,
          jawLeft: { x: 0.4, y: 0.45 },
          jawRight: { x: 0.6, y: 0.45 },
          personTop: { x: 0.5, y: 0.25 },
          noseTip: { x: 0.5, y: 0.47 },
          tiltConfirmed: true,
          maskFailed: true,
        },
      ],
      photo,
    );
    expect(inPixels).toEqual({
      box: { left: 1200, top: 1200, width: 600, height: 1200 },
      leftEye: { x: 1380, y: 1600 },
      rightEye: { x: 1620, y: 1600 },
      chin: { x: 1500, y: 2200 },
      jawLeft: { x: 1200, y: 1800 },
      jawRight: { x: 1800, y: 1800 },
      personTop: { x: 1500, y: 1000 },
      noseTip: { x: 1500, y: 1880 },
      tiltConfirmed: true,
      maskFailed: true,
    });
  });

  it('crops to the crown the person mask measured, and says why the crown is estimated when it is (decisions 0099, 0112)', async () => {
    const finder = controlledFinder();
    const { result } = renderHook(() => useFaceCropProposal(finder.find));
    act(() => result.current.find(new Blob(['a'])));
    // Eyes at 1600 px, chin landmark at 2200: the estimate puts the crown 1.12 × 600 above the eyes, at 928; the mask says 1000.
    await act(async () => finder.calls[0]!.answer([{ ...face, personTop: { x: 0.5, y: 0.25 } }]));
    const measured = result.current.stateFor(photo, passportPhoto)!;
    expect(measured.proposal!.crown.y).toBeCloseTo(1000, 6);
    expect(measured.crownEstimated).toBeNull();
    act(() => result.current.find(new Blob(['b'])));
    await act(async () => finder.calls[1]!.answer([{ ...face, maskFailed: true }]));
    const estimated = result.current.stateFor(photo, passportPhoto)!;
    expect(estimated.proposal!.crown.y).toBeCloseTo(928, 6);
    expect(estimated.crownEstimated).toBe('browser');
    // The mask made, but no crown read for the face, or one no head has (2.5 eye-to-chin distances above the eyes).
    act(() => result.current.find(new Blob(['c'])));
    await act(async () => finder.calls[2]!.answer([face]));
    expect(result.current.stateFor(photo, passportPhoto)!.crownEstimated).toBe('photo');
    act(() => result.current.find(new Blob(['d'])));
    await act(async () => finder.calls[3]!.answer([{ ...face, personTop: { x: 0.5, y: 0.025 } }]));
    const outOfRange = result.current.stateFor(photo, passportPhoto)!;
    expect(outOfRange.proposal!.crown.y).toBeCloseTo(928, 6);
    expect(outOfRange.crownEstimated).toBe('photo');
  });
});
