import type { Kysely } from 'kysely';
import type { PurchaseContactInput } from '@core/contracts/purchase-contact';
import type { Database, PurchaseContactsTable } from '../../db/schema';

/**
 * The contact details a buyer asked us to remember (docs/decisions/0069-contact-details-remembered-with-consent.md):
 * always the given user's own row (the routes pass the session's uid, never one from the request).
 */
export function readPurchaseContact(db: Kysely<Database>, uid: string): Promise<PurchaseContactsTable | undefined> {
  return db.selectFrom('purchase_contacts').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** Keeps `contact` for `uid`, replacing what was kept. */
export async function savePurchaseContact(db: Kysely<Database>, uid: string, contact: PurchaseContactInput, now = Date.now()): Promise<PurchaseContactsTable> {
  const row = { uid, name: contact.name, phone: contact.phone, updated_at: now };
  await db
    .insertInto('purchase_contacts')
    .values(row)
    .onConflict((conflict) => conflict.column('uid').doUpdateSet({ name: row.name, phone: row.phone, updated_at: row.updated_at }))
    .execute();
  return row;
}

/** Forgets what was kept for `uid` (nothing kept: nothing to do). */
export async function deletePurchaseContact(db: Kysely<Database>, uid: string): Promise<void> {
  await db.deleteFrom('purchase_contacts').where('uid', '=', uid).execute();
}

/**
 * What the checkout's "Remember for next purchases" means for the details given at Pay: ticked, they are kept
 * (replacing the ones before); unticked, whatever was kept is forgotten; not said (an older client, the mobile
 * app), nothing changes.
 */
export async function applyRememberChoice(db: Kysely<Database>, uid: string, remember: boolean | undefined, contact: PurchaseContactInput): Promise<void> {
  if (remember === true) await savePurchaseContact(db, uid, contact);
  else if (remember === false) await deletePurchaseContact(db, uid);
}
