/** Messages between white-background.ts and its worker. */
/** The picture is encoded in the crop's own format: a JPEG for the print studio, a lossless PNG for an exam file. */
export type WhiteBackgroundType = 'image/jpeg' | 'image/png';

/**
 * The crop's own pixels go to the worker and the white ones come back as pixels (their buffers transferred, never
 * an encoded picture): the page encodes the result once (decision 0077).
 */
export type WhiteBackgroundRequest = { id: number; pixels: ImageData };

/** Why the white background could not be made: the photo stays as it was. */
export type WhiteBackgroundFailure = 'unsupported' | 'model' | 'failed';

export type WhiteBackgroundReply =
  /** The model is loading (first use) or the crop being separated. */
  | { id: number; kind: 'progress'; stage: 'loading' | 'separating' }
  | { id: number; kind: 'done'; pixels: ImageData; backend: string }
  | { id: number; kind: 'error'; reason: WhiteBackgroundFailure };

/** The model's input and output side (MediaPipe's general selfie segmentation model: 256×256). */
export const MODEL_SIDE = 256;
