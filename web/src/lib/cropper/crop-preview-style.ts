import type { CSSProperties } from 'react';

/**
 * The crop dialog's small preview at the crop's own aspect (width ÷ height: 7:9 passport, 1:1 for
 * 51×51 mm, decision 0065): its box takes that ratio (the CSS reads `--crop-preview-aspect`), so the
 * photo is never stretched into another size's box. A free-aspect crop (null) sizes by the picture.
 */
export function cropPreviewStyle(aspect: number | null): CSSProperties {
  if (aspect === null || !Number.isFinite(aspect) || aspect <= 0) return {};
  return { '--crop-preview-aspect': String(aspect) } as CSSProperties;
}
