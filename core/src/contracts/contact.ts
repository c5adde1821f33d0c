import { z } from 'zod';

/** POST /api/v1/contact: a visitor's message, stored for the admin. */
export const contactRequest = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(100, 'Name is too long (100 characters at most).'),
  email: z.string().trim().max(254, 'Email is too long.').pipe(z.email('Please enter a valid email address.')),
  message: z.string().trim().min(1, 'Please enter a message.').max(5000, 'Message is too long (5,000 characters at most).'),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = z.object({ id: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
