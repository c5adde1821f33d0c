import { intakeFileProgress, type IntakeFileProgress } from '@core/contracts/intakes';
import { apiFetch, type FetchLike } from '../../../lib/api-client';
import { intakeDropPath } from '../lib/intake-drop-path';

/**
 * PUT /api/v1/intake-drops/:id/files/:fileId/chunks/:seq, the sealed chunk as application/octet-stream (at most
 * core's INTAKE_CHUNK_BYTES): 200 with the chunks still missing. 503 BUSY with Retry-After when the server asks the
 * phone to wait (decision 0095).
 */
export function putIntakeChunk(
  intakeId: string,
  fileId: string,
  seq: number,
  sealed: Uint8Array<ArrayBuffer>,
  options: { signal?: AbortSignal; fetch?: FetchLike } = {},
): Promise<IntakeFileProgress> {
  const path = intakeDropPath(intakeId, `/files/${encodeURIComponent(fileId)}/chunks/${seq}`);
  return apiFetch(path, { method: 'PUT', body: sealed, schema: intakeFileProgress, ...options });
}
