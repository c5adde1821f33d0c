// What crosses between the server and its intake chunk thread (docs/decisions/0097-intake-chunks-in-a-thread-of-low-priority.md):
// a chunk one way, its answer the other, and how an error is carried across and thrown again on the server's side.
import { AppError } from '@core/errors/app-error';
import type { ErrorCode } from '@core/errors/error-codes';
import { isOverloadError } from '../../db/busy-on-overload';
import type { IntakeChunkProgress } from './receive-intake-file';

export type ChunkIds = { intakeId: string; fileId: string };

/** One chunk to store, as the thread receives it: the bytes travel, not a copy of them. */
export interface ChunkRequest {
  id: number;
  ids: ChunkIds;
  seq: number;
  data: ArrayBuffer;
  now: number;
}
/** The thread's answer: the progress, a refusal for the phone (an AppError's code and words), or an error of the server's. */
export type ChunkAnswer =
  | { id: number; result: IntakeChunkProgress }
  | { id: number; refusal: { code: ErrorCode; message: string; fields?: readonly string[] } }
  | { id: number; failure: { message: string; stack?: string; code?: string } };

/** A refusal goes back as the AppError it is (a database too busy as BUSY, as the error handler answers it); anything else as a failure with its code and stack. */
export function chunkAnswerOf(id: number, error: unknown): ChunkAnswer {
  const refused = isOverloadError(error) ? new AppError('BUSY') : error;
  if (refused instanceof AppError) return { id, refusal: { code: refused.code, message: refused.message, fields: refused.fields } };
  const failure = error instanceof Error ? error : new Error(String(error));
  const code = (failure as { code?: unknown }).code;
  return { id, failure: { message: failure.message, stack: failure.stack, code: typeof code === 'string' ? code : undefined } };
}

/** The thread's answer as the server's side throws it: a refusal as the AppError it was, a failure as an Error with its code and stack. */
export function asThrown(answer: Exclude<ChunkAnswer, { result: IntakeChunkProgress }>): Error {
  if ('refusal' in answer) return new AppError(answer.refusal.code, answer.refusal.message, { fields: answer.refusal.fields });
  const error = Object.assign(new Error(answer.failure.message), answer.failure.code === undefined ? {} : { code: answer.failure.code });
  if (answer.failure.stack) error.stack = answer.failure.stack;
  return error;
}
