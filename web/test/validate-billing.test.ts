import { describe, expect, it } from 'vitest';
import { createOrderRequest } from '@core/contracts/orders';
import { validateBilling } from '../src/features/purchase/lib/validate-billing';

describe('the checkout billing form', () => {
  it('trims, needs name and contact, and a contact of exactly 10 digits', () => {
    expect(validateBilling({ name: '  Asha ', contact: ' 9812345678 ', address: ' Jaipur ' })).toEqual({
      ok: true,
      billing: { name: 'Asha', phone: '9812345678', address: 'Jaipur' },
    });
    expect(validateBilling({ name: ' ', contact: '9812345678', address: '' })).toEqual({ ok: false, problem: 'missing' });
    expect(validateBilling({ name: 'Asha', contact: '', address: '' })).toEqual({ ok: false, problem: 'missing' });
    expect(validateBilling({ name: 'Asha', contact: '98123 45678', address: '' })).toEqual({ ok: false, problem: 'phone' });
    expect(validateBilling({ name: 'Asha', contact: '+919812345678', address: '' })).toEqual({ ok: false, problem: 'phone' });
  });

  it('what the form lets through, the server contract accepts as is', () => {
    for (const contact of ['9812345678', ' 0000000000 ']) {
      const check = validateBilling({ name: 'Asha', contact, address: '' });
      expect(check.ok).toBe(true);
      if (check.ok) expect(createOrderRequest.safeParse({ offerId: 'coins-200', ...check.billing }).success).toBe(true);
    }
  });
});
