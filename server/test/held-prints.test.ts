import { describe, expect, it } from 'vitest';
import { HeldPrints, type HeldPrint } from '../src/modules/prints/held-prints';

const pdf = (bytes: number) => new Uint8Array(bytes);
/** A print the store held: every print is (docs/decisions/0057). */
const held = (print: HeldPrint): HeldPrint => {
  expect(print.id).toMatch(/^[\w-]{22}$/);
  return print;
};

describe('HeldPrints', () => {
  it('gives a print to its owner only, until it expires', () => {
    let now = 1_000_000;
    const store = new HeldPrints({ ttlMs: 60_000, now: () => now });
    const print = held(store.hold('uid-a', pdf(10), 'a.pdf'));
    expect(print.id).toMatch(/^[\w-]{22}$/);
    expect(store.find('uid-a', print.id)?.filename).toBe('a.pdf');
    expect(store.find('uid-b', print.id)).toBeUndefined();
    now += 59_999;
    expect(store.find('uid-a', print.id)).toBeDefined();
    now += 1;
    expect(store.find('uid-a', print.id)).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('drops the oldest prints beyond its byte budget, never the newest', () => {
    const store = new HeldPrints({ maxBytes: 100, maxBytesPerUser: 500 });
    const first = held(store.hold('u', pdf(40), '1.pdf'));
    const second = held(store.hold('v', pdf(40), '2.pdf'));
    const third = held(store.hold('w', pdf(40), '3.pdf'));
    expect(store.find('u', first.id)).toBeUndefined();
    expect(store.find('v', second.id)).toBeDefined();
    expect(store.find('w', third.id)).toBeDefined();
    expect(store.bytes).toBe(80);
    const huge = held(store.hold('u', pdf(500), 'huge.pdf'));
    expect(store.find('u', huge.id)).toBeDefined();
    expect(store.size).toBe(1);
  });

  it('lets one user hold a quarter of the budget at most, dropping their own oldest first, never anyone else’s', () => {
    const store = new HeldPrints({ maxBytes: 400 });
    const others = [held(store.hold('asha', pdf(90), 'a.pdf')), held(store.hold('ravi', pdf(90), 'r.pdf'))];
    // One user prints ten large sheets in a row: only their own are dropped.
    const mine = Array.from({ length: 10 }, (_, i) => held(store.hold('greedy', pdf(40), `${i}.pdf`)));
    expect(store.find('asha', others[0]!.id)).toBeDefined();
    expect(store.find('ravi', others[1]!.id)).toBeDefined();
    expect(mine.filter((print) => store.find('greedy', print.id)).map((print) => print.filename)).toEqual(['8.pdf', '9.pdf']);
    expect(store.bytes).toBe(90 + 90 + 80);
    // Larger than a user's share (100 of 400): held alone, with none of its owner's others; nobody else's dropped.
    const tooBig = held(store.hold('greedy', pdf(101), 'too-big.pdf'));
    expect(store.find('greedy', tooBig.id)?.filename).toBe('too-big.pdf');
    for (const print of mine) expect(store.find('greedy', print.id), print.filename).toBeUndefined();
    expect(store.find('asha', others[0]!.id)).toBeDefined();
    expect(store.find('ravi', others[1]!.id)).toBeDefined();
    expect(store.bytes).toBe(90 + 90 + 101);
    expect(store.size).toBe(3);
    // Their next print takes its place.
    const next = held(store.hold('greedy', pdf(40), 'next.pdf'));
    expect(store.find('greedy', tooBig.id)).toBeUndefined();
    expect(store.find('greedy', next.id)?.filename).toBe('next.pdf');
    expect(store.bytes).toBe(90 + 90 + 40);
  });
});
