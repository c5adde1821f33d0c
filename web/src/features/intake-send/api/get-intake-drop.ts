import { intakeDrop, type IntakeDrop } from '@core/contracts/intakes';
import { apiFetch, type FetchLike } from '../../../lib/api-client';
import { intakeDropPath } from '../lib/intake-drop-path';

/**
 * GET /api/v1/intake-drops/:id (core/src/contracts/intakes.ts): what the phone may send there (files already sent,
 * how many and how large). 410 INTAKE_CLOSED once the shop closed it or it expired; 404 NOT_FOUND for an unknown one.
 */
export function getIntakeDrop(intakeId: string, options: { signal?: AbortSignal; fetch?: FetchLike } = {}): Promise<IntakeDrop> {
  return apiFetch(intakeDropPath(intakeId), { schema: intakeDrop, ...options });
}
