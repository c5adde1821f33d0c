import { z } from 'zod';
import { errorCodes } from '../errors/error-codes';

/** Body of every error response. */
export const errorBody = z.object({
  code: z.enum(errorCodes as [string, ...string[]]),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;
