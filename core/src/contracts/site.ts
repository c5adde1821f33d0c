import { z } from 'zod';

/** GET /api/v1/site: public facts about the shop that pages show (brand, contact details). No secrets. */
export const siteResponse = z.object({
  brandName: z.string(),
  shop: z.object({
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    address: z.string(),
  }),
  counters: z.object({
    happyCustomers: z.number().int().nonnegative(),
    dailyPrints: z.number().int().nonnegative(),
    supportHours: z.number().int().nonnegative(),
  }),
});
export type SiteResponse = z.infer<typeof siteResponse>;
