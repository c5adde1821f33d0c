import type { Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema';

/** The newest 100 messages sent through the contact form. */
export async function listContactMessages(db: Kysely<Database>): Promise<Selectable<ContactMessagesTable>[]> {
  return db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').limit(100).execute();
}
