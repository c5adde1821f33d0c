import { z } from 'zod/mini';

/** Where the first U+0000 is in a request's value (a string, or an object's key or string), or null. Never recurses. */
function nulPath(value: unknown): Array<string | number> | null {
  const stack: Array<{ at: unknown; path: Array<string | number> }> = [{ at: value, path: [] }];
  while (stack.length > 0) {
    const { at, path } = stack.pop()!;
    if (typeof at === 'string') {
      if (at.includes('\0')) return path;
      continue;
    }
    if (typeof at !== 'object' || at === null) continue;
    for (const [key, inner] of Object.entries(at)) {
      const here = [...path, Array.isArray(at) ? Number(key) : key];
      if (key.includes('\0')) return here;
      stack.push({ at: inner, path: here });
    }
  }
  return null;
}

/** The message a request carrying U+0000 gets, naming where. */
export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/**
 * `schema`, refusing U+0000 in every string and key it is given (docs/SECURITY.md): the server applies
 * it to every route's body, query and parameters, so no NUL reaches a handler or the database
 * (PostgreSQL's text cannot hold one).
 */
export function refusingNul<T extends z.core.$ZodType>(schema: T) {
  const nulFree = z.unknown().check(
    z.superRefine((value, ctx) => {
      const path = nulPath(value);
      if (path) ctx.addIssue({ code: 'custom', message: NUL_MESSAGE, path, input: value });
    }),
  );
  return z.pipe(nulFree, schema);
}
