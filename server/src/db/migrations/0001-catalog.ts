import { sql, type Kysely, type Migration } from 'kysely';
import { seedServices } from '@core/catalog/services';
import { seedPlanOffers } from '@core/catalog/plan-offers';

/** Catalog tables (services and plan offers) seeded with core's values (docs/domain-rules.md §2, §3). The admin may change prices later. */
export const catalogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('services')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('coins', 'integer', (c) => c.notNull().check(sql`coins >= 0`))
      .addColumn('covered_by', 'text', (c) => c.notNull().check(sql`covered_by in ('any-plan', 'pro-plan')`))
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('plan_offers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pro', 'coins')`))
      .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise > 0`))
      .addColumn('days', 'integer')
      .addColumn('coins', 'integer')
      .addColumn('channels', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('plan_offers_gives_one_thing', sql`(kind = 'pro' and days > 0 and coins is null) or (kind = 'coins' and coins > 0 and days is null)`)
      .execute();

    const now = Date.now();
    const typed = db as Kysely<Record<string, Record<string, unknown>>>;
    await typed
      .insertInto('services')
      .values(seedServices.map((s) => ({ id: s.id, name: s.name, coins: s.coins, covered_by: s.coveredBy, sort_order: s.sortOrder, updated_at: now })))
      .execute();
    await typed
      .insertInto('plan_offers')
      .values(
        seedPlanOffers.map((o) => ({
          id: o.id,
          title: o.title,
          kind: o.kind,
          price_paise: o.pricePaise,
          days: o.days,
          coins: o.coins,
          channels: o.channels.join(','),
          sort_order: o.sortOrder,
          updated_at: now,
        })),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('plan_offers').execute();
    await db.schema.dropTable('services').execute();
  },
};
