import { describe, expect, it } from 'vitest';
import type { AppError } from '@core/errors/app-error';
import { BoundedQueue } from '../src/lib/bounded-queue';
import { pending } from './support/pending';

const busy = expect.objectContaining({ code: 'BUSY' }) as AppError;

describe('BoundedQueue', () => {
  it("refuses a caller's third request before its work starts, while another caller still gets in", async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 1000, maxPerCaller: 2 });
    const slow = pending();
    const held = [queue.admit('user-a', 10, () => slow.done), queue.admit('user-a', 10, () => slow.done)];
    let started = false;
    await expect(
      queue.admit('user-a', 10, async () => {
        started = true;
      }),
    ).rejects.toEqual(busy);
    expect(started).toBe(false);
    await expect(queue.admit('user-b', 10, async () => 'printed')).resolves.toBe('printed');
    slow.finish();
    await Promise.all(held);
    await expect(queue.admit('user-a', 10, async () => 'again')).resolves.toBe('again');
  });

  it('keeps one caller to its share of the bytes, and everyone to the budget', async () => {
    const queue = new BoundedQueue({ concurrency: 2, maxWaiting: 2, maxWaitMs: 1000, maxBytes: 100, maxPerCaller: 2, maxBytesPerCaller: 50 });
    const slow = pending();
    const first = queue.admit('user-a', 40, () => slow.done);
    await expect(queue.admit('user-a', 20, async () => 'over its share')).rejects.toEqual(busy);
    await expect(queue.admit('user-b', 50, async () => 'fits')).resolves.toBe('fits');
    const second = queue.admit('user-b', 50, () => slow.done);
    await expect(queue.admit('user-c', 30, async () => 'over the budget')).rejects.toEqual(busy);
    slow.finish();
    await Promise.all([first, second]);
    expect(queue.stats).toEqual({ running: 0, waiting: 0, admitted: 0, admittedBytes: 0 });
  });

  it('gives a task a place only when it runs: beyond the running and waiting ones, 503 BUSY at once', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 1000 });
    const slow = pending();
    // Admitted requests hold no place in the queue while they read their upload.
    const reading = pending();
    const admitted = ['a', 'b', 'c'].map((caller) => queue.admit(caller, 1, () => reading.done));
    expect(queue.stats).toMatchObject({ admitted: 3, running: 0, waiting: 0 });

    const running = queue.run(() => slow.done);
    const waiting = queue.run(async () => 'after its turn');
    await expect(queue.run(async () => 'third')).rejects.toEqual(busy);
    slow.finish();
    await running;
    await expect(waiting).resolves.toBe('after its turn');
    reading.finish();
    await Promise.all(admitted);
  });

  it('tells work that can wait when nothing is admitted any more, or when its wait is over', async () => {
    const queue = new BoundedQueue({ concurrency: 2, maxWaiting: 2, maxWaitMs: 1000 });
    await queue.whenIdle(60_000); // nothing admitted: at once

    const printing = pending();
    const admitted = queue.admit('printer', 1, () => printing.done);
    let idle = false;
    const waited = queue.whenIdle(60_000).then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    printing.finish();
    await admitted;
    await waited;
    expect(idle).toBe(true);

    // Admitted past the wait: it goes ahead all the same.
    const long = pending();
    const held = queue.admit('printer', 1, () => long.done);
    const started = Date.now();
    await queue.whenIdle(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(queue.stats.admitted).toBe(1);
    long.finish();
    await held;
  });
});
