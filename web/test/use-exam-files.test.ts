// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { CropperRef } from 'react-advanced-cropper';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExamFilesResponse } from '@core/contracts/exam-files';
import type { PrintQuote, PrintQuoteRequest } from '@core/contracts/print-quote';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import type { ExamFileUpload } from '../src/lib/create-exam-files';
import { useExamChoice } from '../src/features/exam-files/hooks/use-exam-choice';
import { useExamCrops, type ExamSource } from '../src/features/exam-files/hooks/use-exam-crops';
import { useExamFileResults, type ExamEntitlement } from '../src/features/exam-files/hooks/use-exam-file-results';
import type { PrintQuoteState } from '../src/lib/prints/use-print-quote';
import { useCropper } from '../src/lib/cropper/use-cropper';
import { examUploadSize } from '../src/features/exam-files/lib/exam-crop-size';
import { ApiError } from '../src/lib/api-client';
import { DecodeError } from '../src/lib/decode-image';
import type { DecodeStage } from '../src/lib/decode-protocol';

afterEach(() => cleanup());

const png = (name: string) => new Blob([name], { type: 'image/png' });
const sscPair: ExamFileUpload[] = [
  { presetId: 'ssc-photo', png: png('photo') },
  { presetId: 'ssc-signature', png: png('signature') },
];

function answer(charge: ExamFilesResponse['receipt']['charge'], balanceAfter: number | null = null, coinsCharged = 0): ExamFilesResponse {
  return {
    receipt: {
      jobId: charge === 'none' ? null : 'job-1',
      charge,
      coinsCharged,
      balanceAfter,
      reprint: charge === 'reprint',
      printUrl: null,
      filename: 'exam-files',
      expiresAt: null,
    },
    files: [
      {
        presetId: 'ssc-photo',
        fileName: 'ssc-photo.jpg',
        width: 200,
        height: 230,
        dpi: 200,
        bytes: 21_000,
        preview: charge === 'none',
        jpegBase64: btoa('photo'),
      },
      {
        presetId: 'ssc-signature',
        fileName: 'ssc-signature.jpg',
        width: 140,
        height: 60,
        dpi: 200,
        bytes: 10_752,
        preview: charge === 'none',
        jpegBase64: btoa('sign'),
      },
    ],
  };
}

function entitlement(overrides: Partial<ExamEntitlement> = {}): ExamEntitlement {
  return { onNeedCoins: vi.fn(), onPrinted: vi.fn(), ...overrides };
}

const quoteRequest: PrintQuoteRequest = { kind: 'exam-files', files: [{ presetId: 'ssc-photo', sha256: 'a'.repeat(64) }] };

/** The server's quote of the clean files, as usePrintQuote gives it (null: still being read). */
function quoted(quote: PrintQuote | null = { charge: 'coins', coins: 5, balance: 12, newItems: 2 }): PrintQuoteState {
  return { request: quoteRequest, quote: quote ?? undefined, loading: quote === null, error: null, retry: vi.fn(), replace: vi.fn() };
}

