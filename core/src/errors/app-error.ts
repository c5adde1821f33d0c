import type { PrintQuote } from '../contracts/print-quote';
import { defaultErrorMessage, errorStatus, type ErrorCode } from './error-codes';

/** An error meant for the client: its code decides the HTTP status, its message is shown. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The request's fields a VALIDATION error is about (see the error body's `fields`), when it names some. */
  readonly fields: readonly string[] | undefined;
  /** For INSUFFICIENT_COINS: the coins the refused charge needed in all (the error body's `coinsNeeded`), when it says. */
  readonly coinsNeeded: number | undefined;
  /** For QUOTE_CHANGED: the quote as it stands now (the error body's `quote`). */
  readonly quote: PrintQuote | undefined;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown; fields?: readonly string[]; coinsNeeded?: number; quote?: PrintQuote }) {
    super(message ?? defaultErrorMessage[code], options);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.coinsNeeded = options?.coinsNeeded;
    this.quote = options?.quote;
    this.fields = options?.fields && options.fields.length > 0 ? [...new Set(options.fields)] : undefined;
  }
}
