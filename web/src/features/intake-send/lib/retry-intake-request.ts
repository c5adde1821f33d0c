import { ApiError } from '../../../lib/api-client';

/**
 * Resending over a slow or patchy line (decision 0095): a chunk whose request failed on the way (no answer, a
 * gateway, the server busy or failing) is sent again after a wait, longer each time, or as long as the server's
 * Retry-After says. A refusal (the intake closed, too many files, a bad request) is not worth another try.
 */

/** The waits before each resend: four resends, some 27 s in all, before the file shows its error and Try again. */
export const intakeRetryWaitsMs: readonly number[] = [1000, 3000, 8000, 15_000];
/** A Retry-After beyond this is waited for this long: the page would look stuck. */
const LONGEST_WAIT_MS = 60_000;

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** setTimeout as a promise, ended early (rejecting) when the page is left. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/**
 * A failure on the way, which the same request may get past: no connection, a timeout, 429, 5xx. Not a full link
 * (INTAKE_FULL, 503): only a new QR code gets past that, so the customer is told at once.
 */
export function isWorthResending(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code === 'INTAKE_FULL') return false;
  return error.code === 'NETWORK' || error.code === 'REQUEST_TIMEOUT' || error.status === 429 || error.status >= 500;
}

export interface RetryOptions {
  sleep?: Sleep;
  signal?: AbortSignal;
  /** Which failures to send again after; isWorthResending by default. */
  retryable?: (error: unknown) => boolean;
  waitsMs?: readonly number[];
}

/** `call` until it answers, sent again after each retryable failure with the waits given; the last failure is thrown. */
export async function withRetries<T>(call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { sleep: wait = sleep, signal, retryable = isWorthResending, waitsMs = intakeRetryWaitsMs } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (signal?.aborted || attempt >= waitsMs.length || !retryable(error)) throw error;
      const asked = error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0;
      await wait(Math.min(LONGEST_WAIT_MS, Math.max(waitsMs[attempt] ?? 0, asked)), signal);
    }
  }
}
