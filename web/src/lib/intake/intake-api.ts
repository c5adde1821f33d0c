import { intakeState, type IntakePublicKey, type IntakeState } from '@core/contracts/intakes';
import { ApiError, apiFetch, apiFetchResponse } from '../api-client';
import { currentLanguage, translate } from '../i18n';

/**
 * The operator's calls of an intake (docs/decisions/0095-files-from-the-customers-phone.md), signed in: the server
 * holds ciphertext, sizes and counts only. Neither key is ever in a request.
 */

const intakePath = (id: string) => `/api/v1/intakes/${encodeURIComponent(id)}`;

/** POST /api/v1/intakes: a new intake, given the public half of the key typed-code phones agree with. */
export function openIntake(operatorKey: IntakePublicKey): Promise<IntakeState> {
  return apiFetch('/api/v1/intakes', { method: 'POST', body: { operatorKey }, schema: intakeState });
}

/** GET /api/v1/intakes/:id. */
export function getIntake(id: string, signal?: AbortSignal): Promise<IntakeState> {
  return apiFetch(intakePath(id), { schema: intakeState, signal });
}

/** DELETE /api/v1/intakes/:id (204): closed, and everything sent to it deleted on the server. */
export function closeIntake(id: string): Promise<void> {
  return apiFetch<void>(intakePath(id), { method: 'DELETE' });
}

/** DELETE /api/v1/intakes/:id/files/:fileId (204): the file taken off the queue and deleted on the server (decision 0105). */
export function removeIntakeFile(ids: { intakeId: string; fileId: string }): Promise<void> {
  return apiFetch<void>(`${intakePath(ids.intakeId)}/files/${encodeURIComponent(ids.fileId)}`, { method: 'DELETE' });
}

/** Where the intake's changes come as Server-Sent Events (`intake` with its state, `closed`). */
export function intakeEventsUrl(id: string): string {
  return `${intakePath(id)}/events`;
}

/** GET …/files/:fileId/chunks/:seq: one encrypted chunk as stored (IV, ciphertext, tag). */
export async function fetchIntakeChunk(ids: { intakeId: string; fileId: string }, seq: number, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const response = await apiFetchResponse(`${intakePath(ids.intakeId)}/files/${encodeURIComponent(ids.fileId)}/chunks/${seq}`, {
    accept: 'application/octet-stream',
    signal,
  });
  try {
    // A chunk of another size than it was sealed at fails to open (its tag), so its length needs no check here.
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', translate(currentLanguage(), 'errors.NETWORK'));
  }
}

/** Whether a failed call says the intake is gone: closed at the counter, expired and swept, or never this user's. */
export function intakeIsGone(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'INTAKE_CLOSED' || error.code === 'NOT_FOUND');
}
