import type { PrintRequest } from '../../../lib/prints/create-print';

/** Whether a print is corrected by the chosen printer profile: all but a card tray print, which carries its own offsets (decision 0091). */
export function takesPrinterProfile(request: PrintRequest): boolean {
  return !(request.kind === 'document' && request.sheet.tray);
}

/** The request with the chosen printer profile in its sheet (none, or a card tray print: printed as drawn). */
export function withPrinterProfile(request: PrintRequest, printerProfileId: string | null): PrintRequest {
  if (!printerProfileId || !takesPrinterProfile(request)) return request;
  if (request.kind === 'customer-sheet') return { ...request, sheet: { ...request.sheet, printerProfileId } };
  return request.kind === 'photo-sheet'
    ? { ...request, sheet: { ...request.sheet, printerProfileId } }
    : { ...request, sheet: { ...request.sheet, printerProfileId } };
}
