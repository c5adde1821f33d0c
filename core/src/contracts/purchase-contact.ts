import { z } from 'zod/mini';

/**
 * The contact details a buyer asked us to remember for the next purchases (docs/decisions/0069-contact-details-remembered-with-consent.md):
 * only what the payment needs. The name and the phone number go to the gateway with each order; the email the
 * gateway gets is the account's own (kept for signing in), so it is not copied here; no address (nothing bills to one).
 * The same checks as the checkout's (core's createOrderRequest).
 */
export const purchaseContactInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.'), z.maxLength(100)),
  phone: z.string().check(z.trim(), z.regex(/^\d{10}$/, 'Please enter a valid 10-digit phone number')),
});
export type PurchaseContactInput = z.infer<typeof purchaseContactInput>;

/** The remembered details as the owner sees them, with when they were last saved (ISO time). */
const purchaseContact = z.object({ name: z.string(), phone: z.string(), updatedAt: z.string() });
export type PurchaseContact = z.infer<typeof purchaseContact>;

/** GET /api/v1/me/contact (and the answer of PUT): the signed-in user's remembered details, or null when none are kept. */
export const purchaseContactResponse = z.object({ contact: z.nullable(purchaseContact) });
export type PurchaseContactResponse = z.infer<typeof purchaseContactResponse>;
