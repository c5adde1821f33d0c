import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessMessages, checkAccessRequest, deductCoinsRequest } from '@core/contracts/legacy-access';
import { AppError } from '@core/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import { recordAppAccess, type AppAccessRequest } from './record-app-access';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }).passthrough();

/** The spec's access calls (the spec's calls and error catalogue), kept for the mobile app, with the spec's messages. */
export function legacyAccessRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function answer(request: FastifyRequest, reply: FastifyReply, userId: string, build: (uid: string) => AppAccessRequest) {
    if (!request.auth) return reply.status(401).send({ code: 'UNAUTHENTICATED', success: false, message: accessMessages.notLoggedIn });
    if (userId !== request.auth.user.uid) throw new AppError('FORBIDDEN', 'userId must be your own user id.');
    const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
    try {
      const result = await recordAppAccess(deps.database, build(request.auth.user.uid), key);
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(result.status).send(result.body);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Any internal failure: the transaction rolled back, so nothing was charged.
      request.log.error({ err: error }, 'access call failed');
      return reply.status(500).send({ code: 'INTERNAL', success: false, message: accessMessages.failed });
    }
  }

  for (const [path, service] of [
    ['/api/v1/check-access/photo-print', 'passport-photo'],
    ['/api/v1/check-access/document-print', 'single-side'],
  ] as const) {
    typed.post(path, { schema: { body: checkAccessRequest, headers: idempotencyHeaders } }, (request, reply) =>
      answer(request, reply, request.body.userId, (uid) => ({
        kind: 'check',
        uid,
        service,
        coins: request.body.requiredCoins,
        documentId: request.body.documentId,
      })),
    );
  }

  typed.post('/api/v1/premium/deduct-coins', { schema: { body: deductCoinsRequest, headers: idempotencyHeaders } }, (request, reply) =>
    answer(request, reply, request.body.userId, (uid) => ({ kind: 'deduct', uid, coins: request.body.coinsToDeduct })),
  );
}
