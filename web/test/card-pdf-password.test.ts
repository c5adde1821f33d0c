import { describe, expect, it } from 'vitest';
import { cardPdfPasswordRule, panPassword, typedCardPdfPassword } from '../src/features/print-studio/card-pdf/lib/card-pdf-password';

describe("a card PDF's password rule", () => {
  it("is UIDAI's for the e-Aadhaar, the date of birth for the e-PAN, and none the screen knows for the others", () => {
    expect(cardPdfPasswordRule('aadhaar')).toBe('aadhaar');
    expect(cardPdfPasswordRule('pan-card')).toBe('pan');
    for (const id of ['voter-id', 'ayushman-card', 'abha-card', 'e-shram-card', 'driving-licence']) expect(cardPdfPasswordRule(id)).toBe('none');
  });

  it("writes an e-Aadhaar's letters in capitals and leaves the others as typed", () => {
    expect(typedCardPdfPassword('aadhaar', 'samp1990')).toBe('SAMP1990');
    expect(typedCardPdfPassword('pan', '05081990')).toBe('05081990');
    expect(typedCardPdfPassword('none', 'aBc1')).toBe('aBc1');
  });

  it('makes the e-PAN password DDMMYYYY from a real date of birth, and nothing from a partial or impossible one', () => {
    expect(panPassword('1990-08-05')).toBe('05081990');
    expect(panPassword('2004-12-31')).toBe('31122004');
    expect(panPassword('2000-02-29')).toBe('29022000');
    for (const bad of ['', '1990-8-5', '1990-02-30', '2001-02-29', '1899-12-31', '1990-13-01', '05/08/1990']) expect(panPassword(bad)).toBeNull();
  });
});
