// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedExamPresets, type ExamPreset } from '@core/exam-files/exam-presets';
import type { FaceLandmarks } from '@core/face/propose-face-crop';
import type { ExamSource } from '../src/features/exam-files/hooks/use-exam-crops';
import { useExamFaceCrop } from '../src/features/exam-files/hooks/use-exam-face-crop';

/** A face in shares of the photo: eyes at 40 % down, chin at 55 %, centred. */
const face: FaceLandmarks = {
  box: { left: 0.4, top: 0.3, width: 0.2, height: 0.3 },
  leftEye: { x: 0.46, y: 0.4 },
  rightEye: { x: 0.54, y: 0.4 },
  chin: { x: 0.5, y: 0.55 },
};
const preset = (id: string) => seedExamPresets.find((p) => p.id === id)!;
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

function controlledFinder() {
  const calls: Array<{ file: Blob; answer: (faces: FaceLandmarks[] | null) => void }> = [];
  const find = vi.fn((picked: Blob) => new Promise<FaceLandmarks[] | null>((resolve) => calls.push({ file: picked, answer: resolve })));
  return { find, calls };
}

/** The crops hook's pick, reduced to its answer: each pick opens a 3000×4000 picture at its own URL, or fails for `.bad`. */
function fakePick() {
  let n = 0;
  return vi.fn(async (_presetId: string, picked: File): Promise<ExamSource | null> =>
    picked.name.endsWith('.bad') ? null : { url: `blob:${++n}`, name: picked.name, width: 3000, height: 4000 },
  );
}

function render(pick: ReturnType<typeof fakePick>, finder: ReturnType<typeof controlledFinder>) {
  return renderHook(({ cropping }: { cropping: { preset: ExamPreset; source: ExamSource } | null }) => useExamFaceCrop(pick, cropping, finder.find), {
    initialProps: { cropping: null as { preset: ExamPreset; source: ExamSource } | null },
  });
}

describe("the exam photo's face-aware crop (decision 0046)", () => {
  afterEach(cleanup);

  it("a photo's pick looks for the face; the dialog gets the proposal at the file's aspect with the portrait rule's guides", async () => {
    const pick = fakePick();
    const finder = controlledFinder();
    const { result, rerender } = render(pick, finder);
    const ssc = preset('ssc-photo');
    let opened: ExamSource | null = null;
    await act(async () => {
      await result.current.pickFile(ssc, file('me.jpg'));
      opened = await pick.mock.results[0]!.value;
    });
    expect(finder.find).toHaveBeenCalledTimes(1);
    expect(pick).toHaveBeenCalledWith('ssc-photo', expect.any(File));
    rerender({ cropping: { preset: ssc, source: opened! } });
    expect(result.current.faceCrop).toMatchObject({ status: 'finding', guides: { crown: 4 / 45, chin: 38 / 45 } });
    await act(async () => finder.calls[0]!.answer([face]));
    const state = result.current.faceCrop!;
    expect(state.status).toBe('found');
    expect(state.proposal!.crop.width / state.proposal!.crop.height).toBeCloseTo(276 / 354, 6);
    // The same state while nothing changes: the dialog applies a proposal once.
    rerender({ cropping: { preset: ssc, source: opened! } });
    expect(result.current.faceCrop).toBe(state);
  });

  it("a square preset (OCI) is proposed square with 51×51 mm's guides", async () => {
    const pick = fakePick();
    const finder = controlledFinder();
    const { result, rerender } = render(pick, finder);
    const oci = preset('oci-photo');
    await act(() => result.current.pickFile(oci, file('me.jpg')));
    const opened = (await pick.mock.results[0]!.value) as ExamSource;
    rerender({ cropping: { preset: oci, source: opened } });
    await act(async () => finder.calls[0]!.answer([face]));
    const state = result.current.faceCrop!;
    expect(state.guides.crown).toBeCloseTo(6 / 51, 9);
    expect(state.guides.chin).toBeCloseTo(36 / 51, 9);
    expect(state.proposal!.crop.width).toBeCloseTo(state.proposal!.crop.height, 6);
  });

  it('signatures, thumbs and declarations are never searched; the dialog gets no face state for them', async () => {
    const pick = fakePick();
    const finder = controlledFinder();
    const { result, rerender } = render(pick, finder);
    for (const id of ['ssc-signature', 'ibps-thumb', 'ibps-declaration']) {
      await act(() => result.current.pickFile(preset(id), file(`${id}.jpg`)));
      const opened = (await pick.mock.results.at(-1)!.value) as ExamSource;
      rerender({ cropping: { preset: preset(id), source: opened } });
      expect(result.current.faceCrop).toBeNull();
    }
    expect(finder.find).not.toHaveBeenCalled();
  });

  it('a pick that fails leaves no proposal for the picture shown before it', async () => {
    const pick = fakePick();
    const finder = controlledFinder();
    const { result, rerender } = render(pick, finder);
    const ssc = preset('ssc-photo');
    await act(() => result.current.pickFile(ssc, file('good.jpg')));
    const good = (await pick.mock.results[0]!.value) as ExamSource;
    await act(async () => finder.calls[0]!.answer([face]));
    await act(() => result.current.pickFile(ssc, file('broken.bad')));
    rerender({ cropping: { preset: ssc, source: good } });
    expect(result.current.faceCrop).toBeNull();
  });
});
