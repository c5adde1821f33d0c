import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { heldPrintParams, type PrintRequest } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { requireUser } from '../auth/authenticate';
import { planCustomerSheet } from './print-customer-sheet';
import { planDocument } from './print-document';
import { planPassportSheet } from './print-passport-photos';
import { runPrint, type PlannedPrint } from './print-pipeline';
import { presentPrintReceipt } from './present-print-receipt';
import { openHeldPrintStore } from './shared-held-prints';
import { PRINT_FORM_LIMITS, printFormBytes, readPrintForm, type PrintForm } from './read-print-form';
import { readPrintRequest } from './read-print-request';

/** The PDF's bytes as a Buffer for the reply, without copying them. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Each kind of print's record for the one pipeline, checked before any decode. */
function planPrint(print: PrintRequest, files: PrintForm['files']): PlannedPrint {
  if (print.kind === 'document') return planDocument(print, files);
  if (print.kind === 'customer-sheet') return planCustomerSheet(print, files);
  return planPassportSheet(print, files);
}

/**
 * POST /api/v1/prints (multipart): passport-photo sheets, several customers' photos on one sheet
 * (decision 0042), and single-side / both-side document prints, through the one print pipeline
 * (runPrint: the server decides the charge and the watermark, composes, and only then charges, never
 * more than the quote the page showed). It answers the print's receipt as JSON (docs/decisions/0057) and
 * holds the PDF for its owner a few minutes at the receipt's `printUrl` (GET /api/v1/prints/held/:printId,
 * which our own pages may frame): in Redis when REDIS_URL is set, so any instance serves it (decision 0028).
 * `delivery=pdf` is the legacy path for the mobile app: the PDF itself, without a receipt.
 * A print the instance has no room for (bytes of uploads in flight, the user's places) is refused with
 * 503 BUSY before its upload is read; its decodes wait for the image queue once it has arrived.
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
      const { print, printed } = await deps.imageQueue.admit(user.uid, printFormBytes(request), async () => {
        const form = await readPrintForm(request);
        // Checked before any work, so a bad value never composes or charges.
        const print = readPrintRequest(form.fields);
        return { print, printed: await runPrint(deps, user.uid, planPrint(print, form.files), print.expectedCoins) };
      });
      request.log.info(
        { uid: user.uid, ...printed.log, charge: printed.charge, coinsCharged: printed.coinsCharged, jobId: printed.jobId, delivery: print.delivery },
        'print composed',
      );
      reply.header('Cache-Control', 'no-store');
      if (print.delivery === 'pdf') {
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${printed.filename}.pdf"`)
          .send(asBuffer(printed.output));
      }
      const kept = await held.hold(user.uid, printed.output, `${printed.filename}.pdf`);
      return reply.status(201).send(presentPrintReceipt(printed, kept));
    });
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/prints/held/:printId',
    // Our own pages frame it to print it; nobody else may.
    { schema: { params: heldPrintParams }, config: { security: { frameAncestors: "'self'" } } },
    async (request, reply) => {
      const user = requireUser(request);
      const print = await held.find(user.uid, request.params.printId);
      if (!print) throw new AppError('NOT_FOUND', 'This print is no longer kept. Please press Print again: the same print again today is free.');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${print.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(asBuffer(print.pdf));
    },
  );
}
