import type { PrintQuote } from '@core/contracts/print-quote';
import { ApiError } from '../api-client';
import type { TFunction } from '../i18n';
import { quoteText } from './print-quote';

/** What a refused print means for the page: the words to show, and what to do besides (never a retry of the print). */
export interface PrintFailure {
  text: string;
  /** 409 QUOTE_CHANGED: the quote to show instead (nothing was charged; the operator presses Print again). */
  quote?: PrintQuote;
  /** The quote must be read again (a 409 without one in its body). */
  requote?: boolean;
  /** 402: open the low-coin dialog (its numbers are the quote's, read again). */
  needCoins?: boolean;
  /** 404 of a print with a printer profile: the profiles are read again (one deleted elsewhere). */
  notFound?: boolean;
}

export function printFailure(t: TFunction, error: unknown): PrintFailure {
  if (!(error instanceof ApiError)) return { text: t('errors.INTERNAL') };
  if (error.code === 'QUOTE_CHANGED') {
    return error.quote ? { text: t('studio.quote.changed', { quote: quoteText(t, error.quote) }), quote: error.quote } : { text: error.message, requote: true };
  }
  if (error.code === 'INSUFFICIENT_COINS') {
    // A customer sheet's 402 says what it needed (its new photos together), in the page's language.
    const text = error.coinsNeeded !== undefined ? t('studio.customers.needCoins', { count: error.coinsNeeded }) : error.message;
    return { text, needCoins: true };
  }
  return { text: error.message, notFound: error.code === 'NOT_FOUND' };
}
