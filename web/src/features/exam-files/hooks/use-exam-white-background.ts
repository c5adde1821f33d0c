import { useMemo } from 'react';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { ExamFileUpload } from '../../../lib/create-exam-files';
import { useWhiteBackground, type WhiteBackground } from '../../../lib/use-white-background';
import { examCropKey } from '../lib/exam-crop-size';
import type { ExamCrop } from './use-exam-crops';

export interface ExamWhiteBackground {
  white: WhiteBackground;
  /** The crop key of the chosen form's photo, or null when the form has none (signatures only). */
  photoKey: string | null;
  /** The photo's crop as it is shown and uploaded: the white picture once made (showing 'after'), else the crop. */
  shownPhoto: ExamCrop | null;
  /** What a request sends: the photo's PNG replaced by the white one once made. */
  uploads: ExamFileUpload[];
  /** Identity of `uploads` (the white picture is a different file from the crop). */
  subject: string;
}

/**
 * The exam screen's "White background" switch (decision 0046): off by default; on, the chosen form's photo crop (a PNG at
 * the file's exact pixels) is made white in the shared worker, losslessly, and that white PNG is what is uploaded.
 * While it is being made the files wait (`white.working`); a failure turns the switch off and the crop is sent as it was.
 */
export function useExamWhiteBackground(
  presets: readonly ExamPreset[],
  crops: Readonly<Record<string, ExamCrop>>,
  choice: { uploads: ExamFileUpload[]; subject: string },
  make?: Parameters<typeof useWhiteBackground>[1],
): ExamWhiteBackground {
  const photo = presets.find((preset) => preset.kind === 'photo') ?? null;
  const photoKey = photo ? examCropKey(photo) : null;
  const crop = photoKey ? (crops[photoKey] ?? null) : null;
  const source = useMemo(() => (crop ? { id: crop.id, png: crop.png } : null), [crop]);
  const white = useWhiteBackground(source, make);
  const made = white.status.kind === 'done' ? white.status : null;

  const { uploads: cropUploads, subject: cropSubject } = choice;
  const madePicture = made?.picture ?? null;
  const uploads = useMemo(
    () => (crop && madePicture ? cropUploads.map((upload) => (upload.png === crop.png ? { ...upload, png: madePicture } : upload)) : cropUploads),
    [cropUploads, crop, madePicture],
  );
  const subject = crop && madePicture ? `${cropSubject}|white:${crop.id}` : cropSubject;

  const shownPhoto = crop && made && white.showing === 'after' ? { ...crop, png: made.picture, url: made.url } : crop;
  return { white, photoKey, shownPhoto, uploads, subject };
}
