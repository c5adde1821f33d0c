import type { PurchaseContactResponse } from '@core/contracts/purchase-contact';
import type { PurchaseContactsTable } from '../../db/schema';

/** The remembered details as their owner sees them (null: none kept). */
export function presentPurchaseContact(row: PurchaseContactsTable | undefined): PurchaseContactResponse {
  return { contact: row ? { name: row.name, phone: row.phone, updatedAt: new Date(row.updated_at).toISOString() } : null };
}
