import { describe, expect, it, vi } from 'vitest';
import type { PageCard } from '@core/card-pdf/find-page-cards';
import { pageCanvases } from '../src/features/print-studio/card-pdf/lib/page-canvases';
import { pdfCardsOf } from '../src/features/print-studio/card-pdf/lib/pdf-cards';
import type { OpenedPdf, RenderedPage } from '../src/features/print-studio/card-pdf/lib/pdf-reader';

const landscape = (x: number, y: number): PageCard => ({ rect: { x, y, width: 1011, height: 638 }, portrait: false, score: 1 });
const portrait = (x: number, y: number): PageCard => ({ rect: { x, y, width: 638, height: 1011 }, portrait: true, score: 1 });
const A4 = { width: 2480, height: 3508, rotate: 0 };

describe("a card PDF's cards, page by page", () => {
  it('pairs sides on one page and across a front page and a back page, numbering pages from 1 and turning each as its page lies', () => {
    const cards = pdfCardsOf([
      // Page 1: an e-Aadhaar's two sides side by side.
      { ...A4, cards: [landscape(100, 2400), landscape(1250, 2400)] },
      // Pages 2 and 3: a front page and a back page, each card turned a quarter in the right half.
      { ...A4, cards: [portrait(1700, 300)] },
      { ...A4, cards: [portrait(1700, 300)] },
    ]);
    expect(cards).toEqual([
      { front: { page: 1, rect: landscape(100, 2400).rect, rotation: 0 }, back: { page: 1, rect: landscape(1250, 2400).rect, rotation: 0 } },
      { front: { page: 2, rect: portrait(1700, 300).rect, rotation: 90 }, back: { page: 3, rect: portrait(1700, 300).rect, rotation: 90 } },
    ]);
  });

  it('a page shown turned by its /Rotate is turned back, whatever side of the page its cards are on, so front stays front', () => {
    // Drawn upright with the front left of the back, near the top; shown turned 90° clockwise: both stand in the left
    // half, the front above (where a guess from the side of the page would turn them the other way round).
    const shown = { width: 3508, height: 2480, rotate: 90 };
    const front = portrait(900, 300);
    const back = portrait(900, 1400);
    expect(pdfCardsOf([{ ...shown, cards: [back, front] }])).toEqual([
      { front: { page: 1, rect: front.rect, rotation: 270 }, back: { page: 1, rect: back.rect, rotation: 270 } },
    ]);
    // Upside down (/Rotate 180): turned half round, and the front is the card that was drawn first.
    const upsideDown = { ...A4, rotate: 180 };
    expect(pdfCardsOf([{ ...upsideDown, cards: [landscape(100, 2400), landscape(1250, 2400)] }])).toEqual([
      { front: { page: 1, rect: landscape(1250, 2400).rect, rotation: 180 }, back: { page: 1, rect: landscape(100, 2400).rect, rotation: 180 } },
    ]);
  });

  it('a card with no other side prints alone; a page with no cards gives none', () => {
    expect(
      pdfCardsOf([
        { ...A4, cards: [] },
        { ...A4, cards: [landscape(100, 100)] },
        { ...A4, cards: [] },
      ]),
    ).toEqual([{ front: { page: 2, rect: landscape(100, 100).rect, rotation: 0 }, back: null }]);
  });
});

describe("an opened PDF's rendered pages", () => {
  it('renders a page once while it is kept, and lets the oldest go past the few kept', async () => {
    const renderPage = vi.fn((page: number, dpi: number) =>
      Promise.resolve({ canvas: { id: page } as unknown as HTMLCanvasElement, dpi, rotate: 0 } satisfies RenderedPage),
    );
    const pages = pageCanvases({ numPages: 5, renderPage, close: () => Promise.resolve() } satisfies OpenedPdf, 300, 2);
    const first = await pages.get(1);
    expect(await pages.get(1)).toBe(first);
    await pages.get(2);
    await pages.get(1); // page 1 used last: page 2 is the oldest now
    await pages.get(3);
    expect(renderPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    await pages.get(1);
    await pages.get(2);
    expect(renderPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3, 2]);
    expect(renderPage).toHaveBeenCalledWith(2, 300);
  });

  it('a failed render is not kept: the page is rendered again next time', async () => {
    const renderPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('worker gone'))
      .mockResolvedValue({ canvas: {} as HTMLCanvasElement, dpi: 300, rotate: 0 });
    const pages = pageCanvases({ numPages: 1, renderPage, close: () => Promise.resolve() } satisfies OpenedPdf, 300);
    await expect(pages.get(1)).rejects.toThrow('worker gone');
    await expect(pages.get(1)).resolves.toMatchObject({ dpi: 300 });
    expect(renderPage).toHaveBeenCalledTimes(2);
  });
});
