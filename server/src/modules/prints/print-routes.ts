import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findSheetLayout } from '../../../../core/src/layout/sheet-layouts';
import { passportPhoto } from '../../../../core/src/layout/papers';
import { mmToPx } from '../../../../core/src/units/units';
import { AppError } from '../../../../core/src/errors/app-error';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { requireUser } from '../auth/authenticate';
import { chargeForCleanPrint, recordWatermarkedPrint } from '../entitlement/charge-for-clean-print';
import { readBalance } from '../ledger/apply-ledger-entry';
import { composePhotoSheet } from './compose-photo-sheet';
import { MAX_UPLOAD_BYTES, prepareUpload } from './prepare-upload';
import { readPrintForm } from './read-print-form';

const printFields = z.object({
  service: z.string().min(1, 'Choose a service.'),
  layout: z.string().min(1, 'Choose a layout.'),
  mode: z.enum(['watermarked', 'clean'], { message: 'mode must be watermarked or clean' }),
});

/** The passport crop at 600 dpi of 35×45 mm: what every sheet layout draws. */
const PHOTO_PIXELS = { width: mmToPx(passportPhoto.width, 600), height: mmToPx(passportPhoto.height, 600) };

/**
 * POST /api/v1/prints (multipart): the server decides the charge and the watermark, composes the
 * PDF, and only then charges, so a failure never costs a coin.
 */
export async function printRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle; imageQueue: BoundedQueue }) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 } });

    scope.post('/api/v1/prints', { config: { ...rateLimitFor(deps.config, 'prints') } }, async (request, reply) => {
      const user = requireUser(request);
      const form = await readPrintForm(request);
      const parsed = printFields.safeParse(form.fields);
      if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const { service, mode } = parsed.data;
      if (service !== 'passport-photo') throw new AppError('UNKNOWN_SERVICE', `Unknown service "${service}".`);
      const layout = findSheetLayout(parsed.data.layout);
      if (!layout) throw new AppError('UNKNOWN_LAYOUT', `Unknown layout "${parsed.data.layout}".`);
      if (!form.files.front) throw new AppError('VALIDATION', 'Please choose a photo.');

      const photo = await deps.imageQueue.run(() => prepareUpload(form.files.front!, { cover: PHOTO_PIXELS }));
      const pdf = await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark: mode === 'watermarked' ? deps.config.brandName : null, brand: deps.config.brandName });

      const now = Date.now();
      const job = { uid: user.uid, service, docHash: photo.sha256, layout: layout.id, now } as const;
      let charge: 'none' | 'plan' | 'reprint' | 'coins' = 'none';
      let balance: number;
      if (mode === 'clean') {
        const result = await chargeForCleanPrint(deps.database, job);
        charge = result.charge;
        balance = result.balance;
      } else {
        await recordWatermarkedPrint(deps.database.db, job);
        balance = await readBalance(deps.database.db, user.uid);
      }
      request.log.info({ uid: user.uid, service, layout: layout.id, mode, charge }, 'print composed');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="passport-photos-${layout.id}${mode === 'watermarked' ? '-watermarked' : ''}.pdf"`)
        .header('Cache-Control', 'no-store')
        .header('X-Print-Charge', charge)
        .header('X-Coins-Remaining', String(balance))
        .send(Buffer.from(pdf));
    });
  });
}
