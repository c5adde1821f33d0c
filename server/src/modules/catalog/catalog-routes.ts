import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerChannels } from '@core/catalog/plan-offers';
import { listPlansResponse, listServicesResponse } from '@core/contracts/catalog';
import type { DatabaseHandle } from '../../db/create-database';
import { presentPlans, presentServices } from './catalog-presenter';
import { listPlanOffers } from './list-plan-offers';
import { listServices } from './list-services';

export function catalogRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/v1/services', { schema: { response: { 200: listServicesResponse } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return presentServices(await listServices(deps.database.db));
  });

  typed.get(
    '/api/v1/plans',
    { schema: { querystring: z.object({ channel: z.enum(offerChannels).optional() }), response: { 200: listPlansResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return presentPlans(await listPlanOffers(deps.database.db, request.query.channel));
    },
  );
}
