import { z } from 'zod';
import { orderStatuses } from './orders';

/** What moves coins in the ledger: a print, the mobile app's access calls, an admin, a purchase online or by UPI. */
export const ledgerKinds = ['print', 'legacy-access', 'legacy-deduct', 'admin', 'purchase', 'manual'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** What the audit log records an admin doing. */
export const adminActions = ['coins', 'plan', 'approve-manual-request', 'reject-manual-request', 'reconcile-order'] as const;
export type AdminAction = (typeof adminActions)[number];

const reason = z.string().trim().min(1, 'Please give a reason (it is kept in the audit log).').max(200);

/** POST /api/v1/admin/users/:uid/coins: add (positive) or remove (negative) coins; never below zero. */
export const adminCoinsRequest = z.object({
  coins: z.number().int('must be a whole number of coins').min(-100_000).max(100_000).refine((n) => n !== 0, 'must not be zero'),
  reason,
});

/** POST /api/v1/admin/users/:uid/plan: grant a Pro (documentPrint) or Standard plan period. */
export const adminPlanRequest = z.object({
  days: z.number().int().min(1).max(3650),
  documentPrint: z.boolean(),
  reason,
});

export const adminUserParams = z.object({ uid: z.string().min(1).max(64) });

/** GET /api/v1/admin/users?q= : by email (part of it) or exact uid. */
export const adminUsersQuery = z.object({ q: z.string().trim().max(200).default('') });

export const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  coins: z.number().int(),
  planName: z.enum(['Pro Plan', 'Standard Plan']).nullable(),
  remainingDays: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponse = z.object({ users: z.array(adminUserSchema) });
export const adminUserResponse = z.object({ user: adminUserSchema });

export const adminOrderSchema = z.object({
  orderId: z.string(),
  uid: z.string(),
  offerId: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(orderStatuses),
  billingName: z.string(),
  billingPhone: z.string(),
  createdAt: z.string(),
  fulfilledAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersResponse = z.object({ orders: z.array(adminOrderSchema) });

/** GET /api/v1/admin/orders?status= : the newest 100, of one status when given (an unknown status matches none). */
export const adminOrdersQuery = z.object({ status: z.string().max(20).optional() });

export const adminOrderParams = z.object({ orderId: z.string().min(1).max(64) });

/** POST /api/v1/admin/orders/:orderId/reconcile: where the order stands after asking the gateway. */
export const adminReconcileResponse = z.object({ status: z.enum(orderStatuses) });

export const adminMessageSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), message: z.string(), uid: z.string().nullable(), createdAt: z.string() });
export type AdminMessage = z.infer<typeof adminMessageSchema>;
/** GET /api/v1/admin/contact-messages: the newest 100. */
export const adminMessagesResponse = z.object({ messages: z.array(adminMessageSchema) });

export const adminAuditEntrySchema = z.object({ id: z.string(), adminUid: z.string(), action: z.enum(adminActions), target: z.string(), payload: z.string(), at: z.string() });
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
/** GET /api/v1/admin/audit: the newest 200 entries. */
export const adminAuditResponse = z.object({ entries: z.array(adminAuditEntrySchema) });

export const adminLedgerEntrySchema = z.object({ id: z.string(), delta: z.number().int(), kind: z.enum(ledgerKinds), ref: z.string(), createdAt: z.string() });
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;
/** GET /api/v1/admin/users/:uid/ledger: the user's newest 200 ledger entries. */
export const adminLedgerResponse = z.object({ entries: z.array(adminLedgerEntrySchema) });
