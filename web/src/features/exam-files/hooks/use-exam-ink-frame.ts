import { useEffect, useState } from 'react';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { isInkKind } from '../../../lib/exam-preset-groups';
import { examCropAspect } from '../lib/exam-crop-size';
import { inkFrameOf, type PictureFrame } from '../lib/ink-frame-of';

/** What the crop dialog is told: the ink is being looked for (OK waits), or the frame to open on (null: none seen). */
export type InkFrameState = { status: 'finding' } | { status: 'found'; frame: PictureFrame | null };
import type { ExamSource } from './use-exam-crops';

/**
 * The frame the crop dialog opens on for ink on paper (a signature, a thumb impression, a declaration; decision
 * 0082): the ink with a margin at the file's aspect, never the table around the paper. Signature parts (one of
 * several signatures on a photo) and photos get none; nor does a picture where no ink is seen.
 */
export function useExamInkFrame(cropping: { preset: ExamPreset; source: ExamSource; part: boolean } | null): InkFrameState | null {
  const [found, setFound] = useState<{ url: string; frame: PictureFrame | null } | null>(null);
  const preset = cropping?.preset ?? null;
  const source = cropping?.source ?? null;
  const wanted = preset !== null && source !== null && !cropping?.part && isInkKind(preset.kind);
  const aspect = preset ? examCropAspect(preset) : null;
  const url = source?.url ?? null;
  const width = source?.width ?? 0;
  const height = source?.height ?? 0;

  useEffect(() => {
    if (!wanted || url === null) return;
    let live = true;
    inkFrameOf(url, { width, height }, aspect).then(
      (frame) => live && setFound({ url, frame }),
      () => live && setFound({ url, frame: null }),
    );
    return () => {
      live = false;
    };
  }, [wanted, url, width, height, aspect]);

  if (!wanted) return null;
  return found?.url === url ? { status: 'found', frame: found.frame } : { status: 'finding' };
}
