/**
 * Phones and tablets: touch-first, no hover, or a mobile user agent. Where this holds, Print
 * downloads the PDF (deliverPdf) and the print guide says how to print the downloaded file.
 */
export function isProbablyPhone(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(ua)) return true;
  // iPadOS reports a Mac user agent; it has touch points and no hover.
  return navigator.maxTouchPoints > 1 && typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;
}
