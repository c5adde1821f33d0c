import { beforeEach, describe, expect, it } from 'vitest';
import {
  buyCoinsHref,
  customePgHref,
  readPurchaseQuery,
  rememberedOrder,
  rememberedPurchaseQuery,
  rememberOrder,
  rememberPurchaseQuery,
  safeSavedPath,
  saveOrderDetails,
} from '../src/features/purchase/lib/purchase-storage';
import { stubBrowser } from './support/browser-globals';

const order = {
  name: 'Asha',
  userId: 'u1',
  mobile: '9812345678',
  email: '',
  offer: { kind: 'coins' as const, days: null, coins: 200 },
  expiresAt: '2026-01-01T00:30:00.000Z',
};

describe('what the purchase pages keep in the browser', () => {
  beforeEach(() => {
    stubBrowser();
  });

  it('the Buy Coins query survives the trip to the gateway, and leads back to the same page; no URL names the buyer (decision 0068)', () => {
    const query = readPurchaseQuery(new URLSearchParams('userId=%20u1%20&name=Asha&savedpath=/PassportPhoto'));
    expect(query).toEqual({ savedpath: '/PassportPhoto' });
    rememberPurchaseQuery(query);
    expect(rememberedPurchaseQuery()).toEqual(query);
    expect(sessionStorage.getItem('savedpath')).toBe('/PassportPhoto');
    // A later purchase in this tab without a way back does not return to the earlier one's.
    rememberPurchaseQuery({ savedpath: '' });
    expect(buyCoinsHref(rememberedPurchaseQuery()?.savedpath)).toBe('/BuyCoins');
    rememberPurchaseQuery(query);
    expect(buyCoinsHref(query.savedpath)).toBe('/BuyCoins?savedpath=%2FPassportPhoto');
    expect(buyCoinsHref(null)).toBe('/BuyCoins');
    expect(buyCoinsHref('')).toBe('/BuyCoins');
    expect(customePgHref(query.savedpath)).toBe('/CustomePG?savedpath=%2FPassportPhoto');
    expect(customePgHref()).toBe('/CustomePG');
  });

  it('a remembered order keeps values given before when a later Pay leaves them empty, and only the newest ten', () => {
    rememberOrder('o1', order);
    rememberOrder('o1', { ...order, name: '', mobile: '', email: 'asha@example.in' });
    expect(rememberedOrder('o1')).toEqual({ ...order, email: 'asha@example.in' });
    for (let i = 2; i <= 11; i++) rememberOrder(`o${i}`, order);
    expect(rememberedOrder('o1')).toBeNull();
    expect(rememberedOrder('o11')).toEqual(order);
  });

  it('after paying, only a path of this site is gone back to', () => {
    expect(safeSavedPath('/PassportPhoto?size=35x45')).toBe('/PassportPhoto?size=35x45');
    for (const outside of ['https://evil.example/', '//evil.example', '/\\evil.example', '/', '', undefined]) expect(safeSavedPath(outside)).toBeNull();
  });

  it("the success page's saved details keep what the same buyer gave before, but never mix two buyers", () => {
    const saved = () => JSON.parse(window.localStorage.getItem('orderDetails') ?? 'null') as unknown;
    saveOrderDetails({ customer: { name: 'Asha', userId: 'u1', mobile: '9812345678', email: 'asha@example.in' }, total: 100 });
    saveOrderDetails({ customer: { name: '', userId: '', mobile: '', email: '' }, total: 200 });
    expect(saved()).toEqual({ customer: { name: 'Asha', userId: 'u1', mobile: '9812345678', email: 'asha@example.in' }, total: 200 });
    saveOrderDetails({ customer: { name: 'Ravi', userId: 'u2', mobile: '', email: '' }, total: 50 });
    expect(saved()).toEqual({ customer: { name: 'Ravi', userId: 'u2', mobile: '', email: '' }, total: 50 });
  });

  it('damaged or blocked storage reads as nothing kept', () => {
    (globalThis as unknown as { window: { localStorage: Storage } }).window.localStorage.setItem('purchaseOrders', '{not json');
    expect(rememberedOrder('o1')).toBeNull();
    (globalThis as unknown as { window: object }).window = {
      get localStorage(): Storage {
        throw new Error('blocked');
      },
    };
    expect(rememberedOrder('o1')).toBeNull();
    expect(() => rememberOrder('o1', order)).not.toThrow();
  });
});
