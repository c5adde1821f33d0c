import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_TRAY_PROFILES, trayCalibrationQuery, trayProfile, trayProfileInput, trayProfileParams, trayProfilesResponse } from '@core/contracts/tray-profiles';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import { requireUser } from '../auth/authenticate';
import { composeTrayCalibrationPage } from '../prints/compose-tray-calibration-page';
import { findTrayProfile, listTrayProfiles, presentTrayProfile, trayLayoutOf } from './find-tray-profile';
import { createTrayProfile, deleteTrayProfile, updateTrayProfile } from './save-tray-profile';

/**
 * PVC card trays (decision 0091), beside the printer profiles: the signed-in user's named trays (every object
 * checked against its owner: another user's id is 404, as an unknown one), and each tray's free calibration page
 * per pass.
 */
export function trayProfileRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/tray-profiles', { schema: { response: { 200: trayProfilesResponse } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return { trays: (await listTrayProfiles(deps.database.db, user.uid)).map(presentTrayProfile), limit: MAX_TRAY_PROFILES };
  });

  api.post('/api/v1/tray-profiles', { schema: { body: trayProfileInput, response: { 201: trayProfile } } }, async (request, reply) => {
    const user = requireUser(request);
    const row = await createTrayProfile(deps.database, user.uid, request.body);
    request.log.info({ uid: user.uid, trayId: row.id }, 'card tray created');
    return reply.status(201).send(presentTrayProfile(row));
  });

  api.put(
    '/api/v1/tray-profiles/:trayId',
    { schema: { params: trayProfileParams, body: trayProfileInput, response: { 200: trayProfile } } },
    async (request) => {
      const user = requireUser(request);
      const row = await updateTrayProfile(deps.database, user.uid, request.params.trayId, request.body);
      request.log.info({ uid: user.uid, trayId: row.id }, 'card tray changed');
      return presentTrayProfile(row);
    },
  );

  api.delete('/api/v1/tray-profiles/:trayId', { schema: { params: trayProfileParams } }, async (request, reply) => {
    const user = requireUser(request);
    await deleteTrayProfile(deps.database, user.uid, request.params.trayId);
    request.log.info({ uid: user.uid, trayId: request.params.trayId }, 'card tray deleted');
    return reply.status(204).send();
  });

  api.get(
    '/api/v1/tray-profiles/:trayId/calibration',
    { schema: { params: trayProfileParams, querystring: trayCalibrationQuery }, config: { ...rateLimitFor(deps.config, 'prints') } },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await findTrayProfile(deps.database.db, user.uid, request.params.trayId);
      const { pass } = request.query;
      const pdf = await composeTrayCalibrationPage({ layout: trayLayoutOf(row), name: row.name, pass, brand: deps.config.brandName });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="card-tray-calibration-${pass}.pdf"`)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
}