describe('the exam files requests', () => {
  it('previews for free, then pays once and saves both files under the form’s names', async () => {
    const send = vi.fn(async (mode: 'preview' | 'clean') => (mode === 'preview' ? answer('none') : answer('coins', 7, 5)));
    const save = vi.fn();
    const account = entitlement();
    const { result } = renderHook(() => useExamFileResults({ uploads: sscPair, subject: 'a', entitlement: account, quote: quoted(), send, save }));

    await act(() => result.current.makePreview());
    expect(send).toHaveBeenLastCalledWith('preview', sscPair, expect.any(AbortSignal));
    expect(result.current.preview?.files.map((f) => [f.fileName, f.bytes, f.preview])).toEqual([
      ['ssc-photo.jpg', 21_000, true],
      ['ssc-signature.jpg', 10_752, true],
    ]);
    expect(save).not.toHaveBeenCalled();

    await act(() => result.current.payAndDownload());
    // Asked at the quote shown: never charged more than its 5 coins.
    expect(send).toHaveBeenLastCalledWith('clean', sscPair, expect.any(AbortSignal), { expectedCoins: 5 });
    expect(account.onPrinted).toHaveBeenCalledWith({ charge: 'coins', balanceAfter: 7, mode: 'clean' });
    expect(result.current.clean).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 7 });
    expect(save.mock.calls.map(([blob, name]) => [name, (blob as Blob).type])).toEqual([
      ['ssc-photo.jpg', 'image/jpeg'],
      ['ssc-signature.jpg', 'image/jpeg'],
    ]);
    expect(await (save.mock.calls[1]![0] as Blob).text()).toBe('sign');

    // Download both again: nothing is sent, nothing charged.
    act(() => result.current.downloadAll());
    await act(() => result.current.payAndDownload());
    expect(send).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledTimes(6);
  });

  it('tells the screen of clean files made, with the job and exactly what was sent, so they are kept for History (decision 0070)', async () => {
    const send = vi.fn(async (mode: 'preview' | 'clean') => (mode === 'preview' ? answer('none') : answer('coins', 7, 5)));
    const onPaid = vi.fn();
    const extras = { caption: { name: 'ASHA DEVI', date: '2026-11-27' } };
    const { result } = renderHook(() =>
      useExamFileResults({ uploads: sscPair, subject: 'a', extras, entitlement: entitlement(), quote: quoted(), send, save: vi.fn(), onPaid }),
    );
    await act(() => result.current.makePreview());
    expect(onPaid).not.toHaveBeenCalled();
    await act(() => result.current.payAndDownload());
    expect(onPaid).toHaveBeenCalledWith({ jobId: 'job-1', uploads: sscPair, extras });
  });

  it('says the paid result only once the files are kept for History, and no later than its wait when keeping never ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const send = vi.fn(async () => answer('coins', 7, 5));
      let kept!: () => void;
      const onPaid = vi.fn(() => new Promise<void>((resolve) => (kept = resolve)));
      const paid = entitlement();
      const { result } = renderHook(() =>
        useExamFileResults({ uploads: sscPair, subject: 'a', entitlement: paid, quote: quoted(), send, save: vi.fn(), onPaid }),
      );
      const pressed = act(() => result.current.payAndDownload());
      await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
      expect(paid.onPrinted).not.toHaveBeenCalled();
      expect(result.current.clean).toBeNull();
      kept();
      await pressed;
      expect(paid.onPrinted).toHaveBeenCalledWith({ charge: 'coins', balanceAfter: 7, mode: 'clean' });

      // A store that never answers: the result is said after the wait all the same.
      const stuck = entitlement();
      const never = vi.fn(() => new Promise<void>(() => undefined));
      const second = renderHook(() =>
        useExamFileResults({ uploads: sscPair, subject: 'b', entitlement: stuck, quote: quoted(), send, save: vi.fn(), onPaid: never }),
      );
      const pressedAgain = act(() => second.result.current.payAndDownload());
      await vi.waitFor(() => expect(never).toHaveBeenCalledTimes(1));
      expect(stuck.onPrinted).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(3000);
      await pressedAgain;
      expect(stuck.onPrinted).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the low-coin dialog instead of asking when the quote is short, and when the server says 402', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(402, 'INSUFFICIENT_COINS', 'Not enough coins.');
    });
    const poor = entitlement();
    const short = quoted({ charge: 'short', coins: 10, balance: 3, newItems: 2 });
    const first = renderHook(() => useExamFileResults({ uploads: sscPair, subject: 'a', entitlement: poor, quote: short, send, save: vi.fn() }));
    await act(() => first.result.current.payAndDownload());
    expect(poor.onNeedCoins).toHaveBeenCalledTimes(1);
    expect(poor.onNeedCoins).toHaveBeenCalledWith(quoteRequest);
    expect(send).not.toHaveBeenCalled();

    const spent = entitlement();
    const second = renderHook(() => useExamFileResults({ uploads: sscPair, subject: 'a', entitlement: spent, quote: quoted(), send, save: vi.fn() }));
    await act(() => second.result.current.payAndDownload());
    expect(spent.onNeedCoins).toHaveBeenCalledTimes(1);
    expect(second.result.current.error).toBeNull();
    expect(spent.onPrinted).not.toHaveBeenCalled();
  });

  it('waits for the quote before paying, and on QUOTE_CHANGED shows the new quote, charges nothing and does not ask again', async () => {
    const newQuote: PrintQuote = { charge: 'coins', coins: 10, balance: 12, newItems: 2 };
    const send = vi.fn(async () => {
      throw new ApiError(409, 'QUOTE_CHANGED', 'The price changed.', [], undefined, newQuote);
    });
    const account = entitlement();
    const waiting = renderHook(() => useExamFileResults({ uploads: sscPair, subject: 'a', entitlement: account, quote: quoted(null), send }));
    await act(() => waiting.result.current.payAndDownload());
    expect(send).not.toHaveBeenCalled();

    const quote = quoted();
    const { result } = renderHook(() => useExamFileResults({ uploads: sscPair, subject: 'a', entitlement: account, quote, send }));
    await act(() => result.current.payAndDownload());
    expect(send).toHaveBeenCalledTimes(1);
    expect(quote.replace).toHaveBeenCalledWith(newQuote);
    expect(result.current.error?.code).toBe('QUOTE_CHANGED');
    expect(account.onPrinted).not.toHaveBeenCalled();
    expect(account.onNeedCoins).not.toHaveBeenCalled();
  });

  it('on a 409 without the new quote reads the quote again now, charges nothing and does not ask again', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, 'QUOTE_CHANGED', 'The price changed.');
    });
    const account = entitlement();
    const quote = quoted();
    const { result } = renderHook(() => useExamFileResults({ uploads: sscPair, subject: 'a', entitlement: account, quote, send }));
    await act(() => result.current.payAndDownload());
    expect(send).toHaveBeenCalledTimes(1);
    expect(quote.retry).toHaveBeenCalledTimes(1);
    expect(quote.replace).not.toHaveBeenCalled();
    expect(result.current.error?.code).toBe('QUOTE_CHANGED');
    expect(account.onPrinted).not.toHaveBeenCalled();
    expect(account.onNeedCoins).not.toHaveBeenCalled();
  });

  it('says why a file can’t fit, until the crops change; results of other crops are not shown', async () => {
    let fail = true;
    const send = vi.fn(async () => {
      if (fail) throw new ApiError(422, 'FILE_DOES_NOT_FIT_PRESET', 'Too much fine detail to fit in 20 KB at 140×60 pixels.');
      return answer('none');
    });
    const { result, rerender } = renderHook(
      (subject: string) => useExamFileResults({ uploads: sscPair, subject, entitlement: entitlement(), quote: quoted(), send }),
      {
        initialProps: 'a',
      },
    );
    await act(() => result.current.makePreview());
    expect(result.current.error?.code).toBe('FILE_DOES_NOT_FIT_PRESET');
    expect(result.current.error?.message).toContain('fine detail');
    expect(result.current.busy).toBeNull();

    rerender('b');
    expect(result.current.error).toBeNull();
    fail = false;
    await act(() => result.current.makePreview());
    expect(result.current.preview?.subject).toBe('b');
    rerender('c');
    expect(result.current.preview).toBeNull();
  });

  it('sends one request at a time and nothing while no file is cropped', async () => {
    let finish: (value: ExamFilesResponse) => void = () => undefined;
    const send = vi.fn(() => new Promise<ExamFilesResponse>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useExamFileResults({ uploads: sscPair, subject: 'a', entitlement: entitlement(), quote: quoted(), send }));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.makePreview();
      void result.current.makePreview();
    });
    expect(result.current.busy).toBe('preview');
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish(answer('none'));
      await first;
    });
    expect(result.current.busy).toBeNull();

    const empty = renderHook(() => useExamFileResults({ uploads: [], subject: '', entitlement: entitlement(), quote: quoted(), send }));
    await act(() => empty.result.current.makePreview());
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the pictures and crops', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type });

  /** The shared decode as the browser runs it, reduced to its answers: a PDF is no picture, a `.bad` one won't decode. */
  const decode = vi.fn((picked: Blob, onProgress: (stage: DecodeStage) => void) => {
    onProgress('decoding');
    const name = (picked as File).name;
    if (name.endsWith('.pdf')) return Promise.reject(new DecodeError('unsupported-type'));
    if (name.endsWith('.bad')) return Promise.reject(new DecodeError('decode'));
    return Promise.resolve({ blob: new Blob(['decoded'], { type: 'image/jpeg' }), width: 4096, height: 3072, scaled: true });
  });

  it('opens the crop dialog for a picture, refuses what is not one, and keeps each file’s crop apart', async () => {
    const { result } = renderHook(() => useExamCrops({ decode }));
    await act(() => result.current.pick('ssc-photo', file('scan.pdf', 'application/pdf')));
    expect(result.current.failures['ssc-photo']).toEqual({ reason: 'unsupported', name: 'scan.pdf' });
    expect(result.current.cropping).toBeNull();
    await act(() => result.current.pick('ssc-photo', file('broken.bad', 'image/jpeg')));
    expect(result.current.failures['ssc-photo']).toEqual({ reason: 'unreadable', name: 'broken.bad' });

    await act(() => result.current.pick('ssc-photo', file('face.jpg', 'image/jpeg')));
    expect(result.current.failures['ssc-photo']).toBeUndefined();
    expect(result.current.opening).toEqual({});
    expect(result.current.cropping).toBe('ssc-photo');
    // The crop dialog shows the decoded picture, not the chosen file.
    expect(decode).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'face.jpg' }), expect.any(Function), expect.any(AbortSignal));
    act(() => result.current.cropDone('ssc-photo', { width: 200, height: 230, png: png('p') }));
    expect(result.current.cropping).toBeNull();
    const first = result.current.crops['ssc-photo']!;
    expect([first.width, first.height]).toEqual([200, 230]);

    act(() => result.current.recrop('ssc-photo'));
    act(() => result.current.cropDone('ssc-photo', { width: 200, height: 230, png: png('q') }));
    expect(result.current.crops['ssc-photo']!.id).not.toBe(first.id);

    await act(() => result.current.pick('ssc-signature', file('sign.png', 'image/png')));
    act(() => result.current.cropFailed('ssc-signature'));
    expect(result.current.sources['ssc-signature']).toBeUndefined();
    expect(result.current.failures['ssc-signature']).toEqual({ reason: 'unreadable', name: 'sign.png' });
    expect(result.current.crops['ssc-photo']).toBeDefined();
  });

  it('says a picture is being opened, and takes the last one chosen when two are opened at once', async () => {
    const finishes: Array<() => void> = [];
    const slow = vi.fn(
      (picked: Blob, onProgress: (stage: DecodeStage) => void, signal?: AbortSignal) =>
        new Promise<{ blob: Blob; width: number; height: number; scaled: boolean }>((resolve, reject) => {
          onProgress('decoding');
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          finishes.push(() => resolve({ blob: picked, width: 10, height: 10, scaled: false }));
        }),
    );
    const { result } = renderHook(() => useExamCrops({ decode: slow }));
    let first: Promise<ExamSource | null> = Promise.resolve(null);
    let second: Promise<ExamSource | null> = Promise.resolve(null);
    act(() => {
      first = result.current.pick('ssc-photo', file('old.jpg', 'image/jpeg'));
    });
    expect(result.current.opening).toEqual({ 'ssc-photo': 'decoding' });
    act(() => {
      second = result.current.pick('ssc-photo', file('new.jpg', 'image/jpeg'));
    });
    await act(async () => {
      finishes[1]!();
      await Promise.all([first, second]);
    });
    // The overtaken pick gives nothing; the later one its picture (at its decoded size, for the face search).
    expect(await first).toBeNull();
    expect(await second).toMatchObject({ name: 'new.jpg', width: 10, height: 10 });
    expect(result.current.opening).toEqual({});
    expect(result.current.sources['ssc-photo']?.name).toBe('new.jpg');
    expect(result.current.failures['ssc-photo']).toBeUndefined();
  });

  it('sends the chosen exam’s cropped files in the form order, and names those still missing', () => {
    const crop = (id: number) => ({ id, url: `blob:${id}`, width: 1, height: 1, png: png(String(id)) });
    const { result, rerender } = renderHook(({ crops }) => useExamChoice(seedExamPresets, crops), {
      initialProps: { crops: { 'ssc-signature': crop(2), 'ssc-photo': crop(1), 'ibps-photo': crop(3) } },
    });
    expect(result.current.group?.id).toBe('ssc');
    expect(result.current.uploads.map((u) => u.presetId)).toEqual(['ssc-photo', 'ssc-signature']);
    expect(result.current.subject).toBe('ssc-photo:1,ssc-signature:2');
    expect(result.current.missing).toEqual([]);

    act(() => result.current.choose('ibps'));
    expect(result.current.uploads.map((u) => u.presetId)).toEqual(['ibps-photo']);
    expect(result.current.missing.map((p) => p.kind)).toEqual(['signature', 'thumb', 'declaration']);
    rerender({ crops: { 'ssc-signature': crop(2), 'ssc-photo': crop(1), 'ibps-photo': crop(4) } });
    expect(result.current.subject).toBe('ibps-photo:4');
  });
});

