import type { FaceLandmarks } from '@core/face/propose-face-crop';

/** Messages between detect-faces.ts and its worker. */
/** Find the faces in a picked file (EXIF orientation applied, as the photo decoder applies it). */
export interface FaceDetectorRequest {
  id: number;
  kind: 'detect';
  file: Blob;
}

export type FaceDetectorReply =
  /** Faces in the upright photo, each measured in shares of its width and height (0–1): the same whatever size the photo is decoded at. */
  { id: number; kind: 'faces'; faces: FaceLandmarks[]; backend: string } | { id: number; kind: 'error'; reason: 'unsupported-environment' | 'failed' };

/** The photo is searched in a copy this long on its long side: a passport portrait's face is then 100 px or more across. */
export const DETECT_SIDE = 640;
