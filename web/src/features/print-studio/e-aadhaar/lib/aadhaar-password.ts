/**
 * The password UIDAI puts on an e-Aadhaar PDF: the first four characters of the name as printed on
 * the card, in capitals, then the four-digit year of birth ("Raj Mohan", 1987 → RAJM1987).
 * Spaces are left out; an initial's dot is kept, as UIDAI's own examples show (S. KUMAR → S.KU1990),
 * and a name shorter than four letters is used whole (PIA → PIA1990).
 * Null until a name and a plausible year are typed.
 */
export function aadhaarPassword(name: string, year: string): string | null {
  const letters = name.replace(/\s+/g, '').toUpperCase().slice(0, 4);
  const yyyy = year.trim();
  if (letters.length === 0 || !/^(19|20)\d\d$/.test(yyyy)) return null;
  return `${letters}${yyyy}`;
}
