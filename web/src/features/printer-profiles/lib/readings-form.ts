import { printerProfileInput, type PrinterProfile, type PrinterProfileInput } from '@core/contracts/printer-profiles';

/** The profile form's fields as typed. */
export interface ReadingsFormValues {
  name: string;
  horizontal: string;
  vertical: string;
  offsetX: string;
  offsetY: string;
}
export type ReadingsField = keyof ReadingsFormValues;

export const emptyReadingsForm: ReadingsFormValues = { name: '', horizontal: '100', vertical: '100', offsetX: '0', offsetY: '0' };

/** A saved profile, for editing. */
export const readingsFormOf = (profile: PrinterProfile): ReadingsFormValues => ({
  name: profile.name,
  horizontal: String(profile.horizontal),
  vertical: String(profile.vertical),
  offsetX: String(profile.offsetX),
  offsetY: String(profile.offsetY),
});

/** A number as typed: a decimal comma is a point, a blank offset is 0; anything else is NaN (refused). */
export function typedNumber(value: string, blank: number | null): number {
  const text = value.trim().replace(',', '.');
  if (text === '') return blank ?? Number.NaN;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** The form checked by the request's own contract: the input to send, or the fields to fix. */
export function readReadingsForm(values: ReadingsFormValues): { input: PrinterProfileInput; errors: null } | { input: null; errors: ReadingsField[] } {
  const candidate = {
    name: values.name,
    horizontal: typedNumber(values.horizontal, null),
    vertical: typedNumber(values.vertical, null),
    offsetX: typedNumber(values.offsetX, 0),
    offsetY: typedNumber(values.offsetY, 0),
  };
  const parsed = printerProfileInput.safeParse(candidate);
  if (parsed.success) return { input: parsed.data, errors: null };
  const fields = new Set<ReadingsField>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) fields.add(field as ReadingsField);
  }
  return { input: null, errors: [...fields] };
}
