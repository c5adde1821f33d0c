import { AppError } from '@core/errors/app-error';
import { NUL_MESSAGE } from '@core/contracts/refusing-nul';

/**
 * A multipart form's text field as a string, refusing a part without a name and U+0000 in its name or value as the contracts
 * refuse it in JSON (core refusingNul): a form's fields never reach a contract through the route
 * validator, so they are checked here as they are read.
 */
export function formFieldText(name: string | undefined, value: unknown): string {
  if (typeof name !== 'string' || name === '') throw new AppError('VALIDATION', 'A part of the form has no name.');
  const text = String(value);
  if (name.includes('\0') || text.includes('\0')) {
    const field = name.replace(/\0/g, '').slice(0, 60);
    throw new AppError('VALIDATION', `${field}: ${NUL_MESSAGE}`, { fields: [field] });
  }
  return text;
}
