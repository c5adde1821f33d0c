/** An amount in rupees, written as Cashfree writes amounts: a JSON number with two decimals (170.00). */
class Rupees {
  readonly text: string;
  constructor(amount: number) {
    this.text = amount.toFixed(2);
  }
}

/** Rupees for `amount` (a number of rupees with at most two decimals). */
export const rupees = (amount: number) => new Rupees(amount);

/**
 * JSON text as Cashfree writes it: like JSON.stringify (undefined properties left out), except that
 * a Rupees keeps its two decimals, which JSON.stringify would drop (170.00 would become 170).
 */
export function cashfreeJson(value: unknown): string {
  if (value instanceof Rupees) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : cashfreeJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${members.map(([key, item]) => `${JSON.stringify(key)}:${cashfreeJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A time as Cashfree writes it: ISO 8601 in IST, to the second (2026-11-25T12:30:00+05:30). */
export const istTime = (ms: number) => `${new Date(Math.floor(ms / 1000) * 1000 + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
