import { intakeFileProgress, type IntakeFileProgress, type NewIntakeFileRequest } from '@core/contracts/intakes';
import { apiFetch, type FetchLike } from '../../../lib/api-client';
import { intakeDropPath } from '../lib/intake-drop-path';

/**
 * POST /api/v1/intake-drops/:id/files {meta, bytes, senderKey?}: a file announced before its chunks; 201 with its id
 * and the chunks the server waits for. 422 INTAKE_LIMIT when the intake has all the files it takes, 413
 * FILE_TOO_LARGE, 410 INTAKE_CLOSED. `meta` is sealed on the phone: the server never reads the name (decision 0095).
 */
export function announceIntakeFile(
  intakeId: string,
  request: NewIntakeFileRequest,
  options: { signal?: AbortSignal; fetch?: FetchLike } = {},
): Promise<IntakeFileProgress> {
  return apiFetch(intakeDropPath(intakeId, '/files'), { method: 'POST', body: request, schema: intakeFileProgress, ...options });
}
