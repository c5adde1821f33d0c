import type { APIResponse, BrowserContext, Page, Request, Response, Route } from 'playwright-core';
import { printReceipt, type PrintReceipt } from '@core/contracts/print-receipt';
import { expect } from 'vitest';

export interface PrintedSheet {
  /**
   * `dialog`: Print on a desktop, the held PDF loaded into a hidden frame and print() called on it; `file`: the
   * page fetched the held PDF and downloaded it (Download PDF, a phone), or the print was refused.
   */
  delivery: 'dialog' | 'file';
  /** The print request's receipt (201), or null when it was refused (the answer is then in `pdf`). */
  receipt: PrintReceipt | null;
  /** The receipt's charge: none, plan, reprint or coins. */
  charge: PrintReceipt['charge'] | undefined;
  /** The coins the print took (the receipt's `coinsCharged`). */
  coinsCharged: number | undefined;
  /** The coins held after it (the receipt's `balanceAfter`). */
  balanceAfter: number | null | undefined;
  /**
   * The PDF: the held PDF the page printed or downloaded, fetched again with the page's cookies (the frame's
   * copy went into Chromium's PDF viewer, which keeps its bytes); a refused print's error answer.
   */
  pdf: Pick<APIResponse, 'status' | 'headers' | 'body'>;
  /** The file parts the print request sent, in order (`front`, `frontCrop`, `photo1`, `photo2Crop` …). */
  fileFields: string[];
}

/** The names of a multipart body's file parts, in order. */
function fileFieldsOf(body: Buffer | null): string[] {
  return [...(body?.toString('latin1') ?? '').matchAll(/Content-Disposition: form-data; name="([^"]+)"; filename=/gi)].map((match) => match[1]!);
}

/** The receipt a print request answered (every print answers one: decision 0057), checked with the contract. */
export async function receiptOf(post: Response): Promise<PrintReceipt> {
  expect(post.status()).toBe(201);
  expect(post.headers()['content-type']).toContain('application/json');
  return printReceipt.parse(await post.json());
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

const isPrintUrl = (url: URL) => url.pathname === '/api/v1/prints';

function isPrintRequest(response: Response): boolean {
  return isPrintUrl(new URL(response.url())) && response.request().method() === 'POST';
}

/**
 * Presses a studio's print button and follows the sheet to where it ends: the print request answers its
 * receipt; for Print on a desktop a hidden frame loads the held PDF and the print dialog is asked for on
 * that frame; for Download PDF (or on a phone) the page fetches the held PDF and downloads it.
 */
export async function printSheet(page: Page, button: string): Promise<PrintedSheet> {
  await recordPrintDialogs(page.context());
  // The frame may load the held PDF before this test has read the print request's answer: listen first.
  const heldResponses: Response[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/v1/prints/held/')) heldResponses.push(response);
  };
  page.on('response', onResponse);
  // The print request's body, read where it is intercepted: Chromium reports no body for a request whose form holds
  // Blobs (the page's FormData of crops) to an observer (request.postDataBuffer() is null), only to a route.
  const bodies = new Map<Request, Buffer | null>();
  const recordBody = (route: Route) => {
    if (route.request().method() === 'POST') bodies.set(route.request(), route.request().postDataBuffer());
    return route.fallback();
  };
  await page.route(isPrintUrl, recordBody);
  try {
    const [post] = await Promise.all([page.waitForResponse(isPrintRequest), page.getByRole('button', { name: button, exact: true }).click()]);
    const sent = bodies.get(post.request());
    expect(sent, 'the print request was seen with its body').toBeTruthy();
    const fileFields = fileFieldsOf(sent ?? null);
    if (post.status() !== 201) {
      await page.getByRole('button', { name: button, exact: true }).waitFor(); // the busy label is gone again
      return {
        delivery: 'file',
        receipt: null,
        charge: undefined,
        coinsCharged: undefined,
        balanceAfter: undefined,
        pdf: post,
        fileFields,
      };
    }
    const receipt = await receiptOf(post);
    const { printUrl } = receipt;
    expect(printUrl, 'a print receipt says where its PDF is').not.toBeNull();
    const facts = { receipt, charge: receipt.charge, coinsCharged: receipt.coinsCharged, balanceAfter: receipt.balanceAfter, fileFields };
    // Done when the busy label is gone again: the dialog was asked for, or the file downloaded.
    await page.getByRole('button', { name: button, exact: true }).waitFor();
    const dialogs = await page.evaluate(() => (window as Window & { __printDialogs?: string[] }).__printDialogs ?? []);
    const held = heldResponses.find((response) => new URL(response.url()).pathname === printUrl);
    expect(held, 'the page fetched the held PDF').toBeDefined();
    expect(held!.status()).toBe(200);
    expect(held!.headers()['content-type']).toBe('application/pdf');
    const pdf = await page.context().request.get(new URL(printUrl!, page.url()).href);
    // The dialog was asked for by the frame holding that PDF, not by the page.
    if (!dialogs.some((href) => new URL(href).pathname === printUrl)) return { delivery: 'file', ...facts, pdf };
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame() && new URL(candidate.url()).pathname === printUrl);
    expect(frame, 'a frame holds the held PDF').toBeDefined();
    return { delivery: 'dialog', ...facts, pdf };
  } finally {
    page.off('response', onResponse);
    await page.unroute(isPrintUrl, recordBody);
  }
}
