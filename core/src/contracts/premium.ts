import { z } from 'zod/mini';
import { statusPlanNames } from '../catalog/plan-offers';

/** GET /api/v1/premium/:uid (owner or admin only). */
export const premiumParams = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) });

export const premiumResponse = z.object({
  data: z.object({
    coins: z.int().check(z.nonnegative()),
    remainingDays: z.int().check(z.nonnegative()),
    cspDocumentPrint: z.boolean(),
    isActive: z.boolean(),
    planName: z.nullable(z.enum(statusPlanNames)),
    /** ISO 8601 (UTC) end of the active plan, or null. */
    expiresAt: z.nullable(z.string()),
  }),
});
export type PremiumResponse = z.infer<typeof premiumResponse>;
