import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteResponse, type SiteResponse } from '@core/contracts/site';
import type { Config } from '../../config/env';

/** Public facts the pages show: brand and the shop's contact details. Never a secret. */
export function siteRoutes(app: FastifyInstance, config: Config) {
  const body: SiteResponse = {
    brandName: config.brandName,
    shop: { phone: config.shop.phone, whatsapp: config.shop.whatsapp, email: config.shop.email, address: config.shop.address },
    counters: config.counters,
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/site', { schema: { response: { 200: siteResponse } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return body;
  });
}
