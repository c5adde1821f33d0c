/**
 * pdf.js, loaded only on the card PDF screen, as soon as it opens (this module is imported
 * dynamically, so it and pdf.js form their own chunk; see loadPdfReader). Everything it needs comes from our own origin: the worker
 * script, the standard fonts for PDFs that don't embed theirs, the CMaps, and the JBIG2/JPEG 2000
 * decoders (WebAssembly, hence `'wasm-unsafe-eval'` in the CSP of the page and of the worker).
 * The legacy build: the modern one relies on JavaScript the current Chromium lacks (Math.sumPrecise,
 * Map.prototype.getOrInsertComputed).
 */
import { getDocument, GlobalWorkerOptions, PDFWorker, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { PdfOpenError } from './pdf-open-error';

GlobalWorkerOptions.workerSrc = workerUrl;

let worker: PDFWorker | undefined;

/**
 * pdf.js's worker, started once for the page's life: its script (1.3 MB) is fetched and compiled
 * while the operator picks the file and types the password, and every PDF opened uses it.
 */
export function startPdfWorker(): PDFWorker {
  if (!worker || worker.destroyed) worker = new PDFWorker({ verbosity: VerbosityLevel.ERRORS });
  return worker;
}

type AssetKind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl';

/** File name → hashed URL of the copy Vite emits, so pdf.js asks for each by name and we answer from our origin. */
const byFileName = (urls: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(urls).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1), url]));

const assets: Record<AssetKind, Record<string, string>> = {
  standardFontDataUrl: byFileName(
    import.meta.glob('../../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', { query: '?url', import: 'default', eager: true }),
  ),
  cMapUrl: byFileName(import.meta.glob('../../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', { query: '?url&no-inline', import: 'default', eager: true })),
  wasmUrl: byFileName(import.meta.glob('../../../../../../node_modules/pdfjs-dist/wasm/*.wasm', { query: '?url', import: 'default', eager: true })),
};

/** Each asset fetched once for the page's life (a prefetch and pdf.js's own request share it). */
const fetched = new Map<string, Promise<ArrayBuffer>>();

function fetchAsset(url: string): Promise<ArrayBuffer> {
  let pending = fetched.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    });
    fetched.set(url, pending);
    pending.catch(() => fetched.delete(url));
  }
  return pending;
}

/** pdf.js's BinaryDataFactory interface: the worker asks the page for a font, CMap or decoder by file name. */
class OwnOriginAssets {
  async fetch({ kind, filename }: { kind: AssetKind; filename: string }): Promise<Uint8Array> {
    const url = assets[kind]?.[filename];
    if (!url) throw new Error(`no ${kind} asset named ${filename}`);
    // A copy: pdf.js may hand the bytes over to its worker, and the next PDF asks again.
    return new Uint8Array((await fetchAsset(url)).slice(0));
  }
}

/**
 * The standard fonts drawn for Helvetica and Helvetica-Bold, which PDFs may name without
 * embedding them (our e-Aadhaar sample does): about 150 kB compressed, fetched with the reader
 * rather than in the middle of rendering the page.
 */
const likelyFonts = ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'];

/** Starts fetching what rendering a typical e-Aadhaar page needs besides pdf.js (failures are left to the render to meet). */
export function prefetchLikelyAssets(): void {
  for (const name of likelyFonts) {
    const url = assets.standardFontDataUrl[name];
    if (url) fetchAsset(url).catch(() => undefined);
  }
}

export interface RenderedPage {
  /** The page at `dpi`, upright as the PDF asks (its /Rotate applied), on white. */
  canvas: HTMLCanvasElement;
  dpi: number;
  /** The page's /Rotate (0, 90, 180 or 270 degrees clockwise): how it was turned from the way it was drawn. */
  rotate: number;
}

