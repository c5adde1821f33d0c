import type { TFunction } from '../../../lib/i18n';
import type { PickFailure } from '../hooks/use-picked-photo';

/** A picker's failure in plain words, naming the file (and, when given, the picker: "Back side: …"). */
export function pickFailureText(t: TFunction, failure: PickFailure, picker?: string): string {
  const values = { name: failure.name };
  const text =
    failure.reason === 'unsupported-type'
      ? t('studio.picker.unsupported', values)
      : failure.reason === 'unreadable'
        ? t('studio.picker.failedPlain')
        : t('studio.picker.failed', values);
  return picker ? t('studio.picker.forPicker', { picker, text }) : text;
}
