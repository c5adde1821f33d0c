import { intakeFileProgress, type IntakeFileProgress } from '@core/contracts/intakes';
import { apiFetch, type FetchLike } from '../../../lib/api-client';
import { intakeDropPath } from '../lib/intake-drop-path';

/**
 * GET /api/v1/intake-drops/:id/files/:fileId: the chunks of an announced file the server still misses, so a send cut
 * off (a dropped line, the phone asleep) goes on from there instead of from the start (decision 0095).
 */
export function getIntakeFileProgress(
  intakeId: string,
  fileId: string,
  options: { signal?: AbortSignal; fetch?: FetchLike } = {},
): Promise<IntakeFileProgress> {
  return apiFetch(intakeDropPath(intakeId, `/files/${encodeURIComponent(fileId)}`), { schema: intakeFileProgress, ...options });
}
