import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every plan the pricing pages list can be bought online (decision 0030): an offer sold only by
 * UPI transfer (the ₹1,000 → 1,100 coins plan of the first seed) is sold online as well. Prices
 * are not touched (core's seed and the admin own them). Also an index for finding a user's open
 * UPI request of an offer, which choosing that offer again reuses.
 */
export const everyOfferOnlineMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update plan_offers set channels = 'online,manual' where channels = 'manual'`.execute(db);
    await db.schema.createIndex('manual_requests_uid_offer_status').ifNotExists().on('manual_requests').columns(['uid', 'offer_id', 'status']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('manual_requests_uid_offer_status').execute();
    // The channels stay: which offers were manual-only before is not recorded.
  },
};
