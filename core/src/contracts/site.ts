import { z } from 'zod/mini';

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
    happyCustomers: z.int().check(z.nonnegative()),
    dailyPrints: z.int().check(z.nonnegative()),
    supportHours: z.int().check(z.nonnegative()),
  }),
});
export type SiteResponse = z.infer<typeof siteResponse>;
