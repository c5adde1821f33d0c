import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { termsAcceptanceRequest, termsAcceptanceResponse } from '@core/contracts/terms-acceptance';
import type { DatabaseHandle } from '../../db/create-database';
import { requireUser } from '../auth/authenticate';
import { acceptTerms, readTermsAcceptance } from './terms-acceptance';

/**
 * The signed-in user's acceptance of the Terms and Conditions (docs/decisions/0067-terms-accepted-once-a-version.md):
 * read it, or record it for the current version. Only the session's own user: no uid is taken from the request.
 */
export function termsRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/me/terms', { schema: { response: { 200: termsAcceptanceResponse } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return readTermsAcceptance(deps.database.db, user.uid);
  });

  api.post('/api/v1/me/terms', { schema: { body: termsAcceptanceRequest, response: { 200: termsAcceptanceResponse } } }, async (request) => {
    const user = requireUser(request);
    const accepted = await acceptTerms(deps.database.db, user.uid, request.body.termsHash);
    request.log.info({ uid: user.uid, termsHash: accepted.termsHash }, 'terms accepted');
    return accepted;
  });
}
