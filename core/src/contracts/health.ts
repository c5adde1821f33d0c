import { z } from 'zod/mini';

/**
 * GET /healthz and GET /readyz. `degraded` (still 200, so balancers keep the instance): it serves,
 * but something it leans on is failing, named in `checks` and explained in `reason`.
 */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.optional(z.record(z.string(), z.enum(['ok', 'failing']))),
  reason: z.optional(z.string()),
});
