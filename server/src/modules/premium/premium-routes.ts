import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { premiumParams, premiumResponse, type PremiumResponse } from '@core/contracts/premium';
import { AppError } from '@core/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import { requireUser } from '../auth/authenticate';
import { getPremiumStatus, type PremiumStatus } from './get-premium-status';

const presentPremium = (status: PremiumStatus): PremiumResponse => ({
  data: {
    coins: status.coins,
    remainingDays: status.remainingDays,
    cspDocumentPrint: status.cspDocumentPrint,
    isActive: status.isActive,
    planName: status.planName,
    expiresAt: status.expiresAt === null ? null : new Date(status.expiresAt).toISOString(),
  },
});

/** GET /api/v1/premium/:uid: the caller's own status; admins may read anyone's. */
export function premiumRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/premium/:uid', { schema: { params: premiumParams, response: { 200: premiumResponse } } }, async (request, reply) => {
      const user = requireUser(request);
      if (request.params.uid !== user.uid && !user.isAdmin) throw new AppError('FORBIDDEN', 'You can only see your own coins and plan.');
      const status = await getPremiumStatus(deps.database.db, request.params.uid);
      if (!status) throw new AppError('NOT_FOUND', 'No such user.');
      reply.header('Cache-Control', 'no-store');
      return presentPremium(status);
    });
}
