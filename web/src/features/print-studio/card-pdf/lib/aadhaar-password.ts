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

/**
 * The e-Aadhaar password field's text as typed, letters a–z in capitals: UIDAI's passwords are capitals
 * and digits, and pdf.js compares them exactly, so "samp1990" would open nothing (decision 0060). Only
 * a–z change: the text keeps its length, so the caret can stay where it was.
 */
export function capitalAadhaarPassword(typed: string): string {
  return typed.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** The two parts of the rule's example, ready to show: the name's letters and the year of birth. */
interface AadhaarPasswordExample {
  letters: string;
  year: string;
}

/** Stands for a part not typed yet. */
const NOT_TYPED = '…';
/** Stands for each character of a part while the field hides the password. */
const HIDDEN = '•';

/**
 * The rule's example made from the password typed: the year is the digits it ends with (four at most),
 * the name's letters what comes before ("SAMP1990" → SAMP + 1990, "PIA1990" → PIA + 1990, "SAMP" →
 * SAMP + …). While the field is masked each character is a dot ("•••• + ••••"): the rule under the field
 * must not show what the field hides (decision 0060). Null when nothing is typed: the rule's own example then.
 */
export function aadhaarPasswordExample(typed: string, masked: boolean): AadhaarPasswordExample | null {
  if (typed === '') return null;
  const year = /\d{1,4}$/.exec(typed)?.[0] ?? '';
  const letters = typed.slice(0, typed.length - year.length);
  const show = (part: string) => (part === '' ? NOT_TYPED : masked ? HIDDEN.repeat([...part].length) : part);
  return { letters: show(letters), year: show(year) };
}
