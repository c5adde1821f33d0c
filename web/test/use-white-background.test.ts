// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhiteBackground, type WhiteBackgroundSource } from '../src/lib/use-white-background';
import type { WhiteBackgroundResult, WhiteBackgroundType } from '../src/lib/white-background';

type Stage = 'loading' | 'separating';

/** A stand-in for the worker: each call waits until the test settles it. */
function fakeMaker() {
  const calls: { crop: Blob; onStage: (stage: Stage) => void; type: WhiteBackgroundType; settle: (result: WhiteBackgroundResult) => void }[] = [];
  const make = vi.fn(
    (crop: Blob, onStage: (stage: Stage) => void, type: WhiteBackgroundType) =>
      new Promise<WhiteBackgroundResult>((resolve) => {
        calls.push({ crop, onStage, type, settle: resolve });
      }),
  );
  return { make, calls };
}

const cropA = { id: 1, jpeg: new Blob(['a'], { type: 'image/jpeg' }) } satisfies WhiteBackgroundSource;
const cropB = { id: 2, jpeg: new Blob(['b'], { type: 'image/jpeg' }) } satisfies WhiteBackgroundSource;
const whiteJpeg = new Blob(['white'], { type: 'image/jpeg' });

describe('the white background switch', () => {
  afterEach(cleanup);

  it('is off by default and makes nothing until turned on', () => {
    const { make } = fakeMaker();
    const { result } = renderHook(() => useWhiteBackground(cropA, make));
    expect(result.current.on).toBe(false);
    expect(result.current.status).toEqual({ kind: 'off' });
    expect(make).not.toHaveBeenCalled();
  });

  it('on: works (loading, then separating), then gives the white picture; printing waits meanwhile', async () => {
    const { make, calls } = fakeMaker();
    const { result } = renderHook(() => useWhiteBackground(cropA, make));
    act(() => result.current.setOn(true));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.crop).toBe(cropA.jpeg);
    expect(result.current.working).toBe(true);
    act(() => calls[0]!.onStage('loading'));
    expect(result.current.status).toEqual({ kind: 'working', stage: 'loading' });
    act(() => calls[0]!.onStage('separating'));
    expect(result.current.status).toEqual({ kind: 'working', stage: 'separating' });
    await act(async () => calls[0]!.settle({ kind: 'done', picture: whiteJpeg, width: 827, height: 1063, backend: 'wasm' }));
    expect(result.current.status).toMatchObject({ kind: 'done', picture: whiteJpeg, width: 827, height: 1063 });
    expect(result.current.working).toBe(false);
    expect(result.current.showing).toBe('after');
    act(() => result.current.setShowing('before'));
    expect(result.current.showing).toBe('before');
  });

  it('off and on again reuses the picture made for the same crop; a new crop is made anew', async () => {
    const { make, calls } = fakeMaker();
    const { result, rerender } = renderHook(({ crop }) => useWhiteBackground(crop, make), { initialProps: { crop: cropA as WhiteBackgroundSource } });
    act(() => result.current.setOn(true));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.settle({ kind: 'done', picture: whiteJpeg, width: 10, height: 10, backend: 'wasm' }));
    act(() => result.current.setOn(false));
    expect(result.current.status).toEqual({ kind: 'off' });
    act(() => result.current.setOn(true));
    expect(result.current.status.kind).toBe('done');
    expect(make).toHaveBeenCalledTimes(1);
    rerender({ crop: cropB });
    expect(result.current.status.kind).toBe('working');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.crop).toBe(cropB.jpeg);
  });

  it('a failure turns the switch back off with its reason, and the crop prints as it was; on again tries again', async () => {
    const { make, calls } = fakeMaker();
    const { result } = renderHook(() => useWhiteBackground(cropA, make));
    act(() => result.current.setOn(true));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.settle({ kind: 'error', reason: 'model' }));
    expect(result.current.on).toBe(false);
    expect(result.current.status).toEqual({ kind: 'failed', reason: 'model' });
    expect(result.current.working).toBe(false);
    act(() => result.current.setOn(true));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('a result for a crop that was replaced meanwhile is dropped', async () => {
    const { make, calls } = fakeMaker();
    const { result, rerender } = renderHook(({ crop }) => useWhiteBackground(crop, make), { initialProps: { crop: cropA as WhiteBackgroundSource } });
    act(() => result.current.setOn(true));
    await waitFor(() => expect(calls).toHaveLength(1));
    rerender({ crop: cropB });
    await act(async () => calls[0]!.settle({ kind: 'done', picture: whiteJpeg, width: 10, height: 10, backend: 'wasm' }));
    expect(result.current.status.kind).toBe('working');
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("asks for the crop's own format: a JPEG for the print studio, a lossless PNG for an exam file, and gives that back", async () => {
    const { make, calls } = fakeMaker();
    const png = new Blob(['p'], { type: 'image/png' });
    const whitePng = new Blob(['white'], { type: 'image/png' });
    const { result, rerender } = renderHook(({ crop }: { crop: WhiteBackgroundSource }) => useWhiteBackground(crop, make), {
      initialProps: { crop: cropA as WhiteBackgroundSource },
    });
    act(() => result.current.setOn(true));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.type).toBe('image/jpeg');
    rerender({ crop: { id: 3, png } });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.crop).toBe(png);
    expect(calls[1]!.type).toBe('image/png');
    await act(async () => calls[1]!.settle({ kind: 'done', picture: whitePng, width: 200, height: 230, backend: 'wasm' }));
    expect(result.current.status).toMatchObject({ kind: 'done', picture: whitePng, width: 200, height: 230 });
  });
});
