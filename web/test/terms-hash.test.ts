import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TERMS_HASH, termsTextKeys } from '@core/contracts/terms-acceptance';
import en from '../src/locales/pages/en.json';
import hi from '../src/locales/pages/hi.json';

describe('the terms’ version (docs/decisions/0067-terms-accepted-once-a-version.md)', () => {
  it('is the hash of the terms as the site shows them, in English and Hindi: changing them asks every buyer again', () => {
    const texts = (terms: Record<string, unknown>) => termsTextKeys.map((key) => terms[key]);
    const hash = createHash('sha256')
      .update(JSON.stringify([texts(en.terms), texts(hi.terms)]))
      .digest('hex');
    // A change of the terms' texts must bring TERMS_HASH up to date (core/src/contracts/terms-acceptance.ts).
    expect(hash).toBe(TERMS_HASH);
  });
});
