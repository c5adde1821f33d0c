import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, type FetchLike } from '../../../lib/api-client';
import { getIntakeDrop } from '../api/get-intake-drop';
import { sayIntakeHello } from '../api/say-intake-hello';

/**
 * The intake this page sends to, read once: its count of files is where this page's own begin (asked again it would
 * count them twice), so it is not refreshed on focus. A refusal (410 closed, 404 unknown) is final; a failure on the
 * way is tried again. Once it is here the shop's screen is told a phone opened the page, once per intake (decision
 * 0095); that call failing changes nothing here.
 */
export function useIntakeDrop(intakeId: string, fetch?: FetchLike) {
  const query = useQuery({
    queryKey: ['intake-send', 'drop', intakeId],
    queryFn: ({ signal }) => getIntakeDrop(intakeId, { signal, fetch }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 3,
  });
  const greeted = useRef<string | null>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!loaded || greeted.current === intakeId) return;
    greeted.current = intakeId;
    sayIntakeHello(intakeId, { fetch }).catch(() => {
      // Only the shop's "a phone is here" mark is missed: the files still go.
    });
  }, [loaded, intakeId, fetch]);
  return query;
}
