import { useCallback, useMemo, useRef, useState } from 'react';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { examPhotoSize } from '@core/face/head-rules';
import type { FindFaces } from '../../../lib/detect-faces';
import { useFaceCropProposal, type FaceCropState } from '../../../lib/use-face-crop-proposal';
import { examCropAspect, examCropKey } from '../lib/exam-crop-size';
import type { ExamSource } from './use-exam-crops';

export interface ExamFaceCrop {
  /** A picture was chosen for `preset`: a photo's face is looked for alongside its decoding; ink on paper is only opened. */
  pickFile: (preset: ExamPreset, file: File) => Promise<void>;
  /** What the crop dialog is told about the face of the picture being cropped; null for ink, or a picture not searched. */
  faceCrop: FaceCropState | null;
}

/**
 * The exam screen's face-aware photo crop (decision 0046): a photo preset's pick starts the shared face search
 * (`useFaceCropProposal`) while `pick` decodes the picture; the dialog then gets the proposal at the file's aspect,
 * the head sized by core's rule for that shape (`examPhotoSize`). Signatures, thumbs and declarations are never
 * searched. A failed or overtaken pick leaves no proposal; the state is kept while nothing changes (the dialog
 * applies each proposal once).
 */
export function useExamFaceCrop(
  pick: (presetId: string, file: File) => Promise<ExamSource | null>,
  cropping: { preset: ExamPreset; source: ExamSource } | null,
  findFaces?: FindFaces,
): ExamFaceCrop {
  const { find, stateFor } = useFaceCropProposal(findFaces);
  /** The picture the face search belongs to (its URL). */
  const [faceSource, setFaceSource] = useState<string | null>(null);
  const photoPicks = useRef(0);

  const pickFile = useCallback(
    async (preset: ExamPreset, file: File) => {
      if (preset.kind !== 'photo') {
        await pick(examCropKey(preset), file);
        return;
      }
      const mine = ++photoPicks.current;
      find(file);
      const opened = await pick(examCropKey(preset), file);
      if (mine === photoPicks.current) setFaceSource(opened?.url ?? null);
    },
    [pick, find],
  );

  const preset = cropping?.preset ?? null;
  const source = cropping?.source ?? null;
  const photo = preset?.kind === 'photo';
  const aspect = preset ? examCropAspect(preset) : null;
  const faceCrop = useMemo(
    () => (photo && source && faceSource === source.url ? stateFor(source, examPhotoSize(aspect)) : null),
    [photo, source, faceSource, aspect, stateFor],
  );

  return { pickFile, faceCrop };
}
