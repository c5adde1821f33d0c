/** The three charged print services (DESIGN §3). These are the seed values; the database is the source at run time. */
export const serviceIds = ['passport-photo', 'single-side', 'both-side'] as const;
export type ServiceId = (typeof serviceIds)[number];

/** Which plans make a clean print of a service free: any active plan, or only the Pro Plan. */
export const planCoverages = ['any-plan', 'pro-plan'] as const;
export type PlanCoverage = (typeof planCoverages)[number];

export interface Service {
  id: ServiceId;
  name: string;
  /** Price of one clean print, in coins. */
  coins: number;
  coveredBy: PlanCoverage;
  sortOrder: number;
}

export const seedServices: readonly Service[] = [
  { id: 'passport-photo', name: 'Passport Size Photo', coins: 5, coveredBy: 'any-plan', sortOrder: 1 },
  { id: 'single-side', name: 'Single Side Document Print', coins: 5, coveredBy: 'any-plan', sortOrder: 2 },
  { id: 'both-side', name: 'Both Side Document Print', coins: 5, coveredBy: 'pro-plan', sortOrder: 3 },
];

/**
 * Exam and portal upload files (issue 17): priced like a passport print, covered by any plan. It is a row of the
 * services table (its price and coverage are data, like the others') but not yet one of `serviceIds`, the
 * catalog every page lists as cards: it joins them when its screen exists.
 */
export const examFilesService = { id: 'exam-files', name: 'Exam Photo and Signature Files', coins: 5, coveredBy: 'any-plan', sortOrder: 4 } as const;
