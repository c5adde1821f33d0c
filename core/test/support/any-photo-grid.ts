import fc from 'fast-check';
import { papers } from '../../src/layout/papers';
import { placePhotos, type Rect } from '../../src/layout/place-photos';
import { mm } from '../../src/units/units';

/**
 * Any paper, any 7:9 photo from 20 to 50 mm wide, any count from 1 to 60, placed by placePhotos:
 * `rects` is null where they do not fit, which placePhotos must say with a RangeError (any other error
 * is thrown, failing the property).
 */
export const anyPhotoGrid = fc
  .tuple(fc.constantFrom(...Object.values(papers)), fc.integer({ min: 200, max: 500 }), fc.integer({ min: 1, max: 60 }))
  .map(([paper, widthTenths, count]) => {
    const photo = { width: mm(widthTenths / 10), height: mm(((widthTenths / 10) * 9) / 7) };
    let rects: Rect[] | null;
    try {
      rects = placePhotos(paper, photo, count);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      rects = null;
    }
    return { paper, photo, count, rects };
  });
