import type { APIResponse, BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

export interface PrintedSheet {
  /** `dialog`: Print on a desktop, the held PDF loaded into a hidden frame and print() called on it; `file`: the PDF came in the answer (Download PDF). */
  delivery: 'dialog' | 'file';
  /** X-Print-Charge of the print request: none, plan, reprint or coins. */
  charge: string | undefined;
  /** X-Coins-Remaining of the print request. */
  coinsRemaining: string | undefined;
  /**
   * The PDF: the print request's own answer, or the held PDF the frame printed, fetched again with
   * the page's cookies (the frame's copy went into Chromium's PDF viewer, which keeps its bytes).
   */
  pdf: Pick<APIResponse, 'status' | 'headers' | 'body'>;
}

const recording = new WeakSet<BrowserContext>();

/**
 * Headless Chromium has no print dialog (print() in a PDF frame crashes its renderer), so every
 * frame's window.print is replaced by a recorder of which document asked to print: the one real
 * browser part the tests stand in for (decision 0012).
 */
export async function recordPrintDialogs(context: BrowserContext): Promise<void> {
  if (recording.has(context)) return;
  recording.add(context);
  await context.addInitScript(() => {
    window.print = () => {
      const top = window.top as (Window & { __printDialogs?: string[] }) | null;
      if (top) (top.__printDialogs ??= []).push(location.href);
    };
  });
}

function isPrintRequest(response: Response): boolean {
  return new URL(response.url()).pathname === '/api/v1/prints' && response.request().method() === 'POST';
}

/**
 * Presses a studio's print button and follows the sheet to where it ends: for Print on a desktop,
 * the print request answers where the held PDF is, a hidden frame loads it, and the print dialog
 * is asked for on that frame; for Download PDF, the answer is the PDF.
 */
export async function printSheet(page: Page, button: string): Promise<PrintedSheet> {
  await recordPrintDialogs(page.context());
  // The frame may load the held PDF before this test has read the print request's answer: listen first.
  const heldResponses: Response[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/v1/prints/held/')) heldResponses.push(response);
  };
  page.on('response', onResponse);
  try {
    const [post] = await Promise.all([page.waitForResponse(isPrintRequest), page.getByRole('button', { name: button, exact: true }).click()]);
    const charge = post.headers()['x-print-charge'];
    const coinsRemaining = post.headers()['x-coins-remaining'];
    if (post.status() !== 201) {
      await page.getByRole('button', { name: button, exact: true }).waitFor(); // the busy label is gone again
      return { delivery: 'file', charge, coinsRemaining, pdf: post };
    }
    const { printUrl } = (await post.json()) as { printUrl: string };
    // The dialog was asked for by the frame holding that PDF, not by the page.
    await page.waitForFunction(
      (url) => ((window as Window & { __printDialogs?: string[] }).__printDialogs ?? []).some((href) => new URL(href).pathname === url),
      printUrl,
    );
    const held = heldResponses.find((response) => new URL(response.url()).pathname === printUrl);
    expect(held, 'the frame fetched the held PDF').toBeDefined();
    expect(held!.status()).toBe(200);
    expect(held!.headers()['content-type']).toBe('application/pdf');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame() && new URL(candidate.url()).pathname === printUrl);
    expect(frame, 'a frame holds the held PDF').toBeDefined();
    await page.getByRole('button', { name: button, exact: true }).waitFor();
    return { delivery: 'dialog', charge, coinsRemaining, pdf: await page.context().request.get(new URL(printUrl, page.url()).href) };
  } finally {
    page.off('response', onResponse);
  }
}
