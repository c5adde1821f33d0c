import { useInfiniteQuery } from '@tanstack/react-query';
import { historyResponse, type HistoryResponse } from '@core/contracts/history';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';

/** History's answers (the uid follows): invalidate after a print or a purchase. */
export const historyQueryKey = ['history'] as const;

/** GET /api/v1/history: one page of the signed-in user's prints and purchases, strictly before `before`. */
function getHistory(before: string | null, signal?: AbortSignal): Promise<HistoryResponse> {
  const query = before === null ? '' : `?before=${encodeURIComponent(before)}`;
  return apiFetch(`/api/v1/history${query}`, { schema: historyResponse, signal });
}

/** The signed-in user's History, page by page ("Older" asks for the next). */
export function useHistory() {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  return useInfiniteQuery({
    queryKey: [...historyQueryKey, uid],
    queryFn: ({ pageParam, signal }) => getHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.older,
    enabled: uid !== null,
    staleTime: 0,
  });
}
