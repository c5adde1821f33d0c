import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContactRequest } from '@core/contracts/contact';
import type { Database } from '../../db/schema';

/** Stores a visitor's message for the admin; returns its id. */
export async function saveContactMessage(db: Kysely<Database>, input: ContactRequest & { uid: string | null }, now = Date.now()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('contact_messages')
    .values({ id, name: input.name, email: input.email, message: input.message, uid: input.uid, created_at: now, handled_at: null })
    .execute();
  return id;
}
