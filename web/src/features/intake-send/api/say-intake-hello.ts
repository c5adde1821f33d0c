import { apiFetch, type FetchLike } from '../../../lib/api-client';
import { intakeDropPath } from '../lib/intake-drop-path';

/**
 * POST /api/v1/intake-drops/:id/hello, no body: 204. Tells the shop's screen a phone has opened the page (its script
 * ran: a link preview does not), so the operator sees the customer is on the way (decision 0095).
 */
export async function sayIntakeHello(intakeId: string, options: { fetch?: FetchLike } = {}): Promise<void> {
  await apiFetch(intakeDropPath(intakeId, '/hello'), { method: 'POST', ...options });
}
