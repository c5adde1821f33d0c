import type { ApiError } from '../../../lib/api-client';
import type { Language, TFunction } from '../../../lib/i18n';
import { quoteText } from '../../../lib/prints/print-quote';

/**
 * A failed request in plain words. A file that can't meet its preset (422 FILE_DOES_NOT_FIT_PRESET) is said with
 * the server's own words in English (they name the KB and the pixels and say what to do); in Hindi, with ours.
 */
export function examFailureText(t: TFunction, lng: Language, error: ApiError): string {
  // The price changed since it was shown: nothing was charged, and the new price is said (and shown on Pay).
  if (error.code === 'QUOTE_CHANGED' && error.quote) return t('examFiles.quoteChanged', { quote: quoteText(t, error.quote) });
  if (error.code === 'FILE_DOES_NOT_FIT_PRESET' && lng !== 'en') return t('examFiles.errors.doesNotFit');
  return error.message;
}
