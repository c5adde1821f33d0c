import type { PrintQuote } from '@core/contracts/print-quote';
import { errorStatus, plainErrorCodeOfStatus, type ErrorCode } from '@core/errors/error-codes';
import { currentLanguage, translate, type Language, type TranslationKey } from './i18n';
import { errorBodyGuard } from './landing-guards';
import type { ResponseGuard } from './response-guards';

/** Failures found in the browser, not sent by the server. */
type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** A failed API call, with a message in plain language that pages can show as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** For a VALIDATION error about fields: the fields the server named (their words are in `message`). */
  readonly fields: readonly string[];
  /** For a 402 that says it (a customer sheet): the coins the print needed in all. */
  readonly coinsNeeded: number | undefined;
  /** For a 409 QUOTE_CHANGED: the quote as it stands now (nothing was charged). */
  readonly quote: PrintQuote | undefined;
  /** For an answer with Retry-After (503 BUSY, 429): how long the server asked to wait before asking again, in ms. */
  readonly retryAfterMs: number | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields: readonly string[] = [],
    coinsNeeded?: number,
    quote?: PrintQuote,
    retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.coinsNeeded = coinsNeeded;
    this.quote = quote;
    this.retryAfterMs = retryAfterMs;
  }
}

type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The browser's fetch as the client calls it (a test passes a fake server in its place). */
export type FetchLike = (path: string, init: RequestInit) => Promise<Response>;

export interface ApiFetchOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON; as is when it is FormData (multipart uploads), or bytes (a Blob or Uint8Array) as application/octet-stream. */
  body?: unknown;
  /**
   * When given, the response is checked with it and a mismatch is a BAD_RESPONSE error: a guard
   * from ./landing-guards (pages on the landing path), or core's zod/mini contract (pages loaded later).
   */
  schema?: ResponseGuard<T>;
  signal?: AbortSignal;
  /** The fetch to call; the browser's by default. */
  fetch?: FetchLike;
}

/**
 * Calls the portal's own API (same origin, session cookie). State-changing calls carry the
 * CSRF token from the `csrf` cookie. Throws ApiError on any failure.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const response = await apiFetchResponse(path, options);
  const data = await readJson(response);
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw apiError(response.status, 'BAD_RESPONSE');
  return parsed.data;
}

/**
 * apiFetch without reading the body: the successful Response as it came, for answers that are
 * not JSON (a PDF) or whose headers matter. Failures are ApiErrors, as with apiFetch.
 * `accept` replaces the Accept header (errors still come as JSON `{code, message}`).
 */
export async function apiFetchResponse(path: string, options: Omit<ApiFetchOptions<unknown>, 'schema'> & { accept?: string } = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: options.accept ?? 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body instanceof Blob || options.body instanceof Uint8Array) {
    headers.set('Content-Type', 'application/octet-stream');
    body = options.body as Blob | Uint8Array<ArrayBuffer>;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET' && method !== 'HEAD') {
    const token = readCookie('csrf') ?? readCookie('__Host-csrf');
    if (token !== undefined) headers.set('X-CSRF-Token', token);
  }

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error; // cancelled by the caller: not a failure to report
    throw apiError(0, 'NETWORK');
  }

  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw apiError(0, 'NETWORK');
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiError(response.status, 'BAD_RESPONSE');
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text()) as unknown;
  } catch {
    body = undefined; // not JSON: a proxy's page, or the connection dropped mid-answer
  }
  const parsed = errorBodyGuard.safeParse(body);
  const retryAfterMs = retryAfterOf(response.headers.get('Retry-After'));
  if (parsed.success) {
    const { code, message, fields, coinsNeeded, quote } = parsed.data;
    return apiError(response.status, code, message, fields, coinsNeeded, quote, retryAfterMs);
  }
  return apiError(response.status, codeForStatus(response.status), undefined, [], undefined, undefined, retryAfterMs);
}

/** Retry-After in ms (the server sends seconds); undefined when absent or not a number. */
function retryAfterOf(header: string | null): number | undefined {
  const ms = Number(header || NaN) * 1000;
  return ms >= 0 ? ms : undefined;
}

