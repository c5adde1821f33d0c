// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { CropperRef } from 'react-advanced-cropper';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_DEBOUNCE_MS, useCropper } from '../src/lib/cropper/use-cropper';
import { formatAngle } from '../src/lib/cropper/straighten-angle';

/** A stand-in for react-advanced-cropper: the crop it holds (or none), and the turns it was given. */
function fakeCropper(coordinates: { width: number; height: number } | null) {
  const encodes: Array<{ type: string; quality: number | undefined }> = [];
  const canvas = (width: number, height: number) => ({
    width,
    height,
    toBlob: (done: (blob: Blob) => void, type: string, quality?: number) => {
      encodes.push({ type, quality });
      done(new Blob(['jpeg'], { type: 'image/jpeg' }));
    },
    getContext: () => ({ getImageData: (_x: number, _y: number, w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }) }),
  });
  return {
    encodes,
    rotateImage: vi.fn(),
    getCoordinates: () => coordinates,
    getCanvas: vi.fn((options?: { width?: number; height?: number }) => canvas(options?.width ?? 300, options?.height ?? 200)),
  };
}

function mountCropper(cropper: ReturnType<typeof fakeCropper>) {
  const onDone = vi.fn();
  const onImageError = vi.fn();
  const sizeFor = (crop: { width: number; height: number }) => ({ width: 1011, height: 638, lowResolution: crop.width < 1011 });
  const hook = renderHook(() => useCropper({ sizeFor, onDone, onImageError }));
  hook.result.current.cropperRef.current = cropper as unknown as CropperRef;
  return { ...hook, onDone, onImageError };
}

describe('the crop dialog', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('two quick clicks on "turn left" before the dialog shows the first end at −1.0°, and the image is turned by both', () => {
    const cropper = fakeCropper({ width: 900, height: 600 });
    const { result } = mountCropper(cropper);
    act(() => {
      const { straightenBy } = result.current.straighten;
      straightenBy(-0.5);
      straightenBy(-0.5);
    });
    expect(formatAngle(result.current.straighten.angle)).toBe('−1.0°');
    expect(cropper.rotateImage.mock.calls).toEqual([
      [-0.5, { transitions: false }],
      [-0.5, { transitions: false }],
    ]);
  });

  it('the slider stops at ±45° (decision 0085) and a click at the limit does not turn the image', () => {
    const cropper = fakeCropper({ width: 900, height: 600 });
    const { result } = mountCropper(cropper);
    act(() => result.current.straighten.straightenTo(50));
    act(() => result.current.straighten.straightenBy(0.5));
    expect(result.current.straighten.angle).toBe(45);
    expect(cropper.rotateImage.mock.calls).toEqual([[45, { transitions: false }]]);
  });

  it('OK makes the crop at the print size, encoded once as a photo JPEG at quality 1 (4:4:4 colour; decision 0077), showing it is busy meanwhile', async () => {
    const cropper = fakeCropper({ width: 2000, height: 1262 });
    const { result, onDone, onImageError } = mountCropper(cropper);
    let done!: Promise<void>;
    act(() => {
      done = result.current.confirm();
    });
    expect(result.current.exporting).toBe(true);
    await act(() => done);
    expect(result.current.exporting).toBe(false);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ width: 1011, height: 638, lowResolution: false, jpeg: expect.any(Blob) as Blob }));
    expect(onImageError).not.toHaveBeenCalled();
    expect(cropper.encodes).toEqual([{ type: 'image/jpeg', quality: 1 }]);
  });

  it('two quick OK clicks before a render make one crop', async () => {
    const { result, onDone } = mountCropper(fakeCropper({ width: 2000, height: 1262 }));
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.confirm();
      second = result.current.confirm();
    });
    await act(() => Promise.all([first, second]));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('OK with no crop to give (the picture never loaded) reports the picture as unusable', async () => {
    const { result, onDone, onImageError } = mountCropper(fakeCropper(null));
    await act(() => result.current.confirm());
    expect(onImageError).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('the preview is drawn once the picture is ready, then again only once the hand rests', () => {
    vi.useFakeTimers();
    const cropper = fakeCropper({ width: 900, height: 600 });
    const { result } = mountCropper(cropper);
    result.current.previewRef.current = document.createElement('canvas');
    expect(result.current.ready).toBe(false);
    act(() => result.current.onReady());
    expect(result.current.ready).toBe(true);
    expect(cropper.getCanvas).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) {
      result.current.schedulePreview();
      vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS - 1);
    }
    expect(cropper.getCanvas).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(cropper.getCanvas).toHaveBeenCalledTimes(2);
    expect(result.current.previewRef.current.width).toBe(300);
  });
});
