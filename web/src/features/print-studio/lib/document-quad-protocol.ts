import type { Quad } from '@core/geometry/homography';

/** Messages between document-quad.ts and its worker. */
export type DocumentQuadRequest =
  /** Find the document in the decoded photo: its corners in the photo's pixels, or null. */
  | { id: number; kind: 'find'; photo: Blob; aspect: number | null }
  /** Straighten `quad` of the photo into a `width`×`height` JPEG. */
  | { id: number; kind: 'warp'; photo: Blob; quad: Quad; width: number; height: number };

export type DocumentQuadReply =
  | { id: number; kind: 'found'; quad: Quad | null }
  | { id: number; kind: 'warped'; jpeg: Blob }
  | { id: number; kind: 'error'; reason: 'unsupported-environment' | 'failed' };

/** The photo is analysed from a copy this long on its long side (the finder itself works at 512 px). */
export const FIND_SIDE = 1024;
