// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { useExamChoice } from '../src/features/exam-files/hooks/use-exam-choice';
import type { ExamCrop } from '../src/features/exam-files/hooks/use-exam-crops';
import { useExamWhiteBackground } from '../src/features/exam-files/hooks/use-exam-white-background';
import type { WhiteBackgroundResult, WhiteBackgroundType } from '../src/lib/white-background';

const png = (text: string) => new Blob([text], { type: 'image/png' });
const crop = (id: number, text: string): ExamCrop => ({ id, url: `blob:${id}`, width: 200, height: 230, png: png(text) });

function fakeMaker() {
  const calls: { crop: Blob; type: WhiteBackgroundType; settle: (result: WhiteBackgroundResult) => void }[] = [];
  const make = vi.fn(
    (picture: Blob, _onStage: (stage: 'loading' | 'separating') => void, type: WhiteBackgroundType) =>
      new Promise<WhiteBackgroundResult>((resolve) => {
        calls.push({ crop: picture, type, settle: resolve });
      }),
  );
  return { make, calls };
}

/** The exam screen's wiring: the chosen form (SSC: photo and signature), its crops, then the white background over them. */
function useSsc(crops: Record<string, ExamCrop>, make: ReturnType<typeof fakeMaker>['make']) {
  const choice = useExamChoice(seedExamPresets, crops);
  return useExamWhiteBackground(choice.group?.presets ?? [], crops, choice, make);
}

describe("the exam photo's white background (decision 0046)", () => {
  afterEach(cleanup);
  const crops = { 'ssc-photo': crop(1, 'photo'), 'ssc-signature': crop(2, 'sign') };

  it('is off by default: the crops are sent as cropped', () => {
    const { make } = fakeMaker();
    const { result } = renderHook(() => useSsc(crops, make));
    expect(result.current.photoKey).toBe('ssc-photo');
    expect(result.current.white.on).toBe(false);
    expect(result.current.uploads.map((u) => u.png)).toEqual([crops['ssc-photo'].png, crops['ssc-signature'].png]);
    expect(make).not.toHaveBeenCalled();
  });

  it("on: the photo's exact-size PNG is made white as a PNG, the files wait meanwhile, then the white PNG is uploaded for the photo only", async () => {
    const { make, calls } = fakeMaker();
    const { result } = renderHook(() => useSsc(crops, make));
    const before = result.current.subject;
    act(() => result.current.white.setOn(true));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.crop).toBe(crops['ssc-photo'].png);
    expect(calls[0]!.type).toBe('image/png');
    expect(result.current.white.working).toBe(true);
    const whitePng = png('white');
    await act(async () => calls[0]!.settle({ kind: 'done', picture: whitePng, width: 200, height: 230, backend: 'wasm' }));
    expect(result.current.white.working).toBe(false);
    expect(result.current.uploads).toEqual([
      { presetId: 'ssc-photo', png: whitePng },
      { presetId: 'ssc-signature', png: crops['ssc-signature'].png },
    ]);
    expect(result.current.subject).not.toBe(before);
    expect(result.current.shownPhoto?.png).toBe(whitePng);
    // "Before" shows the crop as it was; the white one is still what is uploaded.
    act(() => result.current.white.setShowing('before'));
    expect(result.current.shownPhoto?.png).toBe(crops['ssc-photo'].png);
    expect(result.current.uploads[0]!.png).toBe(whitePng);
  });

  it('a failure turns the switch off and the photo is sent as cropped', async () => {
    const { make, calls } = fakeMaker();
    const { result } = renderHook(() => useSsc(crops, make));
    act(() => result.current.white.setOn(true));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.settle({ kind: 'error', reason: 'model' }));
    expect(result.current.white.on).toBe(false);
    expect(result.current.white.status).toEqual({ kind: 'failed', reason: 'model' });
    expect(result.current.uploads[0]!.png).toBe(crops['ssc-photo'].png);
  });
});
