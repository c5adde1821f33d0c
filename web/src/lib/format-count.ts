/** Made at the first count, not when the module loads: the first Intl formatter of a page is slow to make (decision 0072). */
let indian: Intl.NumberFormat | undefined;

/** A count with Indian digit grouping: 30000 → "30,000". */
export function formatCount(value: number): string {
  indian ??= new Intl.NumberFormat('en-IN');
  return indian.format(value);
}