function codeForStatus(status: number): ApiErrorCode {
  // A gateway that cannot reach the app server: as good as no connection for the user.
  if (status === 502 || status === 504) return 'NETWORK';
  const match = plainErrorCodeOfStatus[status] ?? (Object.keys(errorStatus) as ErrorCode[]).find((code) => errorStatus[code] === status);
  return match ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION');
}

function apiError(
  status: number,
  code: ApiErrorCode,
  serverMessage?: string,
  fields: readonly string[] = [],
  coinsNeeded?: number,
  quote?: PrintQuote,
  retryAfterMs?: number,
): ApiError {
  return new ApiError(status, code, plainMessage(code, serverMessage, fields), fields, coinsNeeded, quote, retryAfterMs);
}

/**
 * The fields the web says what to fix for in its own words, by the name the server gives them. Their texts
 * (`fieldErrors.*`) come with the pages' texts: no form of Home sends fields.
 */
const fieldMessages: Readonly<Record<string, TranslationKey>> = {
  utr: 'fieldErrors.utr',
  reason: 'fieldErrors.reason',
  coins: 'fieldErrors.coins',
  days: 'fieldErrors.days',
  name: 'fieldErrors.name',
  phone: 'fieldErrors.phone',
  address: 'fieldErrors.address',
  email: 'fieldErrors.email',
  message: 'fieldErrors.message',
  // The exam files' custom size and caption (POST /api/v1/exam-files).
  custom: 'fieldErrors.custom.form',
  'custom.kind': 'fieldErrors.custom.form',
  'custom.unit': 'fieldErrors.custom.form',
  'custom.format': 'fieldErrors.custom.form',
  'custom.width': 'fieldErrors.custom.width',
  'custom.height': 'fieldErrors.custom.height',
  'custom.dpi': 'fieldErrors.custom.dpi',
  'custom.minKb': 'fieldErrors.custom.minKb',
  'custom.maxKb': 'fieldErrors.custom.maxKb',
  'custom.caption': 'fieldErrors.custom.caption',
  captionName: 'fieldErrors.captionName',
  captionDate: 'fieldErrors.captionDate',
  customers: 'fieldErrors.customers',
};

/**
 * A refusal that names fields, in words per field and never the field's name (the server's message says
 * `utr: …`): each known field's text, and the code's plain message for any other. Empty when none are named.
 */
function fieldsMessage(lng: Language, fields: readonly string[]): string {
  if (fields.length === 0) return '';
  const known = [...new Set(fields.map((field) => (Object.hasOwn(fieldMessages, field) ? fieldMessages[field] : undefined)))];
  const texts = known.filter((key) => key !== undefined).map((key) => translate(lng, key));
  if (known.includes(undefined)) texts.push(translate(lng, 'errors.VALIDATION'));
  return texts.join(' ');
}

/**
 * A refusal about named fields: a plain text per field, in the page's language. Otherwise Hindi readers
 * get the translation of the code; English readers the server's words, else the default.
 */
function plainMessage(code: ApiErrorCode, serverMessage: string | undefined, fields: readonly string[] = []): string {
  const aboutFields = code === 'VALIDATION' ? fieldsMessage(currentLanguage(), fields) : '';
  if (aboutFields !== '') return aboutFields;
  if (currentLanguage() !== 'en') return translate(currentLanguage(), `errors.${code}`);
  if (serverMessage !== undefined && serverMessage.trim() !== '') return serverMessage;
  // en.json's errors hold core's default messages word for word (a unit test holds them so); the landing page's
  // JavaScript carries them once.
  return translate('en', `errors.${code}`);
}

/**
 * Whether this browser may have a session: the server sets the csrf cookie (readable by scripts)
 * together with the session cookie. Without it the visitor is signed out, so pages need not
 * wait for GET /api/v1/me before showing what signed-out visitors see.
 */
export function mayHaveSession(): boolean {
  // No document: the public pages prerendered at build time, as a signed-out visitor sees them.
  if (typeof document === 'undefined') return false;
  return readCookie('csrf') !== undefined || readCookie('__Host-csrf') !== undefined;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
