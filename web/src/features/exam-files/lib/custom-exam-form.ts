import { examCustomSpecSchema } from '@core/contracts/exam-files';
import type { CustomExamKind, CustomExamSpec, CustomExamUnit } from '@core/exam-files/custom-exam-preset';

/** The custom size as the operator types it (text boxes keep what was typed, even when it is not a number yet). */
export interface CustomExamFormValues {
  kind: CustomExamKind;
  unit: CustomExamUnit;
  width: string;
  height: string;
  dpi: string;
  minKb: string;
  maxKb: string;
  caption: boolean;
}

/** A common form photo: 300×400 px, 20–60 KB, no caption. */
export const defaultCustomExamForm: CustomExamFormValues = {
  kind: 'photo',
  unit: 'px',
  width: '300',
  height: '400',
  dpi: '96',
  minKb: '20',
  maxKb: '60',
  caption: false,
};

/** A field the form says what to fix for (`form`: the choices themselves, which a tampered store could spoil). */
export type CustomExamField = 'width' | 'height' | 'dpi' | 'minKb' | 'maxKb' | 'caption' | 'form';

/** A number as typed: spaces around it ignored, a decimal comma read as a point; NaN when empty. */
export const formNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/**
 * The spec the form's values make, checked by the server's own contract (`examCustomSpecSchema`), or the fields
 * it refuses, in the order they appear.
 */
export function readCustomExamForm(values: CustomExamFormValues): { spec: CustomExamSpec | null; refused: CustomExamField[] } {
  const parsed = examCustomSpecSchema.safeParse({
    kind: values.kind,
    unit: values.unit,
    width: formNumber(values.width),
    height: formNumber(values.height),
    dpi: formNumber(values.dpi),
    minKb: formNumber(values.minKb),
    maxKb: formNumber(values.maxKb),
    format: 'jpeg',
    caption: values.caption && values.kind === 'photo' ? 'name-and-date' : 'none',
  });
  if (parsed.success) return { spec: parsed.data, refused: [] };
  const known: readonly CustomExamField[] = ['width', 'height', 'dpi', 'minKb', 'maxKb', 'caption'];
  const refused = new Set<CustomExamField>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    refused.add((known as readonly string[]).includes(field) ? (field as CustomExamField) : 'form');
  }
  const order: readonly CustomExamField[] = ['form', ...known];
  return { spec: null, refused: order.filter((field) => refused.has(field)) };
}

/** Stored values read back, or null when they are not a form's values (another version, edited by hand). */
export function parseStoredCustomExamForm(text: string | null): CustomExamFormValues | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof CustomExamFormValues, unknown>>;
    const strings = (['width', 'height', 'dpi', 'minKb', 'maxKb'] as const).every((key) => typeof value[key] === 'string');
    if (
      !strings ||
      (value.kind !== 'photo' && value.kind !== 'signature') ||
      (value.unit !== 'px' && value.unit !== 'mm') ||
      typeof value.caption !== 'boolean'
    )
      return null;
    return value as CustomExamFormValues;
  } catch {
    return null;
  }
}
