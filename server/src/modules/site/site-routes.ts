import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteResponse, type SiteResponse } from '@core/contracts/site';
import type { Config } from '../../config/env';

/** GET /api/v1/site's answer: set by the configuration, the same until the server restarts. */
export function siteBody(config: Config): SiteResponse {
  return {
    brandName: config.brandName,
    shop: { phone: config.shop.phone, whatsapp: config.shop.whatsapp, email: config.shop.email, address: config.shop.address },
    counters: config.counters,
  };
}

/** Public facts the pages show: brand and the shop's contact details. Never a secret. */
export function siteRoutes(app: FastifyInstance, config: Config) {
  const body = siteBody(config);
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/site', { schema: { response: { 200: siteResponse } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return body;
  });
}
