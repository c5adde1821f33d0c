import { z } from 'zod/mini';
import { planCoverages, serviceIds } from '../catalog/services';
import { offerChannels, offerKinds, offerTitles } from '../catalog/plan-offers';

/** GET /api/v1/services */
const serviceSchema = z.object({
  id: z.enum(serviceIds),
  name: z.string(),
  coins: z.int().check(z.nonnegative()),
  coveredBy: z.enum(planCoverages),
});
export const listServicesResponse = z.object({ services: z.array(serviceSchema) });
export type ListServicesResponse = z.infer<typeof listServicesResponse>;

/** GET /api/v1/plans */
const planOfferSchema = z.object({
  id: z.string(),
  title: z.enum(offerTitles),
  kind: z.enum(offerKinds),
  pricePaise: z.int().check(z.positive()),
  days: z.nullable(z.int().check(z.positive())),
  coins: z.nullable(z.int().check(z.positive())),
  channels: z.array(z.enum(offerChannels)),
});
export const listPlansResponse = z.object({ plans: z.array(planOfferSchema) });
export type ListPlansResponse = z.infer<typeof listPlansResponse>;
