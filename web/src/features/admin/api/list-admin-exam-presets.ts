import { useQuery } from '@tanstack/react-query';
import { adminExamPresetsResponse, type AdminExamPresets } from '@core/contracts/exam-presets';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** GET /api/v1/admin/exam-presets: every preset, retired ones too, with the seed's proposal beside each one flagged for review. */
async function listAdminExamPresets(signal?: AbortSignal): Promise<AdminExamPresets> {
  return apiFetch('/api/v1/admin/exam-presets', { schema: adminExamPresetsResponse, signal });
}

export function useAdminExamPresets() {
  return useQuery({ queryKey: adminQueryKeys.examPresets, queryFn: ({ signal }) => listAdminExamPresets(signal), staleTime: 0 });
}
