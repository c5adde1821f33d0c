import { ApiError } from '../../../lib/api-client';
import type { TFunction } from '../../../lib/i18n';
import { IntakeSendFault } from './send-intake-file';

/** The intake was closed at the counter or has expired: nothing more can be sent to it (410). */
export const isIntakeClosed = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'INTAKE_CLOSED';

/**
 * Why a file was not sent, in the page's language: the server's message (ApiError's, in the user's language), or
 * this page's own words for what went wrong on the phone. A file the phone can no longer read (taken away from a
 * cloud folder, or its permission lapsed) is said so, not as a fault of the shop.
 */
export function intakeSendFailureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof IntakeSendFault) return t(`intakeSend.failed.${error.reason}`);
  if (error instanceof DOMException && (error.name === 'NotReadableError' || error.name === 'NotFoundError')) return t('intakeSend.failed.unreadable');
  return t('errors.INTERNAL');
}
