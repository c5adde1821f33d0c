import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meResponse, type MeResponse } from '@core/contracts/me';
import { requireUser, type AuthenticatedUser } from './authenticate';

const presentMe = (user: AuthenticatedUser): MeResponse => ({
  uid: user.uid,
  email: user.email,
  name: user.name,
  photoURL: user.photoUrl,
  isAdmin: user.isAdmin,
});

export function meRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/me', { schema: { response: { 200: meResponse } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return presentMe(requireUser(request));
  });
}
