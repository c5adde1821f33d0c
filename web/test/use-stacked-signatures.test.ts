// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedExamPresets, type ExamPreset } from '@core/exam-files/exam-presets';
import type { ExamCrop } from '../src/features/exam-files/hooks/use-exam-crops';
import { useStackedSignatures } from '../src/features/exam-files/hooks/use-stacked-signatures';
import { examUploadSize } from '../src/features/exam-files/lib/exam-crop-size';
import type { PngCrop } from '../src/lib/cropper/export-png-crop';
import { readSignaturePartKey, signaturePartKey, signaturePartKeys, signaturePartSize } from '../src/features/exam-files/lib/signature-parts';

const upsc = seedExamPresets.find((p) => p.id === 'upsc-signature')!;
const upscPhoto = seedExamPresets.find((p) => p.id === 'upsc-photo')!;
let ids = 0;
const crop = (name: string): ExamCrop => ({ id: ++ids, url: `blob:${name}`, width: 1000, height: 400, png: new Blob([name]) });

/** A stacker the test answers: each call waits until the test says what it made. */
function controlledStack() {
  const calls: Array<{ parts: readonly Blob[]; answer: (made: PngCrop | null) => void }> = [];
  const stack = vi.fn((parts: readonly Blob[]) => new Promise<PngCrop | null>((resolve) => calls.push({ parts, answer: resolve })));
  return { stack, calls };
}

function render(presets: readonly ExamPreset[], stacker: ReturnType<typeof controlledStack>) {
  const keepCrop = vi.fn();
  const hook = renderHook(
    ({ crops }: { crops: Record<string, ExamCrop> }) => useStackedSignatures({ presets, crops, keepCrop, sizeFor: examUploadSize, stack: stacker.stack }),
    { initialProps: { crops: {} as Record<string, ExamCrop> } },
  );
  return { ...hook, keepCrop };
}

describe('a file of three signatures from a crop of each (docs/decisions/0059-three-signatures-from-three-crops.md)', () => {
  afterEach(cleanup);

  it('names the parts under the file’s key and reads them back; a file of one signature has none', () => {
    expect(signaturePartKeys(upsc, 'upsc-signature')).toEqual(['upsc-signature#1', 'upsc-signature#2', 'upsc-signature#3']);
    expect(signaturePartKeys(upscPhoto, 'upsc-photo+caption')).toEqual([]);
    expect(readSignaturePartKey(signaturePartKey('upsc-signature', 2))).toEqual({ fileKey: 'upsc-signature', index: 2 });
    expect(readSignaturePartKey('upsc-signature')).toBeNull();
    expect(readSignaturePartKey(null)).toBeNull();
    expect(signaturePartSize({ width: 4000, height: 1000 })).toEqual({ width: 1600, height: 400 });
    expect(signaturePartSize({ width: 900, height: 300 })).toEqual({ width: 900, height: 300 });
  });

  it('stacks once all three are cropped, keeps the stack as the file’s crop, and stacks again when one is cropped anew', async () => {
    const stacker = controlledStack();
    const { result, rerender, keepCrop } = render([upscPhoto, upsc], stacker);
    const [one, two, three] = [crop('1'), crop('2'), crop('3')];
    rerender({ crops: { 'upsc-signature#1': one, 'upsc-signature#2': two } });
    expect(stacker.stack).not.toHaveBeenCalled();
    rerender({ crops: { 'upsc-signature#1': one, 'upsc-signature#2': two, 'upsc-signature#3': three } });
    expect(stacker.calls).toHaveLength(1);
    expect(stacker.calls[0]!.parts).toEqual([one.png, two.png, three.png]);
    expect(result.current['upsc-signature']).toBe('working');
    const made = { width: 480, height: 500, png: new Blob(['stack']) };
    await act(async () => stacker.calls[0]!.answer(made));
    expect(keepCrop).toHaveBeenCalledWith('upsc-signature', made);
    expect(result.current['upsc-signature']).toBeUndefined();

    // The same parts (the file's own crop changed by keepCrop): not stacked again.
    rerender({ crops: { 'upsc-signature#1': one, 'upsc-signature#2': two, 'upsc-signature#3': three, 'upsc-signature': crop('stack') } });
    expect(stacker.calls).toHaveLength(1);
    const twoAgain = crop('2b');
    rerender({ crops: { 'upsc-signature#1': one, 'upsc-signature#2': twoAgain, 'upsc-signature#3': three } });
    expect(stacker.calls).toHaveLength(2);
    expect(stacker.calls[1]!.parts[1]).toBe(twoAgain.png);
  });

  it('leaves a file crop brought back after a reload that is newer than its parts, and stacks when it is older (decision 0066)', () => {
    const stacker = controlledStack();
    const { rerender } = render([upsc], stacker);
    const parts = { 'upsc-signature#1': crop('1'), 'upsc-signature#2': crop('2'), 'upsc-signature#3': crop('3') };
    // The stack (or a whole photo chosen after the parts) comes back after them: it stays the file's crop.
    rerender({ crops: { ...parts, 'upsc-signature': crop('kept stack') } });
    expect(stacker.stack).not.toHaveBeenCalled();
    // A part cropped anew afterwards: stacked again.
    rerender({ crops: { ...parts, 'upsc-signature#2': crop('2b'), 'upsc-signature': crop('kept stack') } });
    expect(stacker.calls).toHaveLength(1);

    // Parts newer than the file's kept crop (a part cropped again before the reload): stacked.
    const older = renderHook(
      ({ crops }: { crops: Record<string, ExamCrop> }) =>
        useStackedSignatures({ presets: [upsc], crops, keepCrop: vi.fn(), sizeFor: examUploadSize, stack: stacker.stack }),
      {
        initialProps: {
          crops: { 'upsc-signature': crop('old stack'), 'upsc-signature#1': crop('1'), 'upsc-signature#2': crop('2'), 'upsc-signature#3': crop('3') },
        },
      },
    );
    expect(stacker.calls).toHaveLength(2);
    older.unmount();
  });

  it('keeps only the newest stack when parts change while one is made, and says when the device could not make it', async () => {
    const stacker = controlledStack();
    const { result, rerender, keepCrop } = render([upsc], stacker);
    const parts = { 'upsc-signature#1': crop('1'), 'upsc-signature#2': crop('2'), 'upsc-signature#3': crop('3') };
    rerender({ crops: parts });
    rerender({ crops: { ...parts, 'upsc-signature#3': crop('3b') } });
    expect(stacker.calls).toHaveLength(2);
    await act(async () => stacker.calls[0]!.answer({ width: 1, height: 1, png: new Blob(['old']) }));
    expect(keepCrop).not.toHaveBeenCalled();
    expect(result.current['upsc-signature']).toBe('working');
    await act(async () => stacker.calls[1]!.answer(null));
    expect(keepCrop).not.toHaveBeenCalled();
    expect(result.current['upsc-signature']).toBe('failed');
  });
});
