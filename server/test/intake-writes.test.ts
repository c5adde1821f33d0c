import { describe, expect, it } from 'vitest';
import { BoundedQueue } from '../src/lib/bounded-queue';
import { createIntakeWrites } from '../src/modules/intakes/intake-writes';
import { pending } from './support/pending';

describe('intake writes (docs/decisions/0096-intake-writes-step-aside-for-prints.md)', () => {
  it('writes one at a time, each after the prints in hand', async () => {
    const prints = new BoundedQueue({ concurrency: 2, maxWaiting: 8, maxWaitMs: 1000 });
    const writes = createIntakeWrites(prints, 60_000);
    const order: string[] = [];

    const print = pending();
    const printing = prints.admit('operator', 1, async () => {
      await print.done;
      order.push('print answered');
    });
    const first = pending();
    const chunks = [
      writes.run(async () => {
        order.push('chunk 1 starts');
        await first.done;
        order.push('chunk 1 written');
      }),
      writes.run(async () => {
        order.push('chunk 2 written');
      }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A print is in hand: no chunk has started.
    expect(order).toEqual([]);
    print.finish();
    await printing;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The second waits for the first, although nothing is printing.
    expect(order).toEqual(['print answered', 'chunk 1 starts']);
    first.finish();
    await Promise.all(chunks);
    expect(order).toEqual(['print answered', 'chunk 1 starts', 'chunk 1 written', 'chunk 2 written']);
  });

  it('does not wait for prints again once it has waited its turn that long', async () => {
    // The print queue as the writes see it: how long each asks to wait, and always busy.
    const asked: number[] = [];
    const prints = { whenIdle: async (maxWaitMs: number) => void asked.push(maxWaitMs) };
    const writes = createIntakeWrites(prints, 40);
    const first = pending();
    const chunks = [writes.run(() => first.done), writes.run(async () => 'second')];
    await new Promise((resolve) => setTimeout(resolve, 120));
    first.finish();
    await expect(Promise.all(chunks)).resolves.toEqual([undefined, 'second']);
    // The first asked for its whole wait; the second, 120 ms in line behind it, for none.
    expect(asked[0]).toBeGreaterThan(30);
    expect(asked[1]).toBeLessThanOrEqual(0);
  });

  it.each([
    ['goes ahead after its longest wait while prints keep coming', 40],
    ['with no wait set, never waits for prints', 0],
  ])('%s', async (_name, yieldMs) => {
    const prints = new BoundedQueue({ concurrency: 2, maxWaiting: 8, maxWaitMs: 1000 });
    const writes = createIntakeWrites(prints, yieldMs);
    const print = pending();
    const printing = prints.admit('operator', 1, () => print.done);
    await expect(writes.run(async () => 'written')).resolves.toBe('written');
    // Written while the print is still in hand.
    expect(prints.stats.admitted).toBe(1);
    print.finish();
    await printing;
  });
});
