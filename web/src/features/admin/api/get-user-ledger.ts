import { useQuery } from '@tanstack/react-query';
import { adminLedgerResponse, type AdminLedgerEntry } from '@core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type LedgerEntry = AdminLedgerEntry;

/** GET /api/v1/admin/users/:uid/ledger: the user's coin movements, newest first (at most 200). */
export async function getUserLedger(uid: string, signal?: AbortSignal): Promise<LedgerEntry[]> {
  return (await apiFetch(`/api/v1/admin/users/${encodeURIComponent(uid)}/ledger`, { schema: adminLedgerResponse, signal })).entries;
}

export function useUserLedger(uid: string) {
  return useQuery({ queryKey: adminQueryKeys.ledger(uid), queryFn: ({ signal }) => getUserLedger(uid, signal), staleTime: 0 });
}
