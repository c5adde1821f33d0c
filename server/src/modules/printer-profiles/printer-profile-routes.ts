import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calibrationPageQuery,
  MAX_PRINTER_PROFILES,
  printerProfile,
  printerProfileInput,
  printerProfileParams,
  printerProfilesResponse,
} from '@core/contracts/printer-profiles';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import { requireUser } from '../auth/authenticate';
import { composeCalibrationPage } from '../prints/compose-calibration-page';
import { listPrinterProfiles } from './list-printer-profiles';
import { presentPrinterProfile } from './present-printer-profile';
import { readPrinterReadings } from './read-printer-readings';
import { createPrinterProfile, deletePrinterProfile, updatePrinterProfile } from './save-printer-profile';

/**
 * Printer calibration (decision 0037): the signed-in user's named printer profiles (every
 * object checked against its owner: another user's id is 404, as an unknown one), and the free
 * calibration page PDF, optionally corrected by one of them so the operator can check it with a ruler.
 */
export function printerProfileRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/printer-profiles', { schema: { response: { 200: printerProfilesResponse } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return { profiles: (await listPrinterProfiles(deps.database.db, user.uid)).map(presentPrinterProfile), limit: MAX_PRINTER_PROFILES };
  });

  api.post('/api/v1/printer-profiles', { schema: { body: printerProfileInput, response: { 201: printerProfile } } }, async (request, reply) => {
    const user = requireUser(request);
    const row = await createPrinterProfile(deps.database, user.uid, request.body);
    request.log.info({ uid: user.uid, profileId: row.id }, 'printer profile created');
    return reply.status(201).send(presentPrinterProfile(row));
  });

  api.put(
    '/api/v1/printer-profiles/:profileId',
    { schema: { params: printerProfileParams, body: printerProfileInput, response: { 200: printerProfile } } },
    async (request) => {
      const user = requireUser(request);
      const row = await updatePrinterProfile(deps.database, user.uid, request.params.profileId, request.body);
      request.log.info({ uid: user.uid, profileId: row.id }, 'printer profile changed');
      return presentPrinterProfile(row);
    },
  );

  api.delete('/api/v1/printer-profiles/:profileId', { schema: { params: printerProfileParams } }, async (request, reply) => {
    const user = requireUser(request);
    await deletePrinterProfile(deps.database, user.uid, request.params.profileId);
    request.log.info({ uid: user.uid, profileId: request.params.profileId }, 'printer profile deleted');
    return reply.status(204).send();
  });

  api.get(
    '/api/v1/printer-calibration/page',
    { schema: { querystring: calibrationPageQuery }, config: { ...rateLimitFor(deps.config, 'prints') } },
    async (request, reply) => {
      const user = requireUser(request);
      const { paper, profileId } = request.query;
      const readings = await readPrinterReadings(deps.database.db, user.uid, profileId);
      const pdf = await composeCalibrationPage({ paper, brand: deps.config.brandName, ...(readings ? { readings } : {}) });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="printer-calibration-${paper}.pdf"`)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
}
