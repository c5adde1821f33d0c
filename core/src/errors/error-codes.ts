/**
 * Every error the API can answer with, and the HTTP status it maps to.
 * The body of an error response is always `{ code, message }`.
 */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_COINS: 402,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  /** A clean print would be charged more than the quote it showed (`expectedCoins`): nothing was charged; the body carries the new quote. */
  QUOTE_CHANGED: 409,
  /** The terms a buyer accepted are no longer the current ones (docs/decisions/0067-terms-accepted-once-a-version.md). */
  TERMS_CHANGED: 409,
  /** The request's body arrived too slowly (under the minimum rate, or a pause too long) and was cut off. */
  REQUEST_TIMEOUT: 408,
  FILE_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  UNKNOWN_LAYOUT: 422,
  UNKNOWN_SERVICE: 422,
  LAYOUT_DOES_NOT_FIT: 422,
  /** An exam upload file can't meet its preset (too much detail for the KB ceiling at the pixel size, even at the lowest acceptable quality). */
  FILE_DOES_NOT_FIT_PRESET: 422,
  IDEMPOTENCY_MISMATCH: 422,
  /** The intake (files from the customer's phone) was closed by the operator or has expired (docs/decisions/0095-files-from-the-customers-phone.md). */
  INTAKE_CLOSED: 410,
  /**
   * An intake is open already under this operator key's code (the code commits to the key: decision 0106); the
   * operator's browser makes a new key and opens again.
   */
  INTAKE_CODE_TAKEN: 409,
  /** The intake already has as many files as it takes. */
  INTAKE_LIMIT: 422,
  RATE_LIMITED: 429,
  /**
   * The intake holds as many encrypted bytes as one intake may (INTAKE_MAX_BYTES, announced files counted): 503 with
   * Retry-After, as every budget (a file the operator takes off the queue gives its bytes back).
   */
  INTAKE_FULL: 503,
  /** The user made today's free proofs (decision 0053); clean prints and files are not affected. */
  FREE_PROOF_LIMIT: 429,
  BUSY: 503,
  INTERNAL: 500,
  /** The payment gateway failed or did not answer (Cashfree, or the simulator standing in for it). */
  PAYMENT_GATEWAY: 502,
  /** The gateway made the order but gave no payment session, so checkout can't open (the spec's error 'Order token missing!'). */
  ORDER_TOKEN_MISSING: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/**
 * The plain code of an HTTP status that carries no code of its own: a framework's refusal on the server, an answer
 * without a JSON body in the browser. 503 is BUSY, not the intake's own INTAKE_FULL.
 */
export const plainErrorCodeOfStatus: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  402: 'INSUFFICIENT_COINS',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_TYPE',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
  503: 'BUSY',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** Plain-language default message for each code, shown when the server gives none. */
export const defaultErrorMessage: Record<ErrorCode, string> = {
  VALIDATION: 'Some of the details sent are not valid.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INSUFFICIENT_COINS: "You don't have enough coins to perform this action",
  FORBIDDEN: 'You are not allowed to do this.',
  CSRF: 'Your session check failed. Reload the page and try again.',
  NOT_FOUND: 'Not found.',
  QUOTE_CHANGED: 'The price of this print changed since it was shown. Nothing was charged: check the new price and press Print again.',
  TERMS_CHANGED: 'The Terms and Conditions changed since this page opened. Please read them again and press I Accept.',
  REQUEST_TIMEOUT: 'The upload was too slow and was stopped. Please check your connection and try again.',
  FILE_TOO_LARGE: 'The file is too large.',
  IMAGE_TOO_LARGE: 'The image has too many pixels.',
  UNSUPPORTED_TYPE: 'This type of file is not supported.',
  UNKNOWN_LAYOUT: 'That layout does not exist.',
  UNKNOWN_SERVICE: 'That service does not exist.',
  LAYOUT_DOES_NOT_FIT: 'That layout does not fit on the sheet.',
  FILE_DOES_NOT_FIT_PRESET: 'This picture can’t be made into a file the form accepts.',
  IDEMPOTENCY_MISMATCH: 'This request was already sent with different details.',
  INTAKE_CLOSED: 'This link has expired or was closed at the counter. Ask the shop for a new QR code.',
  INTAKE_CODE_TAKEN: 'This code is taken. Try again.',
  INTAKE_LIMIT: 'No more files can be sent to this shop with this link. Ask the shop for a new QR code.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTAKE_FULL: 'This link has taken as many megabytes as it can. Ask the shop for a new QR code.',
  FREE_PROOF_LIMIT: 'You have made today’s free proofs. Free proofs start again tomorrow; clean prints and files are not affected.',
  BUSY: 'The server is busy. Please try again in a few seconds.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  PAYMENT_GATEWAY: 'The payment service is not answering right now. Please try again in a few minutes.',
  ORDER_TOKEN_MISSING: 'The payment service did not start the payment. Please try again in a few minutes.',
};