describe('the exam cropper', () => {
  function fakeCropper(coordinates: { width: number; height: number } | null) {
    const types: string[] = [];
    return {
      types,
      rotateImage: vi.fn(),
      getCoordinates: () => coordinates,
      getCanvas: vi.fn((options?: { width?: number; height?: number }) => ({
        width: options?.width ?? 0,
        height: options?.height ?? 0,
        toBlob: (done: (blob: Blob) => void, type: string) => {
          types.push(type);
          done(new Blob(['png'], { type }));
        },
        // The pixels a crop was encoded from are kept beside it for the white background (decision 0077).
        getContext: () => ({
          getImageData: (_x: number, _y: number, w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }),
        }),
      })),
    };
  }

  it('exports the crop as a PNG at the photo’s exact pixels, once for two quick clicks', async () => {
    const photo = seedExamPresets.find((p) => p.id === 'ibps-photo')!;
    const cropper = fakeCropper({ width: 2400, height: 2760 });
    const onDone = vi.fn();
    const { result } = renderHook(() => useCropper({ format: 'png', sizeFor: (crop) => examUploadSize(photo, crop), onDone, onImageError: vi.fn() }));
    result.current.cropperRef.current = cropper as unknown as CropperRef;
    await act(async () => {
      await Promise.all([result.current.confirm(), result.current.confirm()]);
    });
    expect(cropper.getCanvas).toHaveBeenCalledTimes(1);
    expect(cropper.getCanvas.mock.calls[0]![0]).toMatchObject({ width: 200, height: 230 });
    expect(cropper.types).toEqual(['image/png']);
    expect(onDone).toHaveBeenCalledWith({ width: 200, height: 230, png: expect.any(Blob) });
  });

  it('says the picture failed when the cropper has no crop to give', async () => {
    const onImageError = vi.fn();
    const { result } = renderHook(() => useCropper({ format: 'png', sizeFor: (crop) => crop, onDone: vi.fn(), onImageError }));
    result.current.cropperRef.current = fakeCropper(null) as unknown as CropperRef;
    await act(() => result.current.confirm());
    expect(onImageError).toHaveBeenCalledTimes(1);
  });
});
