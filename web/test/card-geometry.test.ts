import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardJpeg, moveCorner, moveRect, rectFromPoints } from '../src/features/print-studio/card-pdf/lib/card-geometry';

const page = { width: 2480, height: 3508 };

describe('card outlines on the page', () => {
  it('a rectangle drawn from any corner to its opposite is the same rectangle', () => {
    const a = rectFromPoints({ x: 100, y: 100 }, { x: 1200, y: 800 }, page, 50);
    expect(a).toEqual({ x: 100, y: 100, width: 1100, height: 700 });
    expect(rectFromPoints({ x: 1200, y: 800 }, { x: 100, y: 100 }, page, 50)).toEqual(a);
  });

  it('stays inside the page and never thinner than the least side', () => {
    expect(rectFromPoints({ x: -50, y: 10 }, { x: 5000, y: 12 }, page, 60)).toEqual({ x: 0, y: 10, width: 2480, height: 60 });
    // At the page's edge the least side is kept by going the other way.
    expect(rectFromPoints({ x: 2480, y: 3508 }, { x: 2479, y: 3500 }, page, 60)).toEqual({ x: 2420, y: 3448, width: 60, height: 60 });
  });

  it('dragging a corner keeps the opposite corner; moving keeps the size inside the page', () => {
    const rect = { x: 100, y: 100, width: 1100, height: 700 };
    expect(moveCorner(rect, 'se', { x: 1300, y: 900 }, page, 50)).toEqual({ x: 100, y: 100, width: 1200, height: 800 });
    expect(moveCorner(rect, 'nw', { x: 0, y: 0 }, page, 50)).toEqual({ x: 0, y: 0, width: 1200, height: 800 });
    expect(moveRect(rect, 5000, -5000, page)).toEqual({ x: 1380, y: 0, width: 1100, height: 700 });
  });
});

describe('the card images cut from the page', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A canvas that records its size and what is drawn on it (node has none). */
  function stubCanvas() {
    const made: Array<{ width: number; height: number; calls: Array<[string, ...unknown[]]> }> = [];
    vi.stubGlobal('document', {
      createElement: () => {
        const canvas = { width: 0, height: 0, calls: [] as Array<[string, ...unknown[]]> };
        const record =
          (name: string) =>
          (...args: unknown[]) =>
            void canvas.calls.push([name, ...args]);
        const context = {
          save: record('save'),
          restore: record('restore'),
          fillRect: record('fillRect'),
          translate: record('translate'),
          rotate: record('rotate'),
          drawImage: record('drawImage'),
        };
        made.push(canvas);
        return Object.assign(canvas, { getContext: () => context, toBlob: (done: (blob: Blob) => void) => done(new Blob(['jpeg'])) });
      },
    });
    return made;
  }

  it('a card outlined sideways comes out upright, at card aspect, as sharp as the page', async () => {
    const made = stubCanvas();
    const page = {} as HTMLCanvasElement;
    // 1600 px along the card's long side (about 475 dpi), lying on its side.
    await cardJpeg(page, { x: 10, y: 20, width: 1009, height: 1600 }, 90);
    const [image] = made;
    expect(image).toMatchObject({ width: 1600, height: 1009 });
    expect(image!.calls).toContainEqual(['rotate', Math.PI / 2]);
    // The region is drawn across the image's height and width (swapped), centred, then turned.
    expect(image!.calls).toContainEqual(['drawImage', page, 10, 20, 1009, 1600, -1009 / 2, -1600 / 2, 1009, 1600]);
  });

  it('never fewer pixels than 300 dpi of the card, however small the outline', async () => {
    const made = stubCanvas();
    await cardJpeg({} as HTMLCanvasElement, { x: 0, y: 0, width: 400, height: 250 }, 0);
    expect(made[0]).toMatchObject({ width: 1011, height: 638 });
  });
});
