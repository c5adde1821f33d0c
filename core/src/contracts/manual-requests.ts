import { z } from 'zod/mini';

/** POST /api/v1/manual-requests: a UPI payment the admin will check and activate. */
export const manualRequestRequest = z.object({
  offerId: z.string().check(z.minLength(1), z.maxLength(40)),
  userId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

export const manualRequestResponse = z.object({
  reference: z.string(),
  /** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=<reference> */
  upiUri: z.string().check(z.startsWith('upi://')),
  amountPaise: z.int(),
  /** WhatsApp click-to-chat asking the shop to activate the plan. */
  whatsappUrl: z.string().check(z.startsWith('https://')),
  shopPhone: z.string(),
});
export type ManualRequestResponse = z.infer<typeof manualRequestResponse>;

export const manualRequestStatuses = ['pending', 'approved', 'rejected'] as const;

const adminManualRequestSchema = z.object({
  reference: z.string(),
  uid: z.string(),
  email: z.nullable(z.string()),
  offerId: z.string(),
  amountPaise: z.int(),
  status: z.enum(manualRequestStatuses),
  utr: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type AdminManualRequest = z.infer<typeof adminManualRequestSchema>;
export const adminManualRequestsResponse = z.object({ requests: z.array(adminManualRequestSchema) });
export const adminManualRequestsQuery = z.object({ status: z._default(z.enum([...manualRequestStatuses, 'all']), 'pending') });
/** POST /api/v1/admin/manual-requests/:reference/approve and /reject */
export const manualRequestParams = z.object({ reference: z.string().check(z.minLength(1), z.maxLength(40)) });
export const approveManualRequest = z.object({
  utr: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{6,30}$/, 'The UTR is the bank reference: 6 to 30 letters or digits.')),
});
export const rejectManualRequest = z.object({ reason: z.string().check(z.trim(), z.minLength(1, 'Please give a reason.'), z.maxLength(200)) });
