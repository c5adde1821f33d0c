import { z } from 'zod';

/** The spec's access calls, kept for the mobile app (spec §7). Amounts are whole coins, 1 to 1000. */
const coins = z.number().int('must be a whole number of coins').min(1).max(1000);

/** POST /api/v1/check-access/photo-print and /document-print */
export const checkAccessRequest = z.object({
  userId: z.string().min(1).max(64),
  requiredCoins: coins.default(10),
  documentId: z.string().trim().min(1).max(200).optional(),
});
export type CheckAccessRequest = z.infer<typeof checkAccessRequest>;

/** POST /api/v1/premium/deduct-coins */
export const deductCoinsRequest = z.object({
  userId: z.string().min(1).max(64),
  coinsToDeduct: coins.default(20),
});
export type DeductCoinsRequest = z.infer<typeof deductCoinsRequest>;

/** `usedCoins` means access granted; `message` is the spec's wording, absent when coins are short. */
export const accessResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ usedCoins: z.boolean(), coins: z.number().int().nonnegative() }),
});
export type AccessResponse = z.infer<typeof accessResponse>;

export const accessMessages = {
  notLoggedIn: 'User not logged in.',
  failed: 'An error occurred while checking access.',
  alreadyToday: 'Already accessed today, no coins deducted.',
  premium: 'Premium user.',
  deducted: 'Coins deducted successfully.',
} as const;
