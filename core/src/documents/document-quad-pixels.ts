import type { Quad } from '../geometry/homography';
import { documentCropPixels, type CropPixels } from './document-crop-pixels';
import { quadAspect } from './find-document-quad';
import type { DocumentType } from './document-types';

/** A4's width ÷ height. */
const A4_ASPECT = 210 / 297;
/** A page's found aspect within this share of A4's (either way up) is taken as A4. */
const A4_SNAP = 0.03;

/**
 * The true width ÷ height to straighten a found quad to: the type's own for cards and passport
 * pages; for a page document the quad's seen aspect, snapped to A4 (portrait or landscape) when
 * within A4_SNAP of it.
 */
export function quadTargetAspect(type: DocumentType, quad: Quad): number {
  if (type.cropAspect !== null) return type.cropAspect;
  const seen = quadAspect(quad);
  for (const a4 of [A4_ASPECT, 1 / A4_ASPECT]) if (Math.abs(seen / a4 - 1) <= A4_SNAP) return a4;
  return seen;
}

/**
 * The pixel size to straighten a found quad into, as the rectangle crop's export chooses it
 * (documentCropPixels): the quad's mean side lengths are the crop it covers in the photo, at the
 * target aspect. Cards print from 600 dpi of 85.6×54 mm when the photo has that many pixels.
 */
export function documentQuadPixels(type: DocumentType, quad: Quad): CropPixels & { aspect: number } {
  const aspect = quadTargetAspect(type, quad);
  const [tl, tr, br, bl] = quad;
  const across = (Math.hypot(tr.x - tl.x, tr.y - tl.y) + Math.hypot(br.x - bl.x, br.y - bl.y)) / 2;
  const down = (Math.hypot(bl.x - tl.x, bl.y - tl.y) + Math.hypot(br.x - tr.x, br.y - tr.y)) / 2;
  // The crop's pixels at the target aspect, keeping the detail the photo has (its longer measure).
  const width = Math.max(across, down * aspect);
  const pixels = documentCropPixels(type, { width, height: width / aspect });
  return { ...pixels, aspect };
}
