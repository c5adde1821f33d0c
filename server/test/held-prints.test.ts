import { describe, expect, it } from 'vitest';
import { HeldPrints } from '../src/modules/prints/held-prints';

const pdf = (bytes: number) => new Uint8Array(bytes);

describe('HeldPrints', () => {
  it('gives a print to its owner only, until it expires', () => {
    let now = 1_000_000;
    const held = new HeldPrints({ ttlMs: 60_000, now: () => now });
    const print = held.hold('uid-a', pdf(10), 'a.pdf');
    expect(print.id).toMatch(/^[\w-]{22}$/);
    expect(held.find('uid-a', print.id)?.filename).toBe('a.pdf');
    expect(held.find('uid-b', print.id)).toBeUndefined();
    now += 59_999;
    expect(held.find('uid-a', print.id)).toBeDefined();
    now += 1;
    expect(held.find('uid-a', print.id)).toBeUndefined();
    expect(held.size).toBe(0);
    expect(held.bytes).toBe(0);
  });

  it('drops the oldest prints beyond its byte budget, never the newest', () => {
    const held = new HeldPrints({ maxBytes: 100 });
    const first = held.hold('u', pdf(40), '1.pdf');
    const second = held.hold('u', pdf(40), '2.pdf');
    const third = held.hold('u', pdf(40), '3.pdf');
    expect(held.find('u', first.id)).toBeUndefined();
    expect(held.find('u', second.id)).toBeDefined();
    expect(held.find('u', third.id)).toBeDefined();
    expect(held.bytes).toBe(80);
    const huge = held.hold('u', pdf(500), 'huge.pdf');
    expect(held.find('u', huge.id)).toBeDefined();
    expect(held.size).toBe(1);
  });
});
