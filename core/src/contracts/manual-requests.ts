import { z } from 'zod';

/** POST /api/v1/manual-requests: a UPI payment the admin will check and activate. */
export const manualRequestRequest = z.object({
  offerId: z.string().min(1).max(40),
  userId: z.string().min(1).max(64).optional(),
});

export const manualRequestResponse = z.object({
  reference: z.string(),
  /** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=<reference> */
  upiUri: z.string(),
  amountPaise: z.number().int(),
  /** WhatsApp click-to-chat asking the shop to activate the plan. */
  whatsappUrl: z.string(),
  shopPhone: z.string(),
});
export type ManualRequestResponse = z.infer<typeof manualRequestResponse>;

export const manualRequestStatuses = ['pending', 'approved', 'rejected'] as const;

export const adminManualRequestSchema = z.object({
  reference: z.string(),
  uid: z.string(),
  email: z.string().nullable(),
  offerId: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(manualRequestStatuses),
  utr: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminManualRequest = z.infer<typeof adminManualRequestSchema>;
export const adminManualRequestsResponse = z.object({ requests: z.array(adminManualRequestSchema) });
export const adminManualRequestsQuery = z.object({ status: z.enum([...manualRequestStatuses, 'all']).default('pending') });
/** POST /api/v1/admin/manual-requests/:reference/approve and /reject */
export const manualRequestParams = z.object({ reference: z.string().min(1).max(40) });
export const approveManualRequest = z.object({ utr: z.string().trim().regex(/^[A-Za-z0-9]{6,30}$/, 'The UTR is the bank reference: 6 to 30 letters or digits.') });
export const rejectManualRequest = z.object({ reason: z.string().trim().min(1, 'Please give a reason.').max(200) });
