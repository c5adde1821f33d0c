import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trayProfile, trayProfilesResponse, type TrayProfile, type TrayProfileInput } from '@core/contracts/tray-profiles';
import type { TrayPass } from '@core/layout/tray-terms';
import { apiFetch } from '../api-client';
import { useApiQuery } from '../use-api-query';

const trayProfilesQueryKey = ['tray-profiles'] as const;

/** GET /api/v1/tray-profiles: the signed-in user's PVC card trays (decision 0091), by name. */
export function useTrayProfiles(options: { enabled?: boolean } = {}) {
  return useApiQuery(trayProfilesQueryKey, '/api/v1/tray-profiles', trayProfilesResponse, { staleTime: 60_000, ...options });
}

/** POST /api/v1/tray-profiles (a new one) or PUT /api/v1/tray-profiles/:trayId (a change, readings applied included). */
function saveTrayProfile(input: TrayProfileInput, id: string | null): Promise<TrayProfile> {
  return id
    ? apiFetch(`/api/v1/tray-profiles/${encodeURIComponent(id)}`, { method: 'PUT', body: input, schema: trayProfile })
    : apiFetch('/api/v1/tray-profiles', { method: 'POST', body: input, schema: trayProfile });
}

/** DELETE /api/v1/tray-profiles/:trayId (204). */
function deleteTrayProfile(id: string): Promise<void> {
  return apiFetch<void>(`/api/v1/tray-profiles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Saving and deleting, each re-reading the list once done. */
export function useTrayProfileMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trayProfilesQueryKey });
  const save = useMutation({
    mutationFn: (vars: { input: TrayProfileInput; id: string | null }) => saveTrayProfile(vars.input, vars.id),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: deleteTrayProfile, onSuccess: refresh });
  return { save, remove };
}

/** Where a tray pass's calibration page (a PDF, free) is: each slot's card outline where the pass puts it now. */
export function trayCalibrationUrl(trayId: string, pass: TrayPass): string {
  return `/api/v1/tray-profiles/${encodeURIComponent(trayId)}/calibration?${new URLSearchParams({ pass }).toString()}`;
}
