import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { createQueryClient } from '../src/lib/query-client';

type Retry = (failureCount: number, error: unknown) => boolean;

describe('loading again after a failure', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  const retry = queries?.retry as Retry;

  it('no connection or a server error: one more try, then the error is shown', () => {
    for (const error of [new ApiError(0, 'NETWORK', 'offline'), new ApiError(503, 'BUSY', 'busy'), new ApiError(500, 'INTERNAL', 'oops'), new TypeError('x')]) {
      expect(retry(0, error)).toBe(true);
      expect(retry(1, error)).toBe(false);
    }
  });

  it('an answer the server meant (4xx) is not asked again; sending is never repeated', () => {
    for (const error of [new ApiError(404, 'NOT_FOUND', 'gone'), new ApiError(401, 'UNAUTHENTICATED', 'sign in'), new ApiError(429, 'RATE_LIMITED', 'slow')]) {
      expect(retry(0, error)).toBe(false);
    }
    expect(mutations?.retry).toBe(false);
  });

  it('data stays fresh for a minute and is not fetched again on returning to the tab', () => {
    expect(queries).toMatchObject({ staleTime: 60_000, refetchOnWindowFocus: false });
  });
});
