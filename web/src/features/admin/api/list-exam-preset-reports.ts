import { useQuery } from '@tanstack/react-query';
import { examPresetReportsResponse, type ExamPresetReport } from '@core/contracts/exam-preset-reports';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** GET /api/v1/admin/exam-preset-reports: operators' "Rule looks wrong?" notes, newest first (at most 100). */
async function listExamPresetReports(signal?: AbortSignal): Promise<ExamPresetReport[]> {
  return (await apiFetch('/api/v1/admin/exam-preset-reports', { schema: examPresetReportsResponse, signal })).reports;
}

export function useExamPresetReports() {
  return useQuery({ queryKey: adminQueryKeys.examPresetReports, queryFn: ({ signal }) => listExamPresetReports(signal), staleTime: 0 });
}
