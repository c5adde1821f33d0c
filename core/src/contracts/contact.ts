import { z } from 'zod/mini';

/** POST /api/v1/contact: a visitor's message, stored for the admin. */
export const contactRequest = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.'), z.maxLength(100, 'Name is too long (100 characters at most).')),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, 'Email is too long.')), z.email('Please enter a valid email address.')),
  message: z.string().check(z.trim(), z.minLength(1, 'Please enter a message.'), z.maxLength(5000, 'Message is too long (5,000 characters at most).')),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = z.object({ id: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