/** A run of text on a rendered page: its characters and where they are drawn, in the rendered page's pixels. */
export interface PageTextRun {
  text: string;
  /** The line ends after this run. */
  endsLine: boolean;
  /** The baseline's start and end, and the top of the text above its start: the run's box, however the page is turned. */
  start: { x: number; y: number };
  end: { x: number; y: number };
  top: { x: number; y: number };
}

export interface OpenedPdf {
  numPages: number;
  renderPage(pageNumber: number, dpi: number): Promise<RenderedPage>;
  /** The page's text, placed as `renderPage` at the same dpi draws it (none for a page that is only pictures). */
  pageText?(pageNumber: number, dpi: number): Promise<PageTextRun[]>;
  close(): Promise<void>;
}

/** Largest page side rendered, in pixels: A3 at 300 dpi. A bigger page is rendered at a lower dpi. */
const MAX_SIDE_PX = 4961;

function failure(error: unknown): PdfOpenError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    // PasswordResponses: 1 = a password is needed, 2 = the one given is wrong.
    return new PdfOpenError((error as { code?: number }).code === 1 ? 'needs-password' : 'wrong-password');
  }
  return new PdfOpenError('damaged');
}

/** Opens a PDF from its bytes with the password; PdfOpenError says why it can't. Nothing leaves the browser. */
export async function openPdf(bytes: Uint8Array, password: string): Promise<OpenedPdf> {
  let doc: PDFDocumentProxy;
  const task = getDocument({
    data: bytes,
    // Ours, not the task's: closing the PDF (or a failed open) leaves it running for the next one.
    worker: startPdfWorker(),
    password,
    isEvalSupported: false,
    useSystemFonts: false,
    useWorkerFetch: false,
    BinaryDataFactory: OwnOriginAssets,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    doc = await task.promise;
  } catch (error) {
    // A failed open (a wrong password too) still holds a worker: let it go.
    void task.destroy();
    throw failure(error);
  }
  if (doc.numPages < 1) {
    await doc.destroy();
    throw new PdfOpenError('no-pages');
  }
  /** The page and its viewport at `dpi` (less for a page larger than MAX_SIDE_PX allows). */
  const pageAt = async (pageNumber: number, dpi: number) => {
    const page = await doc.getPage(pageNumber);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(dpi / 72, MAX_SIDE_PX / Math.max(natural.width, natural.height));
    return { page, scale, viewport: page.getViewport({ scale }) };
  };
  return {
    numPages: doc.numPages,
    async renderPage(pageNumber, dpi) {
      try {
        const { page, scale, viewport } = await pageAt(pageNumber, dpi);
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(viewport.width);
        canvas.height = Math.round(viewport.height);
        await page.render({ canvas, viewport, background: '#ffffff' }).promise;
        page.cleanup();
        return { canvas, dpi: scale * 72, rotate: ((page.rotate % 360) + 360) % 360 };
      } catch (error) {
        throw failure(error);
      }
    },
    async pageText(pageNumber, dpi) {
      try {
        const { page, viewport } = await pageAt(pageNumber, dpi);
        const content = await page.getTextContent();
        const runs: PageTextRun[] = [];
        for (const item of content.items) {
          if (!('str' in item) || item.str === '') continue;
          // The run in PDF space: from its origin along the text's direction by its width, and up by its height.
          const [a, b, c, d, e, f] = item.transform as [number, number, number, number, number, number];
          const along = Math.hypot(a, b) || 1;
          const up = Math.hypot(c, d) || 1;
          const height = item.height || up;
          const point = (x: number, y: number) => {
            const [px, py] = viewport.convertToViewportPoint(x, y) as [number, number];
            return { x: px, y: py };
          };
          runs.push({
            text: item.str,
            endsLine: item.hasEOL,
            start: point(e, f),
            end: point(e + (a / along) * item.width, f + (b / along) * item.width),
            top: point(e + (c / up) * height, f + (d / up) * height),
          });
        }
        page.cleanup();
        return runs;
      } catch (error) {
        throw failure(error);
      }
    },
    close: () => doc.destroy(),
  };
}
