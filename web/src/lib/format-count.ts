const indian = new Intl.NumberFormat('en-IN');

/** A count with Indian digit grouping: 30000 → "30,000". */
export function formatCount(value: number): string {
  return indian.format(value);
}
