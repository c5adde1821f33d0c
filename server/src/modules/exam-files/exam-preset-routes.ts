import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminExamPresetRequest, adminExamPresetResponse, adminExamPresetsResponse, examPresetParams, examPresetsResponse } from '@core/contracts/exam-presets';
import { examPresetReportRequest, examPresetReportResponse, examPresetReportsResponse } from '@core/contracts/exam-preset-reports';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import { requireUser } from '../auth/authenticate';
import { requireAdmin } from '../admin/admin-routes';
import { listExamPresetReports } from './list-exam-preset-reports';
import { reportExamPreset } from './report-exam-preset';
import { listAdminExamPresets, listExamPresets } from './list-exam-presets';
import { saveExamPreset } from './save-exam-preset';

/**
 * Upload presets: the active ones for every page (public data, like the catalog), an operator's "Rule looks
 * wrong?" note, and the admin's list, edit and the notes under /api/v1/admin, the role checked for that scope before the body is read (as the console's routes).
 */
export function examPresetRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/v1/exam-presets', { schema: { response: { 200: examPresetsResponse } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return { presets: await listExamPresets(deps.database.db, { activeOnly: true }) };
  });

  // "Rule looks wrong?": a signed-in operator's note on a preset, limited like a contact message.
  typed.post(
    '/api/v1/exam-presets/:id/reports',
    {
      schema: { params: examPresetParams, body: examPresetReportRequest, response: { 201: examPresetReportResponse } },
      config: { ...rateLimitFor(deps.config, 'contact') },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await reportExamPreset(deps.database.db, { uid: user.uid, presetId: request.params.id, note: request.body });
      request.log.info({ preset: request.params.id, report: id }, 'an operator reported an exam preset');
      return reply.status(201).send({ id });
    },
  );

  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });
    const admin = scope.withTypeProvider<ZodTypeProvider>();

    admin.get('/api/v1/admin/exam-presets', { schema: { response: { 200: adminExamPresetsResponse } } }, async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return listAdminExamPresets(deps.database.db);
    });

    admin.get('/api/v1/admin/exam-preset-reports', { schema: { response: { 200: examPresetReportsResponse } } }, async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return { reports: await listExamPresetReports(deps.database.db) };
    });

    admin.post(
      '/api/v1/admin/exam-presets/:id',
      { schema: { params: examPresetParams, body: adminExamPresetRequest, response: { 200: adminExamPresetResponse } } },
      async (request) => {
        const user = requireAdmin(request);
        const preset = await saveExamPreset(deps.database, { adminUid: user.uid, id: request.params.id, fields: request.body });
        request.log.info({ admin: user.uid, preset: preset.id }, 'admin saved an exam preset');
        return { preset };
      },
    );
  });
}
