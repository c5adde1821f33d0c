/** The checkout dialog's billing form (the spec's entities): name, contact, address. */
export interface BillingForm {
  name: string;
  contact: string;
  address: string;
}

interface Billing {
  name: string;
  phone: string;
  address: string;
}

export type BillingCheck =
  | { ok: true; billing: Billing }
  /** Name or contact missing: the alert 'Please enter your contact number and address'. */
  | { ok: false; problem: 'missing' }
  /** Contact not exactly 10 digits: the text under the field and the alert 'Invalid phone number. …'. */
  | { ok: false; problem: 'phone' };

/**
 * The spec's validation rules: inputs trimmed; name and contact required; the contact exactly 10 digits; the address
 * is not checked. The server checks the same (core's createOrderRequest).
 */
export function validateBilling(form: BillingForm): BillingCheck {
  const name = form.name.trim();
  const phone = form.contact.trim();
  const address = form.address.trim();
  if (name === '' || phone === '') return { ok: false, problem: 'missing' };
  if (!/^\d{10}$/.test(phone)) return { ok: false, problem: 'phone' };
  return { ok: true, billing: { name, phone, address } };
}
