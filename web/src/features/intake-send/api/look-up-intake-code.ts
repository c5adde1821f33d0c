import { intakeCodeResponse, type IntakeCodeResponse } from '@core/contracts/intakes';
import { apiFetch, type FetchLike } from '../../../lib/api-client';

/**
 * POST /api/v1/intake-codes {code}: the intake behind a code typed on the phone, with the operator's ECDH public key
 * the phone agrees its key with (decision 0095). 404 NOT_FOUND for a code no open intake has; 429 RATE_LIMITED when
 * too many wrong codes came from this address. `code` is normalised first (core's normaliseIntakeCode).
 */
export function lookUpIntakeCode(code: string, options: { fetch?: FetchLike } = {}): Promise<IntakeCodeResponse> {
  return apiFetch('/api/v1/intake-codes', { method: 'POST', body: { code }, schema: intakeCodeResponse, ...options });
}
