import { z } from 'zod/mini';
import { errorCodes, type ErrorCode } from '../errors/error-codes';

/** Body of every error response. */
export const errorBody = z.object({
  code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;
