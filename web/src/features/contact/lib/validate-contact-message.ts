import type { ContactRequest } from '@core/contracts/contact';

export type ContactField = keyof ContactRequest;

/** Why a field is not accepted; each has a plain message in the locales (contactForm.errors.*). */
export type ContactFieldError = 'nameRequired' | 'nameTooLong' | 'emailRequired' | 'emailInvalid' | 'emailTooLong' | 'messageRequired' | 'messageTooLong';

/**
 * The limits of core's contactRequest (core/src/contracts/contact.ts), checked in the browser
 * without zod so that the form can say in the reader's language what to fix. The server checks
 * again with the contract itself; e2e/public-site.test.ts holds the two to the same answers.
 */
const contactLimits = { name: 100, email: 254, message: 5000 } as const;

/** zod's z.email() pattern (zod/v4/core/regexes.js `email`, the one the server applies), without its redundant escapes. */
const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type ContactValidation = { ok: true; request: ContactRequest } | { ok: false; errors: Partial<Record<ContactField, ContactFieldError>> };

/** Trims the fields as the server does, then checks them; the request is what to send. */
export function validateContactMessage(input: ContactRequest): ContactValidation {
  const request: ContactRequest = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};

  if (request.name === '') errors.name = 'nameRequired';
  else if (request.name.length > contactLimits.name) errors.name = 'nameTooLong';

  if (request.email === '') errors.email = 'emailRequired';
  else if (request.email.length > contactLimits.email) errors.email = 'emailTooLong';
  else if (!emailPattern.test(request.email)) errors.email = 'emailInvalid';

  if (request.message === '') errors.message = 'messageRequired';
  else if (request.message.length > contactLimits.message) errors.message = 'messageTooLong';

  return Object.keys(errors).length === 0 ? { ok: true, request } : { ok: false, errors };
}
