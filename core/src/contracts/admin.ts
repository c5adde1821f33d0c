import { z } from 'zod/mini';
import { orderStatuses } from './orders';

/** What moves coins in the ledger: a print, the mobile app's access calls, an admin, a purchase online or by UPI. */
const ledgerKinds = ['print', 'legacy-access', 'legacy-deduct', 'admin', 'purchase', 'manual'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** What the audit log records an admin doing. */
const adminActions = ['coins', 'plan', 'approve-manual-request', 'reject-manual-request', 'reconcile-order', 'exam-preset'] as const;
export type AdminAction = (typeof adminActions)[number];

const reason = z.string().check(z.trim(), z.minLength(1, 'Please give a reason (it is kept in the audit log).'), z.maxLength(200));

/** POST /api/v1/admin/users/:uid/coins: add (positive) or remove (negative) coins; never below zero. */
export const adminCoinsRequest = z.object({
  coins: z.number().check(
    z.int('must be a whole number of coins'),
    z.gte(-100_000),
    z.lte(100_000),
    z.refine((n) => n !== 0, 'must not be zero'),
  ),
  reason,
});

/** POST /api/v1/admin/users/:uid/plan: grant a Pro (documentPrint) or Standard plan period. */
export const adminPlanRequest = z.object({
  days: z.number().check(z.int(), z.gte(1), z.lte(3650)),
  documentPrint: z.boolean(),
  reason,
});

export const adminUserParams = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) });

/** GET /api/v1/admin/users?q= : by email (part of it) or exact uid. */
export const adminUsersQuery = z.object({ q: z._default(z.string().check(z.trim(), z.maxLength(200)), '') });

const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  coins: z.int(),
  planName: z.nullable(z.enum(['Pro Plan', 'Standard Plan'])),
  remainingDays: z.int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponse = z.object({ users: z.array(adminUserSchema) });
export const adminUserResponse = z.object({ user: adminUserSchema });

const adminOrderSchema = z.object({
  orderId: z.string(),
  uid: z.string(),
  offerId: z.string(),
  amountPaise: z.int(),
  status: z.enum(orderStatuses),
  billingName: z.string(),
  billingPhone: z.string(),
  createdAt: z.string(),
  fulfilledAt: z.nullable(z.string()),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersResponse = z.object({ orders: z.array(adminOrderSchema) });

/** GET /api/v1/admin/orders?status= : the newest 100, of one status when given (an unknown status matches none). */
export const adminOrdersQuery = z.object({ status: z.optional(z.string().check(z.maxLength(20))) });

export const adminOrderParams = z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** POST /api/v1/admin/orders/:orderId/reconcile: where the order stands after asking the gateway. */
export const adminReconcileResponse = z.object({ status: z.enum(orderStatuses) });

const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  uid: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
/** GET /api/v1/admin/contact-messages: the newest 100. */
export const adminMessagesResponse = z.object({ messages: z.array(adminMessageSchema) });

const adminAuditEntrySchema = z.object({
  id: z.string(),
  adminUid: z.string(),
  action: z.enum(adminActions),
  target: z.string(),
  payload: z.string(),
  at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
/** GET /api/v1/admin/audit: the newest 200 entries. */
export const adminAuditResponse = z.object({ entries: z.array(adminAuditEntrySchema) });

const adminLedgerEntrySchema = z.object({ id: z.string(), delta: z.int(), kind: z.enum(ledgerKinds), ref: z.string(), createdAt: z.string() });
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;
/** GET /api/v1/admin/users/:uid/ledger: the user's newest 200 ledger entries. */
export const adminLedgerResponse = z.object({ entries: z.array(adminLedgerEntrySchema) });
