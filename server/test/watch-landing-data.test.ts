import { describe, expect, it, vi } from 'vitest';
import type { LandingData } from '@core/contracts/landing-data';
import { watchLandingData } from '../src/modules/site/landing-data';

const data = (pricePaise: number) =>
  ({
    site: {
      brandName: 'Photo Print',
      shop: { phone: '', whatsapp: '', email: '', address: '' },
      counters: { happyCustomers: 1, dailyPrints: 1, supportHours: 1 },
    },
    plans: { plans: [{ id: 'coins-1100', title: 'Coins', kind: 'coins', pricePaise, days: null, coins: 1100, channels: ['online'] }] },
  }) as unknown as LandingData;

describe('the landing data kept current in the prerendered pages (decision 0076)', () => {
  it('writes only what changed: a failed read keeps the pages as they were, an equal answer writes nothing', async () => {
    const answers: Array<LandingData | Error> = [data(110_000), new Error('database away'), data(110_000), data(120_000)];
    const read = vi.fn(async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const write = vi.fn();
    const log = { info: vi.fn(), warn: vi.fn() };
    const watch = watchLandingData({ read, write, everyMs: 60_000, log: log as never });
    try {
      for (let i = 0; i < 4; i += 1) await watch.refresh();
      expect(read).toHaveBeenCalledTimes(4);
      expect(write.mock.calls.map(([written]) => (written as LandingData).plans.plans[0]!.pricePaise)).toEqual([110_000, 120_000]);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      watch.stop();
    }
  });
});
