import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { purchaseContactInput, purchaseContactResponse } from '@core/contracts/purchase-contact';
import type { DatabaseHandle } from '../../db/create-database';
import { requireUser } from '../auth/authenticate';
import { presentPurchaseContact } from './purchase-contact-presenter';
import { deletePurchaseContact, readPurchaseContact, savePurchaseContact } from './purchase-contact-store';

/**
 * The signed-in user's remembered contact details for purchases (docs/decisions/0069-contact-details-remembered-with-consent.md):
 * read, edit and delete them (Profile). Only the session's own user: no uid is read from the request. The details
 * themselves are never logged.
 */
export function purchaseContactRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  api.get('/api/v1/me/contact', { schema: { response: { 200: purchaseContactResponse } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return presentPurchaseContact(await readPurchaseContact(db, user.uid));
  });

  api.put('/api/v1/me/contact', { schema: { body: purchaseContactInput, response: { 200: purchaseContactResponse } } }, async (request, reply) => {
    const user = requireUser(request);
    const row = await savePurchaseContact(db, user.uid, request.body);
    request.log.info({ uid: user.uid }, 'purchase contact saved');
    reply.header('Cache-Control', 'no-store');
    return presentPurchaseContact(row);
  });

  api.delete('/api/v1/me/contact', async (request, reply) => {
    const user = requireUser(request);
    await deletePurchaseContact(db, user.uid);
    request.log.info({ uid: user.uid }, 'purchase contact deleted');
    return reply.status(204).send();
  });
}
