import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { printQuote, printQuoteRequest } from '@core/contracts/print-quote';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import { requireUser } from '../auth/authenticate';
import { quotePrint } from './quote-print';

/**
 * POST /api/v1/prints/quote (JSON; contract `core/src/contracts/print-quote.ts`, docs/decisions/0057): what a
 * clean print of the files named by their hashes would cost the signed-in user now. Rate-limited like prints.
 */
export function quoteRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/v1/prints/quote',
    { schema: { body: printQuoteRequest, response: { 200: printQuote } }, config: { ...rateLimitFor(deps.config, 'prints') } },
    async (request, reply) => {
      const user = requireUser(request);
      const quote = await quotePrint(deps.database, user.uid, request.body, Date.now());
      return reply.header('Cache-Control', 'no-store').send(quote);
    },
  );
}
