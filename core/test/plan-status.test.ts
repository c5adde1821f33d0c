import { describe, expect, it } from 'vitest';
import { DAY_MS, activeRunEnd, nextPeriodStart, planStatus, type PlanPeriod } from '../src/plans/plan-status';

const now = Date.UTC(2026, 10, 22, 6, 0, 0);
const period = (startDay: number, days: number, documentPrint: boolean): PlanPeriod => ({
  startsAt: now + startDay * DAY_MS,
  endsAt: now + (startDay + days) * DAY_MS,
  documentPrint,
});

describe('plan status (docs/domain-rules.md §3)', () => {
  it('is empty with no plan', () => {
    expect(planStatus([], now)).toEqual({ planName: null, cspDocumentPrint: false, remainingDays: 0, isActive: false, expiresAt: null });
  });

  it('counts whole days left, rounded up', () => {
    const status = planStatus([{ startsAt: now - DAY_MS, endsAt: now + 6.2 * DAY_MS, documentPrint: true }], now);
    expect(status).toMatchObject({ planName: 'Pro Plan', cspDocumentPrint: true, remainingDays: 7, isActive: true });
  });

  it('lets an active Pro Plan win over a Standard Plan', () => {
    const status = planStatus([period(-1, 30, false), period(-1, 7, true)], now);
    expect(status).toMatchObject({ planName: 'Pro Plan', remainingDays: 6, expiresAt: now + 6 * DAY_MS });
  });

  it('falls back to Standard when Pro has ended', () => {
    expect(planStatus([period(-10, 7, true), period(-1, 30, false)], now)).toMatchObject({
      planName: 'Standard Plan',
      cspDocumentPrint: false,
      remainingDays: 29,
    });
  });

  it('extends through chained periods bought ahead', () => {
    const periods = [period(-2, 7, true), period(5, 30, true)];
    expect(activeRunEnd(periods, now)).toBe(now + 35 * DAY_MS);
    expect(planStatus(periods, now).remainingDays).toBe(35);
  });

  it('ignores a future period that does not touch the current one', () => {
    expect(planStatus([period(3, 7, true)], now).isActive).toBe(false);
  });

  it('starts a new period at the end of the current run of its kind, else now', () => {
    const periods = [period(-2, 7, true), period(-1, 30, false)];
    expect(nextPeriodStart(periods, true, now)).toBe(now + 5 * DAY_MS);
    expect(nextPeriodStart(periods, false, now)).toBe(now + 29 * DAY_MS);
    // Buying Pro during a Standard period starts Pro at once.
    expect(nextPeriodStart([period(-1, 30, false)], true, now)).toBe(now);
  });

  it('treats the end instant as expired', () => {
    expect(planStatus([{ startsAt: now - DAY_MS, endsAt: now, documentPrint: true }], now).isActive).toBe(false);
  });
});
