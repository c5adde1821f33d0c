import { z } from 'zod/mini';

/** The spec's access calls, kept for the mobile app. Amounts are whole coins, 1 to 1000. */
const coins = z.number().check(z.int('must be a whole number of coins'), z.gte(1), z.lte(1000));

/** POST /api/v1/check-access/photo-print and /document-print */
export const checkAccessRequest = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  requiredCoins: z._default(coins, 10),
  documentId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});

/** POST /api/v1/premium/deduct-coins */
export const deductCoinsRequest = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  coinsToDeduct: z._default(coins, 20),
});

/** `usedCoins` means access granted; `message` is the spec's wording, absent when coins are short. */
export const accessResponse = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.object({ usedCoins: z.boolean(), coins: z.int().check(z.nonnegative()) }),
});
export type AccessResponse = z.infer<typeof accessResponse>;

export const accessMessages = {
  notLoggedIn: 'User not logged in.',
  failed: 'An error occurred while checking access.',
  alreadyToday: 'Already accessed today, no coins deducted.',
  premium: 'Premium user.',
  deducted: 'Coins deducted successfully.',
} as const;
