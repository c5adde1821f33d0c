import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequest, contactResponse } from '@core/contracts/contact';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import { saveContactMessage } from './save-contact-message';

export function contactRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/v1/contact',
      { schema: { body: contactRequest, response: { 201: contactResponse } }, config: { ...rateLimitFor(deps.config, 'contact') } },
      async (request, reply) => {
        const id = await saveContactMessage(deps.database.db, { ...request.body, uid: request.auth?.user.uid ?? null });
        request.log.info({ contactMessageId: id }, 'contact message stored');
        return reply.status(201).send({ id });
      },
    );
}
