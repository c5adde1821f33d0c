/**
 * Small checks of JSON answers, for endpoints on the landing page's path. They replace zod
 * there: zod weighs about 40 KB gzip, more than a third of the landing page's JavaScript budget.
 * Each guard checks what the page relies on, nothing more. core's zod contracts stay the
 * server's source of truth; the types come from them (`import type`, no runtime cost).
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

export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

export function isCountOrNull(value: unknown): value is number | null {
  return value === null || isCount(value);
}

export function isArrayOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every(isItem);
}

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || isString(value);
}
