/**
 * Getting a PDF from the server onto paper. Desktop browsers: the PDF opens in a new tab, whose
 * viewer has a Print button; phones, and desktops that block the tab, download it.
 * (Printing from a hidden iframe would need blob: frames in the CSP, and crashed headless
 * Chromium when tried: see the closing note of the studio's issue.)
 */

/** Phones and tablets: touch-first, no hover, or a mobile user agent. */
export function isProbablyPhone(): boolean {
  const ua = navigator.userAgent;
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(ua)) return true;
  // iPadOS reports a Mac user agent; it has touch points and no hover.
  return navigator.maxTouchPoints > 1 && typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;
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
