import { z } from 'zod';

/** GET /api/v1/premium/:uid (owner or admin only). */
export const premiumParams = z.object({ uid: z.string().min(1).max(64) });

export const premiumResponse = z.object({
  data: z.object({
    coins: z.number().int().nonnegative(),
    remainingDays: z.number().int().nonnegative(),
    cspDocumentPrint: z.boolean(),
    isActive: z.boolean(),
    planName: z.enum(['Pro Plan', 'Standard Plan']).nullable(),
    /** ISO 8601 (UTC) end of the active plan, or null. */
    expiresAt: z.string().nullable(),
  }),
});
export type PremiumResponse = z.infer<typeof premiumResponse>;
