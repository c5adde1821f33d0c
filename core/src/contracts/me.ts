import { z } from 'zod';

/** GET /api/v1/me: the signed-in user (401 when signed out). */
export const meResponse = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  photoURL: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;
