/**
 * Getting a PDF from the server onto paper. Desktop browsers: the PDF in a hidden iframe, and the
 * browser's print dialog on it. Phones can't print a framed PDF (their viewers open it as a
 * download anyway): there, and wherever framing fails, the PDF is downloaded.
 *
 * The page's CSP must allow blob: frames (`frame-src 'self' blob:`) for the iframe; when it does
 * not, the PDF opens in a new tab instead (its viewer has a Print button), and when that is
 * blocked too, it downloads.
 */

export type Delivery = 'print-dialog' | 'new-tab' | 'download';

/** Phones and tablets: touch-first, no hover, or a mobile user agent. */
export function isProbablyPhone(): boolean {
  const ua = navigator.userAgent;
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(ua)) return true;
  // iPadOS reports a Mac user agent; it has touch points and no hover.
  return navigator.maxTouchPoints > 1 && typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;
}

let blobFramesAllowed: Promise<boolean> | undefined;

/**
 * Whether this page may frame blob: URLs, read from the CSP header the server sends for this
 * page (there is no script API for the policy). Asked once per page load.
 */
export function canFrameBlobs(): Promise<boolean> {
  // GET, not HEAD: Chromium reports HEAD answers that announce a body as aborted requests.
  blobFramesAllowed ??= fetch(window.location.pathname, { credentials: 'same-origin', cache: 'no-cache' })
    .then(async (response) => {
      await response.arrayBuffer(); // read to the end (about 2 KB): a cancelled body shows as a failed request
      const policy = response.headers.get('Content-Security-Policy');
      if (!policy) return true;
      const directives = new Map(
        policy.split(';').map((part) => {
          const [name = '', ...sources] = part.trim().split(/\s+/);
          return [name.toLowerCase(), sources] as const;
        }),
      );
      const frames = directives.get('frame-src') ?? directives.get('child-src') ?? directives.get('default-src');
      return frames === undefined || frames.includes('blob:');
    })
    .catch(() => false);
  return blobFramesAllowed;
}

export function downloadPdf(pdf: Blob, filename: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

let printFrame: HTMLIFrameElement | null = null;
let printFrameUrl: string | null = null;

/** Loads the PDF in a hidden iframe and opens the print dialog on it. Rejects when the browser can't. */
export function printInFrame(pdf: Blob): Promise<void> {
  return new Promise((resolve, reject) => {
    printFrame?.remove();
    if (printFrameUrl) URL.revokeObjectURL(printFrameUrl);
    const url = URL.createObjectURL(pdf);
    const frame = document.createElement('iframe');
    frame.className = 'studio-print-frame';
    frame.title = 'PDF to print';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    const timer = window.setTimeout(() => reject(new Error('the PDF did not load in time')), 15_000);
    frame.addEventListener(
      'load',
      () => {
        window.clearTimeout(timer);
        try {
          const target = frame.contentWindow;
          if (!target) throw new Error('no frame window');
          target.focus();
          target.print();
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      { once: true },
    );
    frame.src = url;
    document.body.append(frame);
    // Kept until the next print: removing it would close the print dialog.
    printFrame = frame;
    printFrameUrl = url;
  });
}

/**
 * A tab opened at the click (so popup blockers let it through), shown a waiting line until the
 * PDF arrives. Null when blocked.
 */
export function openWaitingTab(message: string): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.document.title = message;
    tab.document.body.textContent = message;
  } catch {
    // not ours to write into: fine, it's only a waiting line
  }
  return tab;
}

export function showPdfInTab(tab: Window, pdf: Blob): void {
  const url = URL.createObjectURL(pdf);
  tab.location.href = url;
  window.setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
}
