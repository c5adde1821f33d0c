import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { heldPrintParams, type HeldPrintResponse } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { requireUser } from '../auth/authenticate';
import { printCustomerSheet } from './print-customer-sheet';
import { printDocument } from './print-document';
import { printPassportPhotos } from './print-passport-photos';
import { withFreeProof } from './take-free-proof';
import { openHeldPrintStore } from './shared-held-prints';
import { PRINT_FORM_LIMITS, printFormBytes, readPrintForm } from './read-print-form';
import { readPrintRequest } from './read-print-request';

/** The PDF's bytes as a Buffer for the reply, without copying them. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * POST /api/v1/prints (multipart): passport-photo sheets, several customers' photos on one sheet
 * (decision 0042), and single-side / both-side document prints. The server decides the charge and the watermark, composes the PDF, and only then charges,
 * so a failure never costs a coin. A print the instance has no room for (bytes of uploads in flight,
 * the user's places) is refused with 503 BUSY before its upload is read; its decodes wait for the
 * image queue once it has arrived. `delivery=frame` holds
 * the PDF for its owner for a few minutes at GET /api/v1/prints/held/:printId, which our own pages
 * may frame (desktop printing): in Redis when REDIS_URL is set, so any instance serves it (decision 0028).
 */
export async function printRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle; imageQueue: BoundedQueue }) {
  const held = await openHeldPrintStore(app, deps.config);

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: PRINT_FORM_LIMITS });

    scope.post('/api/v1/prints', { config: { ...rateLimitFor(deps.config, 'prints') } }, async (request, reply) => {
      const user = requireUser(request);
      // Admitted before the upload is read, or refused with 503 BUSY while this instance has no room
      // for it (bytes of uploads in flight; this user's two places and share of them): a burst of large
      // uploads is never held in memory. Its decodes take a place in the image queue only once it has
      // arrived, so one user's slow uploads never hold the queue (a too-slow one is cut off with 408).
      const { delivery, printed } = await deps.imageQueue.admit(user.uid, printFormBytes(request), async () => {
        const form = await readPrintForm(request);
        // Checked before any work, so a bad value never composes or charges.
        const print = readPrintRequest(form.fields);
        const work = () =>
          print.kind === 'document'
            ? printDocument(deps, user.uid, print, form.files)
            : print.kind === 'customer-sheet'
              ? printCustomerSheet(deps, user.uid, print, form.files)
              : printPassportPhotos(deps, user.uid, print, form.files);
        // A free print takes one of the user's free proofs for today before any decode, given back if it fails (decision 0053).
        const printed =
          print.mode === 'watermarked'
            ? await withFreeProof(deps.database, { uid: user.uid, now: Date.now(), perDay: deps.config.freeProofsPerDay }, work)
            : await work();
        return { delivery: print.delivery, printed };
      });
      request.log.info({ uid: user.uid, ...printed.log, charge: printed.charge, jobId: printed.jobId, delivery }, 'print composed');
      reply
        .header('Cache-Control', 'no-store')
        .header('X-Print-Charge', printed.charge)
        .header('X-Print-Coins', String(printed.coins))
        .header('X-Coins-Remaining', String(printed.balance))
        .header('X-Print-Job', printed.jobId);
      // Held for the frame, unless it is larger than one user's share of the held prints: then it comes as the PDF itself.
      const kept = delivery === 'frame' ? await held.hold(user.uid, printed.pdf, printed.filename) : null;
      if (kept) {
        const body: HeldPrintResponse = {
          printUrl: `/api/v1/prints/held/${kept.id}`,
          filename: printed.filename,
          jobId: printed.jobId,
          charge: printed.charge,
          coins: printed.coins,
          coinsRemaining: printed.balance,
          expiresAt: new Date(kept.expiresAt).toISOString(),
        };
        return reply.status(201).send(body);
      }
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${printed.filename}"`)
        .send(asBuffer(printed.pdf));
    });
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/prints/held/:printId',
    // Our own pages frame it to print it; nobody else may.
    { schema: { params: heldPrintParams }, config: { security: { frameAncestors: "'self'" } } },
    async (request, reply) => {
      const user = requireUser(request);
      const print = await held.find(user.uid, request.params.printId);
      if (!print) throw new AppError('NOT_FOUND', 'This print is no longer kept. Please press Print again.');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${print.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(asBuffer(print.pdf));
    },
  );
}
