import { capitalAadhaarPassword } from './aadhaar-password';

/**
 * How a card type's PDF is locked, so the screen can say it and help make it: UIDAI's e-Aadhaar with the first four
 * letters of the name in capitals and the year of birth; the Income Tax department's e-PAN with the date of birth as
 * DDMMYYYY; the other agencies' card PDFs (e-EPIC, Ayushman, ABHA, e-Shram) usually with none (decision 0093).
 */
export type CardPdfPasswordRule = 'aadhaar' | 'pan' | 'none';

export function cardPdfPasswordRule(typeId: string): CardPdfPasswordRule {
  if (typeId === 'aadhaar') return 'aadhaar';
  if (typeId === 'pan-card') return 'pan';
  return 'none';
}

/** The password field's text as the rule writes it: an e-Aadhaar's letters in capitals (decision 0060), others as typed. */
export function typedCardPdfPassword(rule: CardPdfPasswordRule, typed: string): string {
  return rule === 'aadhaar' ? capitalAadhaarPassword(typed) : typed;
}

/**
 * The e-PAN password from a date of birth as a date field gives it (YYYY-MM-DD): DDMMYYYY ("1990-08-05" → 05081990).
 * Null until a whole, real date from 1900 on is given.
 */
export function panPassword(dateOfBirth: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth.trim());
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return real && Number(year) >= 1900 ? `${day}${month}${year}` : null;
}
