/**
 * Small checks of JSON answers, for the endpoints on the landing page's path (./landing-guards).
 * They replace zod there: zod/mini would add 14 kB gzip to the landing page's first load
 * (decision 0023). Everywhere else answers are checked with core's contracts (zod/mini).
 */

/** A response check as apiFetch takes it. A zod schema fits too (it has the same safeParse). */
export interface ResponseGuard<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** A guard from a type predicate. */
export function guard<T>(isValid: (value: unknown) => value is T): ResponseGuard<T> {
  return {
    safeParse: (data) => (isValid(data) ? { success: true, data } : { success: false }),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** zod's `z.int().check(z.nonnegative())`: a safe integer ≥ 0. */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** zod's `z.int().check(z.positive())`: a safe integer > 0. */
export function isPositiveCount(value: unknown): value is number {
  return isCount(value) && value > 0;
}

/** zod's `z.nullable(…)`. */
export function nullOr<T>(isValid: (value: unknown) => value is T): (value: unknown) => value is T | null {
  return (value: unknown): value is T | null => value === null || isValid(value);
}

export function isArrayOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every(isItem);
}

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
