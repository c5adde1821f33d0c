import { printFormFieldAt, printFromForm, type PrintRequest } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import type { PrintForm } from './read-print-form';

/**
 * The print form's text fields as a print request, by the one contract: a service no kind of print
 * has, when nothing else is wrong → 422 UNKNOWN_SERVICE; any other bad or missing field → 400
 * VALIDATION naming the fields sent. Checked before any work, so a bad value never composes or charges.
 */
export function readPrintRequest(fields: PrintForm['fields']): PrintRequest {
  const parsed = printFromForm.safeParse(fields);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  if (fields.service && issues.every((issue) => printFormFieldAt(issue.path) === 'service')) throw new AppError('UNKNOWN_SERVICE', issues[0]!.message);
  throw new AppError('VALIDATION', issues.map((issue) => `${printFormFieldAt(issue.path)}: ${issue.message}`).join('; '), {
    fields: issues.map((issue) => printFormFieldAt(issue.path)),
  });
}
