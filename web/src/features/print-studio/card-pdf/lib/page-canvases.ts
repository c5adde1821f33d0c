import type { OpenedPdf, RenderedPage } from './pdf-reader';

/** Rendered pages kept at once: a 300 dpi A4 page is about 35 MB of canvas, and a cheap phone has little to spare. */
const KEPT_PAGES = 3;

export interface PageCanvases {
  /** The page rendered at the PDF's dpi: kept from before, or rendered now (and kept, the oldest let go). */
  get(pageNumber: number): Promise<RenderedPage>;
}

/** The opened PDF's pages as rendered for cutting cards, the last few kept so that showing and cutting them again is instant. */
export function pageCanvases(pdf: OpenedPdf, dpi: number, kept = KEPT_PAGES): PageCanvases {
  const pages = new Map<number, Promise<RenderedPage>>();
  return {
    get(pageNumber) {
      let page = pages.get(pageNumber);
      if (page) {
        // Most recently used last: the first key is the one to let go.
        pages.delete(pageNumber);
      } else {
        page = pdf.renderPage(pageNumber, dpi);
        page.catch(() => pages.delete(pageNumber));
      }
      pages.set(pageNumber, page);
      while (pages.size > kept) pages.delete(pages.keys().next().value!);
      return page;
    },
  };
}
