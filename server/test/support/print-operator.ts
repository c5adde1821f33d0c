import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorBody, type ErrorBody } from '@core/contracts/error-body';
import { printReceipt, type PrintReceipt } from '@core/contracts/print-receipt';
import { signedInUser } from './browser-session';
import { multipart } from './multipart';
import { credit } from './test-users';

export type Upload = { bytes: Uint8Array; filename: string; type: string };

/** GET a same-origin URL as the print's owner (their cookies): what a browser does with the receipt's `printUrl`. */
export type FetchAsOwner = (url: string) => Promise<LightMyRequestResponse>;

/**
 * A print as its user sees it (docs/decisions/0057): the POST's status and answer; on 201 its receipt (read
 * with the contract) and the PDF fetched from the receipt's `printUrl`; with `delivery=pdf` (the legacy
 * path) the PDF the POST answered; on an error, its body (read with the contract).
 */
export interface PrintAnswer {
  status: number;
  /** The POST's own answer. */
  res: LightMyRequestResponse;
  receipt: PrintReceipt | null;
  /** The PDF's bytes: from GET printUrl after a receipt, or the legacy answer itself; null otherwise. */
  pdf: Buffer | null;
  /** The GET of the receipt's printUrl; null when there was none (or `fetchPdf: false`). */
  fetched: LightMyRequestResponse | null;
  error: ErrorBody | null;
}

export interface ReadPrintOptions {
  /** Fetch the PDF from the receipt's printUrl (default true); a GET that does not answer the PDF throws. */
  fetchPdf?: boolean;
}

const isPdf = (res: LightMyRequestResponse) => res.headers['content-type'] === 'application/pdf';

/** The answer to POST /api/v1/prints (or any print route that answers a receipt) read as a user would: see PrintAnswer. */
export async function readPrintAnswer(res: LightMyRequestResponse, fetchAsOwner: FetchAsOwner, options: ReadPrintOptions = {}): Promise<PrintAnswer> {
  const answer: PrintAnswer = { status: res.statusCode, res, receipt: null, pdf: null, fetched: null, error: null };
  if (res.statusCode === 201) {
    answer.receipt = printReceipt.parse(res.json());
    if (answer.receipt.printUrl !== null && options.fetchPdf !== false) {
      const fetched = await fetchAsOwner(answer.receipt.printUrl);
      if (fetched.statusCode !== 200 || !isPdf(fetched)) {
        throw new Error(
          `GET ${answer.receipt.printUrl} answered ${fetched.statusCode} ${String(fetched.headers['content-type'])}: ${fetched.body.slice(0, 200)}`,
        );
      }
      answer.fetched = fetched;
      answer.pdf = fetched.rawPayload;
    }
  } else if (res.statusCode === 200 && isPdf(res)) {
    answer.pdf = res.rawPayload;
  } else if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
    answer.error = errorBody.parse(res.json());
  }
  return answer;
}

/** The PDF of a print that must have one (a receipt's, or the legacy answer): throws with the answer otherwise. */
export function pdfOf(answer: PrintAnswer): Buffer {
  if (!answer.pdf) throw new Error(`expected a PDF, the print answered ${answer.status}: ${answer.res.body.slice(0, 300)}`);
  return answer.pdf;
}

/** The receipt of a print that must have one: throws with the answer otherwise. */
export function receiptOf(answer: PrintAnswer): PrintReceipt {
  if (!answer.receipt) throw new Error(`expected a receipt, the print answered ${answer.status}: ${answer.res.body.slice(0, 300)}`);
  return answer.receipt;
}

/** Something that POSTs a form as a signed-in user (signedInUser's `post`) and GETs as them (its `get`). */
export interface PrintingUser {
  post(url: string, payload: object | string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
}

/** POST /api/v1/prints of `fields` and `files` as `user` (multipart, with their CSRF header), read as a user would (readPrintAnswer). */
export async function postPrint(
  user: PrintingUser,
  fields: Record<string, string>,
  files: Record<string, Upload> = {},
  options: ReadPrintOptions = {},
): Promise<PrintAnswer> {
  const body = await multipart(fields, files);
  const res = await user.post('/api/v1/prints', body.payload, { 'content-type': body.contentType });
  return readPrintAnswer(res, (url) => user.get(url), options);
}

/**
 * A shop operator signed in as `email` with `coins` credited, who asks for prints as the studios do: a
 * multipart POST /api/v1/prints of the form's fields and the picked images, then the PDF from the receipt's printUrl.
 */
export async function printOperator(app: FastifyInstance, email: string, coins = 0) {
  const user = await signedInUser(app, { email });
  if (coins) await credit(app.database, user.uid, coins);
  const print = (fields: Record<string, string>, files: Record<string, Upload> = {}, options: ReadPrintOptions = {}) => postPrint(user, fields, files, options);
  return { ...user, print };
}
