import { useMutation } from '@tanstack/react-query';
import { examPresetReportResponse, type ExamPresetReportRequest } from '@core/contracts/exam-preset-reports';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/v1/exam-presets/:id/reports (core/src/contracts/exam-preset-reports.ts): "Rule looks wrong?", an
 * operator's note on a preset for the admin. 201 {id}; bad input 400 VALIDATION; too many 429 (ApiError).
 */
function reportExamPreset({ presetId, note }: { presetId: string; note: ExamPresetReportRequest }) {
  return apiFetch(`/api/v1/exam-presets/${encodeURIComponent(presetId)}/reports`, { method: 'POST', body: note, schema: examPresetReportResponse });
}

export function useReportExamPreset() {
  return useMutation({ mutationFn: reportExamPreset });
}
