/** A period of plan access (docs/domain-rules.md §3). Times are milliseconds since the epoch, UTC. */
export interface PlanPeriod {
  startsAt: number;
  endsAt: number;
  /** Pro Plan (document printing) when true; Standard Plan otherwise. */
  documentPrint: boolean;
}

type PlanName = 'Pro Plan' | 'Standard Plan';

export interface PlanStatus {
  planName: PlanName | null;
  cspDocumentPrint: boolean;
  /** Whole days left, rounded up; 0 without an active plan. */
  remainingDays: number;
  isActive: boolean;
  /** End of the active plan's run of periods (ms), or null. */
  expiresAt: number | null;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of the unbroken run of periods of one kind that covers `now`, or null when none
 * covers it. Periods of a kind are chained (a new one starts where the current one ends), so a
 * bought-ahead period extends the run.
 */
export function activeRunEnd(periods: readonly PlanPeriod[], now: number): number | null {
  const sorted = [...periods].sort((a, b) => a.startsAt - b.startsAt);
  let end: number | null = null;
  for (const period of sorted) {
    if (end === null) {
      if (period.startsAt <= now && now < period.endsAt) end = period.endsAt;
    } else if (period.startsAt <= end && period.endsAt > end) {
      end = period.endsAt;
    }
  }
  return end;
}

/** Where a new period of a kind starts: at the end of the current run of that kind, else now. */
export function nextPeriodStart(periods: readonly PlanPeriod[], documentPrint: boolean, now: number): number {
  return (
    activeRunEnd(
      periods.filter((p) => p.documentPrint === documentPrint),
      now,
    ) ?? now
  );
}

/** Plan status as the header shows it: Pro active wins, else Standard, else none. */
export function planStatus(periods: readonly PlanPeriod[], now: number): PlanStatus {
  const proEnd = activeRunEnd(
    periods.filter((p) => p.documentPrint),
    now,
  );
  const standardEnd = activeRunEnd(
    periods.filter((p) => !p.documentPrint),
    now,
  );
  const [planName, end] = proEnd !== null ? (['Pro Plan', proEnd] as const) : standardEnd !== null ? (['Standard Plan', standardEnd] as const) : [null, null];
  if (planName === null || end === null) return { planName: null, cspDocumentPrint: false, remainingDays: 0, isActive: false, expiresAt: null };
  return {
    planName,
    cspDocumentPrint: planName === 'Pro Plan',
    remainingDays: Math.ceil((end - now) / DAY_MS),
    isActive: true,
    expiresAt: end,
  };
}
