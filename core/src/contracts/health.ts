import { z } from 'zod';

/** GET /healthz and GET /readyz */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])).optional(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
