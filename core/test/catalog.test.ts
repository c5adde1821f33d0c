import { describe, expect, it } from 'vitest';
import { seedPlanOffers } from '../src/catalog/plan-offers';
import { seedServices } from '../src/catalog/services';
import { errorCodes, errorStatus, isErrorCode } from '../src/errors/error-codes';
import { AppError } from '../src/errors/app-error';
import { mm, mmToPt, mmToPx, pt, ptToMm } from '../src/units/units';

describe('catalog seeds (docs/domain-rules.md §2, §3)', () => {
  it('prices every service at 5 coins; both-side needs the Pro Plan', () => {
    expect(seedServices.map((s) => [s.id, s.coins, s.coveredBy])).toEqual([
      ['passport-photo', 5, 'any-plan'],
      ['single-side', 5, 'any-plan'],
      ['both-side', 5, 'pro-plan'],
    ]);
  });

  it('sells the ₹105 Pro Plan for 7 days, online only', () => {
    const offer = seedPlanOffers.find((o) => o.id === 'pro-7d');
    expect(offer).toMatchObject({ pricePaise: 10_500, days: 7, channels: ['online'] });
  });

  it('keeps money in whole paise and gives exactly one thing per offer', () => {
    for (const offer of seedPlanOffers) {
      expect(Number.isInteger(offer.pricePaise)).toBe(true);
      expect((offer.days === null) !== (offer.coins === null)).toBe(true);
    }
    expect(new Set(seedPlanOffers.map((o) => o.id)).size).toBe(seedPlanOffers.length);
  });
});

describe('error codes', () => {
  it('maps each code to its HTTP status', () => {
    expect(errorStatus.INSUFFICIENT_COINS).toBe(402);
    expect(errorStatus.CSRF).toBe(403);
    expect(errorStatus.LAYOUT_DOES_NOT_FIT).toBe(422);
    expect(errorStatus.BUSY).toBe(503);
    expect(errorStatus.REQUEST_TIMEOUT).toBe(408);
    expect(errorStatus.FREE_PROOF_LIMIT).toBe(429);
    expect(errorStatus.QUOTE_CHANGED).toBe(409);
    expect(errorStatus.TERMS_CHANGED).toBe(409);
    expect(errorStatus.INTAKE_CLOSED).toBe(410);
    expect(errorStatus.INTAKE_CODE_TAKEN).toBe(409);
    expect(errorStatus.INTAKE_FULL).toBe(503);
    expect(errorCodes).toHaveLength(27);
    expect(isErrorCode('RATE_LIMITED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('AppError carries code, status and a plain message', () => {
    const error = new AppError('UNKNOWN_LAYOUT');
    expect(error).toMatchObject({ code: 'UNKNOWN_LAYOUT', status: 422, message: 'That layout does not exist.' });
    expect(new AppError('VALIDATION', 'Phone must be 10 digits').message).toBe('Phone must be 10 digits');
  });
});

describe('units', () => {
  it('converts millimetres to points at 72 per inch', () => {
    expect(mmToPt(mm(25.4))).toBe(72);
    expect(mmToPt(mm(210))).toBeCloseTo(595.28, 2);
    expect(mmToPt(mm(297))).toBeCloseTo(841.89, 2);
    expect(ptToMm(pt(72))).toBe(25.4);
  });

  it('gives the pixel sizes of a 35×45 mm photo at 300 and 600 dpi', () => {
    expect([mmToPx(mm(35), 300), mmToPx(mm(45), 300)]).toEqual([413, 531]);
    expect([mmToPx(mm(35), 600), mmToPx(mm(45), 600)]).toEqual([827, 1063]);
  });
});
