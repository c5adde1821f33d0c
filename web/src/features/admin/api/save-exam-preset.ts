import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminExamPresetResponse, type AdminExamPresetRequest, type AdminExamPresets } from '@core/contracts/exam-presets';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** POST /api/v1/admin/exam-presets/:id: creates or replaces a preset as its next version, with a reason for the audit log. */
async function saveExamPreset({ id, request }: { id: string; request: AdminExamPresetRequest }): Promise<ExamPreset> {
  return (await apiFetch(`/api/v1/admin/exam-presets/${encodeURIComponent(id)}`, { method: 'POST', body: request, schema: adminExamPresetResponse })).preset;
}

/**
 * A save shows the preset as saved in the list at once (its review proposal gone), then reads the whole console
 * again (the list, and the audit log that now holds it).
 */
export function useSaveExamPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExamPreset,
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminExamPresets>(adminQueryKeys.examPresets, (listed) => {
        if (!listed) return listed;
        const { [saved.id]: _reviewed, ...reviewProposals } = listed.reviewProposals;
        const known = listed.presets.some((preset) => preset.id === saved.id);
        const presets = known ? listed.presets.map((preset) => (preset.id === saved.id ? saved : preset)) : [...listed.presets, saved];
        return { presets, reviewProposals };
      });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
  });
}
