import { istDay } from '@core/time/ist-day';

/**
 * What a document sheet's QR code carries (decision 0010): `{brand} | {print job id} | {YYYY-MM-DD}`, the
 * day in India (IST). The job id is the print_jobs row of this print, so a shop can trace a sheet.
 */
export function printReferenceText(brand: string, jobId: string, now: number): string {
  return `${brand} | ${jobId} | ${istDay(now)}`;
}
