/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in Asia/Kolkata for an instant, as `YYYY-MM-DD`: "today" for same-day reprints. */
export function istDay(epochMs: number): string {
  return new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}
