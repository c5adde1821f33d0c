import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PrintQuoteRequest } from '@core/contracts/print-quote';
import type { ServiceId } from '@core/catalog/services';
import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/schema';
import { documentHash } from '../prints/document-hash';

export interface ChargeBasis {
  service: ServiceId;
  /** Each item charged the price unless paid today. */
  items: string[];
  docHash: string;
}

/** What a print or a quote is charged by (docs/decisions/0057). */
export async function chargeBasisOf(_db: Kysely<Database>, request: PrintQuoteRequest, _now: number): Promise<ChargeBasis> {
  switch (request.kind) {
    case 'photo-sheet':
      return { service: 'passport-photo', items: [request.photo], docHash: request.photo };
    case 'customer-sheet': {
      const items = [...new Set(request.photos)].sort();
      return { service: 'passport-photo', items, docHash: createHash('sha256').update(items.join(',')).digest('hex') };
    }
    case 'document': {
      const hash = documentHash(request.front, request.back ?? null);
      return { service: request.service, items: [hash], docHash: hash };
    }
    default:
      throw new AppError('VALIDATION', 'exam files are quoted elsewhere');
  }
}
