import { describe, expect, it } from 'vitest';
import { photoSizes } from '@core/layout/photo-sizes';
import { cropPreviewStyle } from '../src/lib/cropper/crop-preview-style';

describe('the crop dialog’s small preview keeps the crop’s aspect (decision 0065)', () => {
  it('gives its box each photo size’s own ratio: square for 51×51 mm, 7:9 for 35×45 mm', () => {
    for (const size of photoSizes) {
      const style = cropPreviewStyle(size.width / size.height) as Record<string, string>;
      expect(Number(style['--crop-preview-aspect'])).toBeCloseTo(size.width / size.height, 9);
    }
    expect(cropPreviewStyle(51 / 51)).toEqual({ '--crop-preview-aspect': '1' });
  });

  it('leaves a free-aspect crop (a page document) to the picture’s own size', () => {
    expect(cropPreviewStyle(null)).toEqual({});
    expect(cropPreviewStyle(0)).toEqual({});
  });
});
