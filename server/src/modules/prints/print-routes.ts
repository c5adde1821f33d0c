import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isDocumentService } from '../../../../core/src/documents/document-layouts';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { requireUser } from '../auth/authenticate';
import { printDocument } from './print-document';
import { printPassportPhotos } from './print-passport-photos';
import { MAX_UPLOAD_BYTES } from './prepare-upload';
import { readPrintForm } from './read-print-form';

/**
 * POST /api/v1/prints (multipart): passport-photo sheets, and single-side / both-side document
 * prints. The server decides the charge and the watermark, composes the PDF, and only then charges,
 * so a failure never costs a coin.
 */
export async function printRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle; imageQueue: BoundedQueue }) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 } });

    scope.post('/api/v1/prints', { config: { ...rateLimitFor(deps.config, 'prints') } }, async (request, reply) => {
      const user = requireUser(request);
      const form = await readPrintForm(request);
      const printed = isDocumentService(form.fields.service ?? '') ? await printDocument(deps, user.uid, form) : await printPassportPhotos(deps, user.uid, form);
      request.log.info({ uid: user.uid, ...printed.log, charge: printed.charge, jobId: printed.jobId }, 'print composed');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${printed.filename}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Print-Charge', printed.charge)
        .header('X-Coins-Remaining', String(printed.balance))
        .send(Buffer.from(printed.pdf));
    });
  });
}
