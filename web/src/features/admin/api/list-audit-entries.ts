import { useQuery } from '@tanstack/react-query';
import { adminAuditResponse, type AdminAuditEntry } from '@core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type AuditEntry = AdminAuditEntry;

/** GET /api/v1/admin/audit: every admin action, newest first (at most 200); payload is the action's JSON. */
export async function listAuditEntries(signal?: AbortSignal): Promise<AuditEntry[]> {
  return (await apiFetch('/api/v1/admin/audit', { schema: adminAuditResponse, signal })).entries;
}

export function useAuditEntries() {
  return useQuery({ queryKey: adminQueryKeys.audit, queryFn: ({ signal }) => listAuditEntries(signal), staleTime: 0 });
}
