import { defaultErrorMessage, errorStatus, type ErrorCode } from './error-codes';

/** An error meant for the client: its code decides the HTTP status, its message is shown. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? defaultErrorMessage[code], options);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
  }
}
