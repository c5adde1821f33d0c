/** Messages between white-background.ts and its worker. */
/** The picture comes back in the crop's own format: a JPEG for the print studio, a lossless PNG for an exam file. */
export type WhiteBackgroundType = 'image/jpeg' | 'image/png';

export type WhiteBackgroundRequest = { id: number; crop: Blob; type: WhiteBackgroundType };

/** Why the white background could not be made: the photo stays as it was. */
export type WhiteBackgroundFailure = 'unsupported' | 'model' | 'failed';

export type WhiteBackgroundReply =
  /** The model is loading (first use) or the crop being separated. */
  | { id: number; kind: 'progress'; stage: 'loading' | 'separating' }
  | { id: number; kind: 'done'; picture: Blob; width: number; height: number; backend: string }
  | { id: number; kind: 'error'; reason: WhiteBackgroundFailure };

/** The model's input and output side (MediaPipe's general selfie segmentation model: 256×256). */
export const MODEL_SIDE = 256;

/** The white-background JPEG's quality: the print studio crop's own (exportCrop). */
export const WHITE_BACKGROUND_JPEG_QUALITY = 0.92;
