import { z } from 'zod/mini';

/**
 * `expectedCoins`: the coins of the quote the page showed, which a clean print or clean exam files are never
 * charged more than (409 QUOTE_CHANGED otherwise; docs/decisions/0057). One rule for both forms.
 */
export const EXPECTED_COINS_MESSAGE = 'expectedCoins must be a whole number, 0 or more';

/** The number, up to nine digits. */
export const expectedCoins = z.int(EXPECTED_COINS_MESSAGE).check(z.minimum(0, EXPECTED_COINS_MESSAGE), z.maximum(999_999_999, EXPECTED_COINS_MESSAGE));

/** As a multipart form sends it: up to nine digits, read as the number. */
export const expectedCoinsFormText = z.pipe(z.string().check(z.regex(/^\d{1,9}$/, EXPECTED_COINS_MESSAGE)), z.transform(Number));
