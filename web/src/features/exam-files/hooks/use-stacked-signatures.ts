import { useEffect, useRef, useState } from 'react';
import type { PixelSize } from '@core/exam-files/exam-file-size';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { examCropKey } from '../lib/exam-crop-size';
import { signaturePartKeys } from '../lib/signature-parts';
import { stackSignatureCrops } from '../lib/stack-signature-crops';
import type { PngCrop } from '../../../lib/cropper/export-png-crop';
import type { ExamCrop } from './use-exam-crops';

/** A file being put together from its signatures, or one that could not be. */
export type StackState = 'working' | 'failed';

interface StackedSignaturesOptions {
  presets: readonly ExamPreset[];
  crops: Readonly<Record<string, ExamCrop>>;
  /** Keeps the stacked picture as the file's crop. */
  keepCrop: (fileKey: string, crop: PngCrop) => void;
  /** The upload's size for a stack of this size (the file's own rule, as for any crop). */
  sizeFor: (preset: ExamPreset, stack: PixelSize) => PixelSize;
  stack?: typeof stackSignatureCrops;
}

/**
 * A file of several signatures (UPSC's three, docs/decisions/0059-three-signatures-from-three-crops.md) made from a
 * crop of each: once every part is cropped, and again whenever one is cropped anew, the parts are stacked into the
 * file's crop. A whole photo of the signatures chosen later is kept until a part is cropped again: the last wins.
 */
export function useStackedSignatures({
  presets,
  crops,
  keepCrop,
  sizeFor,
  stack = stackSignatureCrops,
}: StackedSignaturesOptions): Readonly<Record<string, StackState>> {
  const [states, setStates] = useState<Record<string, StackState>>({});
  // The parts' crop ids each file was last stacked from: the same parts are not stacked twice.
  const stacked = useRef(new Map<string, string>());

  useEffect(() => {
    for (const preset of presets) {
      const fileKey = examCropKey(preset);
      const parts = signaturePartKeys(preset, fileKey).map((key) => crops[key]);
      if (parts.length === 0 || parts.some((part) => part === undefined)) continue;
      const ready = parts as ExamCrop[];
      const identity = ready.map((part) => part.id).join(',');
      if (stacked.current.get(fileKey) === identity) continue;
      const first = !stacked.current.has(fileKey);
      stacked.current.set(fileKey, identity);
      // Parts met for the first time with a file crop newer than all of them (brought back after a reload, decision
      // 0066): that crop is the stack already made, or a whole photo chosen after the parts. It stays.
      const fileCrop = crops[fileKey];
      if (first && fileCrop && ready.every((part) => part.id < fileCrop.id)) continue;
      setStates((current) => ({ ...current, [fileKey]: 'working' }));
      void stack(
        ready.map((part) => part.png),
        preset.pixels,
        (size) => sizeFor(preset, size),
      )
        .catch(() => null)
        .then((crop) => {
          // A newer set of parts has started meanwhile: this one is not kept.
          if (stacked.current.get(fileKey) !== identity) return;
          if (crop) keepCrop(fileKey, crop);
          setStates((current) => {
            const { [fileKey]: _done, ...rest } = current;
            return crop ? rest : { ...rest, [fileKey]: 'failed' };
          });
        });
    }
  }, [presets, crops, keepCrop, sizeFor, stack]);

  return states;
}
