/**
 * Whether two print requests ask for the same print: the same fields, and the very same pictures (a Blob is
 * compared by identity; a studio keeps each encoded picture as one Blob until it is cropped or made again).
 * Studios build their request afresh at every render, so "pressed again" is judged by content, never by object
 * identity: a render between two presses (a quote read again, a face search ending) must not lose the held print.
 */
export function samePrintRequest(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  // Only plain data is compared by its fields: anything else (a Blob, a Date, a Map, a buffer) is the same only as itself.
  if (!isPlain(a) || !isPlain(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => samePrintRequest(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && samePrintRequest(left[key], right[key]));
}

const isPlain = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
};
