import type { PrinterProfile } from '@core/contracts/printer-profiles';
import type { PrinterReadings } from '@core/layout/printer-correction';
import type { PrinterProfileRow } from './find-printer-profile';

/** A printer profile as the API answers it. */
export const presentPrinterProfile = (row: PrinterProfileRow): PrinterProfile => ({
  id: row.id,
  name: row.name,
  horizontal: row.horizontal_mm,
  vertical: row.vertical_mm,
  offsetX: row.offset_x_mm,
  offsetY: row.offset_y_mm,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** What the PDF code corrects a page by. */
export const profileReadings = (row: PrinterProfileRow): PrinterReadings => ({
  horizontal: row.horizontal_mm,
  vertical: row.vertical_mm,
  offsetX: row.offset_x_mm,
  offsetY: row.offset_y_mm,
});
