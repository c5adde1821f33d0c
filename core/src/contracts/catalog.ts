import { z } from 'zod';
import { serviceIds } from '../catalog/services';
import { offerChannels, offerKinds } from '../catalog/plan-offers';

/** GET /api/v1/services */
export const serviceSchema = z.object({
  id: z.enum(serviceIds),
  name: z.string(),
  coins: z.number().int().nonnegative(),
  coveredBy: z.enum(['any-plan', 'pro-plan']),
});
export const listServicesResponse = z.object({ services: z.array(serviceSchema) });
export type ListServicesResponse = z.infer<typeof listServicesResponse>;

/** GET /api/v1/plans */
export const planOfferSchema = z.object({
  id: z.string(),
  title: z.enum(['Pro Plan', 'Coin Based Plan']),
  kind: z.enum(offerKinds),
  pricePaise: z.number().int().positive(),
  days: z.number().int().positive().nullable(),
  coins: z.number().int().positive().nullable(),
  channels: z.array(z.enum(offerChannels)),
});
export const listPlansResponse = z.object({ plans: z.array(planOfferSchema) });
export type ListPlansResponse = z.infer<typeof listPlansResponse>;
