import { ApiError, apiFetchResponse } from '../../../lib/api-client';
import { currentLanguage, translate } from '../../../lib/i18n';

export type PrintMode = 'watermarked' | 'clean';
export type PrintCharge = 'none' | 'plan' | 'reprint' | 'coins';

export interface PassportPrint {
  pdf: Blob;
  /** What the server charged: nothing, the plan, a free reprint of today's paid photo, or coins. */
  charge: PrintCharge;
  /** Coins left after the print, when the server said. */
  coinsRemaining: number | null;
  filename: string;
}

const charges: readonly PrintCharge[] = ['none', 'plan', 'reprint', 'coins'];

/**
 * POST /api/v1/prints (multipart): the server composes the sheet as a PDF, and for a clean print
 * charges the plan, a same-day reprint or coins. 402 INSUFFICIENT_COINS and other failures
 * come as ApiError with a plain message.
 */
export async function createPassportPrint(input: { layout: string; mode: PrintMode; photo: Blob }, signal?: AbortSignal): Promise<PassportPrint> {
  const form = new FormData();
  form.append('service', 'passport-photo');
  form.append('layout', input.layout);
  form.append('mode', input.mode);
  form.append('front', input.photo, 'photo.jpg');
  const response = await apiFetchResponse('/api/v1/prints', { method: 'POST', body: form, accept: 'application/pdf', signal });
  const charge = response.headers.get('X-Print-Charge') as PrintCharge | null;
  const remaining = Number.parseInt(response.headers.get('X-Coins-Remaining') ?? '', 10);
  let bytes: ArrayBuffer;
  try {
    bytes = await response.arrayBuffer();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', translate(currentLanguage(), 'errors.NETWORK'));
  }
  if (!(response.headers.get('Content-Type') ?? '').startsWith('application/pdf') || bytes.byteLength === 0) {
    throw new ApiError(response.status, 'BAD_RESPONSE', translate(currentLanguage(), 'errors.BAD_RESPONSE'));
  }
  return {
    pdf: new Blob([bytes], { type: 'application/pdf' }),
    charge: charge && charges.includes(charge) ? charge : 'none',
    coinsRemaining: Number.isFinite(remaining) ? remaining : null,
    filename: `passport-photos-${input.layout}${input.mode === 'watermarked' ? '-watermarked' : ''}.pdf`,
  };
}
