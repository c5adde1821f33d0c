import { describe, expect, it } from 'vitest';
import { aadhaarPassword, aadhaarPasswordExample, capitalAadhaarPassword } from '../src/features/print-studio/card-pdf/lib/aadhaar-password';

describe("the e-Aadhaar password: UIDAI's rule, in capitals as typed", () => {
  it('is built from the name on the card and the year of birth', () => {
    expect(aadhaarPassword('Raj Mohan', '1987')).toBe('RAJM1987');
    expect(aadhaarPassword('S. Kumar', '1990')).toBe('S.KU1990');
    expect(aadhaarPassword('Pia', '1990')).toBe('PIA1990');
    expect(aadhaarPassword('Raj Mohan', '87')).toBeNull();
  });

  it('puts the letters a–z typed in capitals and leaves the rest as typed, the same length', () => {
    expect(capitalAadhaarPassword('samp1990')).toBe('SAMP1990');
    expect(capitalAadhaarPassword('Samp1990')).toBe('SAMP1990');
    expect(capitalAadhaarPassword('s.ku1990')).toBe('S.KU1990');
    expect(capitalAadhaarPassword('SAMP1990')).toBe('SAMP1990');
    expect(capitalAadhaarPassword('')).toBe('');
    // Only a–z: a letter whose capital is longer (ß → SS) stays, so the caret keeps its place.
    expect(capitalAadhaarPassword('straße')).toBe('STRAßE');
    for (const typed of ['samp1990', 'straße', 'ab cd', 'पासवर्ड']) expect(capitalAadhaarPassword(typed)).toHaveLength(typed.length);
  });

  it('shows the rule with what is typed: the letters, then the year it ends with', () => {
    expect(aadhaarPasswordExample('SAMP1990', false)).toEqual({ letters: 'SAMP', year: '1990' });
    expect(aadhaarPasswordExample('S.KU1990', false)).toEqual({ letters: 'S.KU', year: '1990' });
    expect(aadhaarPasswordExample('PIA1990', false)).toEqual({ letters: 'PIA', year: '1990' });
    // Half typed: what is missing is "…"; the year is four digits at most.
    expect(aadhaarPasswordExample('SAMP', false)).toEqual({ letters: 'SAMP', year: '…' });
    expect(aadhaarPasswordExample('SAMP19', false)).toEqual({ letters: 'SAMP', year: '19' });
    expect(aadhaarPasswordExample('1990', false)).toEqual({ letters: '…', year: '1990' });
    expect(aadhaarPasswordExample('SAMP19901', false)).toEqual({ letters: 'SAMP1', year: '9901' });
  });

  it('nothing typed: no example of its own (the rule gives a generic one)', () => {
    expect(aadhaarPasswordExample('', false)).toBeNull();
    expect(aadhaarPasswordExample('', true)).toBeNull();
  });

  it('while the field is masked, the example shows dots, never the password', () => {
    expect(aadhaarPasswordExample('SAMP1990', true)).toEqual({ letters: '••••', year: '••••' });
    expect(aadhaarPasswordExample('PIA19', true)).toEqual({ letters: '•••', year: '••' });
    expect(aadhaarPasswordExample('SAMP', true)).toEqual({ letters: '••••', year: '…' });
  });
});
