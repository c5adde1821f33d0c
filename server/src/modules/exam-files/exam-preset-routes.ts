import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminExamPresetRequest, adminExamPresetResponse, examPresetParams, examPresetsResponse } from '@core/contracts/exam-presets';
import type { DatabaseHandle } from '../../db/create-database';
import { requireAdmin } from '../admin/admin-routes';
import { listExamPresets } from './list-exam-presets';
import { saveExamPreset } from './save-exam-preset';

/**
 * Upload presets: the active ones for every page (public data, like the catalog), and the admin's list and
 * edit under /api/v1/admin, the role checked for that scope before the body is read (as the console's routes).
 */
export function examPresetRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/v1/exam-presets', { schema: { response: { 200: examPresetsResponse } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return { presets: await listExamPresets(deps.database.db, { activeOnly: true }) };
  });

  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });
    const admin = scope.withTypeProvider<ZodTypeProvider>();

    admin.get('/api/v1/admin/exam-presets', { schema: { response: { 200: examPresetsResponse } } }, async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return { presets: await listExamPresets(deps.database.db, { activeOnly: false }) };
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
