/** The three charged print services (docs/domain-rules.md §2): what POST /api/v1/prints makes. */
const printServiceIds = ['passport-photo', 'single-side', 'both-side'] as const;
export type PrintServiceId = (typeof printServiceIds)[number];

/**
 * Every charged service the catalog lists, in display order: the print services, then exam and portal upload
 * files (decision 0039; made by POST /api/v1/exam-files, never printed). These are the seed values; the database is
 * the source at run time.
 */
export const serviceIds = [...printServiceIds, 'exam-files'] as const;
export type ServiceId = (typeof serviceIds)[number];

/** Which plans make a clean print of a service free: any active plan, or only the Pro Plan. */
export const planCoverages = ['any-plan', 'pro-plan'] as const;
type PlanCoverage = (typeof planCoverages)[number];

export interface Service {
  id: ServiceId;
  name: string;
  /** Price of one clean print, in coins. */
  coins: number;
  coveredBy: PlanCoverage;
  sortOrder: number;
}

/** The print services' rows as migration 0001 seeded them (exam-files came with migration 0011: `examFilesService`). */
export const seedServices: readonly Service[] = [
  { id: 'passport-photo', name: 'Passport Size Photo', coins: 5, coveredBy: 'any-plan', sortOrder: 1 },
  { id: 'single-side', name: 'Single Side Document Print', coins: 5, coveredBy: 'any-plan', sortOrder: 2 },
  { id: 'both-side', name: 'Both Side Document Print', coins: 5, coveredBy: 'pro-plan', sortOrder: 3 },
];

/**
 * Exam and portal upload files (decision 0039): priced like a passport print, covered by any plan; a row of the
 * services table seeded by migration 0011, listed with the print services since its screen exists (decision 0039).
 */
export const examFilesService = {
  id: 'exam-files',
  name: 'Exam Photo and Signature Files',
  coins: 5,
  coveredBy: 'any-plan',
  sortOrder: 4,
} as const satisfies Service;
