import { z } from 'zod/mini';

/** GET /api/v1/me: the signed-in user (401 when signed out). */
export const meResponse = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
  isAdmin: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;
