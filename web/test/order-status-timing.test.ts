import { describe, expect, it } from 'vitest';
import { isPending, nextCheckAfter } from '../src/features/purchase/api/get-order-status';

describe('Payment Status asks again', () => {
  it('after 2 s, then half as long again each time, never more than 30 s apart', () => {
    expect([0, 1, 2, 3, 4].map(nextCheckAfter)).toEqual([2000, 2000, 3000, 4500, 6750]);
    expect(nextCheckAfter(9)).toBe(30_000);
    expect(nextCheckAfter(1000)).toBe(30_000);
  });

  it('only while the order can still be paid', () => {
    expect(isPending('created')).toBe(true);
    expect(isPending('active')).toBe(true);
    expect(isPending('paid')).toBe(false);
  });
});
