import type { Kysely } from 'kysely';
import { offerChannels, type OfferChannel, type PlanOffer } from '@core/catalog/plan-offers';
import type { Database } from '../../db/schema';

const isChannel = (value: string): value is OfferChannel => (offerChannels as readonly string[]).includes(value);

/** The active plan offers, in display order; `channel` keeps only those sold that way. */
export async function listPlanOffers(db: Kysely<Database>, channel?: OfferChannel): Promise<PlanOffer[]> {
  const rows = await db.selectFrom('plan_offers').selectAll().where('active', '=', 1).orderBy('sort_order').execute();
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      pricePaise: row.price_paise,
      days: row.days,
      coins: row.coins,
      channels: row.channels.split(',').filter(isChannel),
      sortOrder: row.sort_order,
    }))
    .filter((offer) => channel === undefined || offer.channels.includes(channel));
}
