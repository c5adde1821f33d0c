import { examPresetsResponse } from '@core/contracts/exam-presets';
import { useApiQuery } from './use-api-query';

const examPresetsQueryKey = ['exam-files', 'presets'] as const;

/** GET /api/v1/exam-presets: the active presets, each with its source and the date it was checked. */
export function useExamPresets({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(examPresetsQueryKey, '/api/v1/exam-presets', examPresetsResponse, { staleTime: 5 * 60_000, enabled });
}
