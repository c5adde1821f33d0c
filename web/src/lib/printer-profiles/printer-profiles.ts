import { useMutation, useQueryClient } from '@tanstack/react-query';
import { printerProfile, printerProfilesResponse, type PrinterProfile, type PrinterProfileInput } from '@core/contracts/printer-profiles';
import type { CalibrationPaperId } from '@core/layout/place-calibration-marks';
import { apiFetch } from '../api-client';
import { useApiQuery } from '../use-api-query';

const printerProfilesQueryKey = ['printer-profiles'] as const;

/** GET /api/v1/printer-profiles: the signed-in user's printer profiles, by name. */
export function usePrinterProfiles(options: { enabled?: boolean } = {}) {
  return useApiQuery(printerProfilesQueryKey, '/api/v1/printer-profiles', printerProfilesResponse, { staleTime: 60_000, ...options });
}

/** POST /api/v1/printer-profiles (a new one) or PUT /api/v1/printer-profiles/:id (a change). */
function savePrinterProfile(input: PrinterProfileInput, id: string | null): Promise<PrinterProfile> {
  return id
    ? apiFetch(`/api/v1/printer-profiles/${encodeURIComponent(id)}`, { method: 'PUT', body: input, schema: printerProfile })
    : apiFetch('/api/v1/printer-profiles', { method: 'POST', body: input, schema: printerProfile });
}

/** DELETE /api/v1/printer-profiles/:id (204). */
function deletePrinterProfile(id: string): Promise<void> {
  return apiFetch<void>(`/api/v1/printer-profiles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Saving and deleting, each re-reading the list once done. */
export function usePrinterProfileMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: printerProfilesQueryKey });
  const save = useMutation({
    mutationFn: (vars: { input: PrinterProfileInput; id: string | null }) => savePrinterProfile(vars.input, vars.id),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: deletePrinterProfile, onSuccess: refresh });
  return { save, remove };
}

/** Where the calibration page's PDF is: plain, or drawn through a profile to check it. */
export function calibrationPageUrl(paper: CalibrationPaperId, profileId: string | null = null): string {
  const query = new URLSearchParams({ paper });
  if (profileId) query.set('profileId', profileId);
  return `/api/v1/printer-calibration/page?${query.toString()}`;
}
