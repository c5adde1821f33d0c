import type { Selectable } from 'kysely';
import type { AdminAuditEntry, AdminLedgerEntry, AdminMessage, AdminOrder } from '@core/contracts/admin';
import type { AdminManualRequest } from '@core/contracts/manual-requests';
import type { AdminAuditTable, ContactMessagesTable, LedgerTable, OrdersTable } from '../../db/schema';
import type { ManualRequestRow } from './list-manual-requests';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** An order as the console lists it. */
export function presentAdminOrder(o: Selectable<OrdersTable>): AdminOrder {
  return {
    orderId: o.order_id,
    uid: o.uid,
    offerId: o.offer_id,
    amountPaise: o.amount_paise,
    status: o.status,
    billingName: o.billing_name,
    billingPhone: o.billing_phone,
    createdAt: iso(o.created_at),
    fulfilledAt: isoOrNull(o.fulfilled_at),
  };
}

/** A UPI request as the console lists it. */
export function presentManualRequest(r: ManualRequestRow): AdminManualRequest {
  return {
    reference: r.reference,
    uid: r.uid,
    email: r.email,
    offerId: r.offer_id,
    amountPaise: r.amount_paise,
    status: r.status,
    utr: r.utr,
    reason: r.reason,
    createdAt: iso(r.created_at),
    decidedAt: isoOrNull(r.decided_at),
  };
}

/** A contact form message as the console lists it. */
export function presentContactMessage(m: Selectable<ContactMessagesTable>): AdminMessage {
  return { id: m.id, name: m.name, email: m.email, message: m.message, uid: m.uid, createdAt: iso(m.created_at) };
}

/** An audit log entry; its payload stays the JSON text it was recorded as. */
export function presentAuditEntry(e: Selectable<AdminAuditTable>): AdminAuditEntry {
  return { id: e.id, adminUid: e.admin_uid, action: e.action, target: e.target, payload: e.payload, at: iso(e.at) };
}

/** A ledger entry as the console shows a user's history. */
export function presentLedgerEntry(e: Selectable<LedgerTable>): AdminLedgerEntry {
  return { id: e.id, delta: e.delta, kind: e.kind, ref: e.ref, createdAt: iso(e.created_at) };
}
