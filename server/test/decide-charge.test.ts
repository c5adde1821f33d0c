import { describe, expect, it } from 'vitest';
import { expectedCoinsOf } from '@core/contracts/print-quote';
import { decideCharge, quoteOfDecision, type ChargeSnapshot } from '../src/modules/entitlement/decide-charge';

const snapshot = (over: Partial<ChargeSnapshot> = {}): ChargeSnapshot => ({ planCovers: false, paidToday: new Set(), balance: 20, ...over });

describe('decideCharge: the entitlement rule on a snapshot (docs/domain-rules.md §4)', () => {
  it('lets a covering plan pay, whatever was paid today and whatever the balance', () => {
    expect(decideCharge(snapshot({ planCovers: true, balance: 0 }), { price: 5, items: ['a', 'b'] })).toEqual({ charge: 'plan', coins: 0, newItems: [] });
    expect(decideCharge(snapshot({ planCovers: true }), { price: 5, items: null })).toEqual({ charge: 'plan', coins: 0, newItems: [] });
  });

  it('is a reprint when every item was paid today, and charges only the items not paid today', () => {
    const paid = snapshot({ paidToday: new Set(['a', 'b']) });
    expect(decideCharge(paid, { price: 5, items: ['b', 'a'] })).toEqual({ charge: 'reprint', coins: 0, newItems: [] });
    expect(decideCharge(paid, { price: 5, items: ['a', 'c', 'b', 'd'] })).toEqual({ charge: 'coins', coins: 10, newItems: ['c', 'd'] });
  });

  it('charges an item named twice once, and the price once without the same-day rule', () => {
    expect(decideCharge(snapshot(), { price: 5, items: ['a', 'a', 'b'] })).toEqual({ charge: 'coins', coins: 10, newItems: ['a', 'b'] });
    expect(decideCharge(snapshot({ paidToday: new Set(['a']) }), { price: 7, items: null })).toEqual({ charge: 'coins', coins: 7, newItems: [] });
    expect(decideCharge(snapshot(), { price: 0, items: ['a'] })).toEqual({ charge: 'coins', coins: 0, newItems: ['a'] });
  });

  it('leaves the balance to the debit: the quote says short when the coins are more than the balance', () => {
    const poor = snapshot({ balance: 9, paidToday: new Set(['a']) });
    const decision = decideCharge(poor, { price: 5, items: ['a', 'b', 'c'] });
    expect(decision).toEqual({ charge: 'coins', coins: 10, newItems: ['b', 'c'] });
    expect(quoteOfDecision(poor, decision)).toEqual({ charge: 'short', coins: 10, balance: 9, newItems: 2 });
    const exact = snapshot({ balance: 10 });
    expect(quoteOfDecision(exact, decideCharge(exact, { price: 5, items: ['b', 'c'] }))).toEqual({ charge: 'coins', coins: 10, balance: 10, newItems: 2 });
    const quote = quoteOfDecision(poor, decideCharge(poor, { price: 5, items: ['a'] }));
    expect([quote, expectedCoinsOf(quote)]).toEqual([{ charge: 'reprint', coins: 0, balance: 9, newItems: 0 }, 0]);
  });
});
