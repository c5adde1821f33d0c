import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { manualRequestRequest, manualRequestResponse } from '@core/contracts/manual-requests';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import { createManualRequest } from './create-manual-request';

/**
 * POST /api/v1/manual-requests: a pending UPI purchase for the signed-in user, or the app's userId:
 * 201 when recorded, 200 with the same answer when the user's open request for the offer is given again.
 */
export function manualRequestRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/manual-requests',
    {
      schema: { body: manualRequestRequest, response: { 200: manualRequestResponse, 201: manualRequestResponse } },
      config: { ...rateLimitFor(deps.config, 'orders') },
    },
    async (request, reply) => {
      const { offerId, userId } = request.body;
      let user: { uid: string; name: string | null };
      if (request.auth) {
        if (userId !== undefined && userId !== request.auth.user.uid) throw new AppError('FORBIDDEN', 'userId must be your own user id.');
        user = { uid: request.auth.user.uid, name: request.auth.user.name };
      } else {
        if (!userId) throw new AppError('UNAUTHENTICATED', "User ID is empty. Please log in to the product's document print application first.");
        const found = await deps.database.db.selectFrom('users').select(['uid', 'name']).where('uid', '=', userId).executeTakeFirst();
        if (!found) throw new AppError('NOT_FOUND', 'No such user. Please log in to the app first.');
        user = found;
      }
      const { answer, created } = await createManualRequest(deps.database, deps.config, { uid: user.uid, name: user.name, offerId });
      request.log.info({ reference: answer.reference, uid: user.uid, offerId, created }, created ? 'manual request created' : 'manual request reused');
      return reply.status(created ? 201 : 200).send(answer);
    },
  );
}
