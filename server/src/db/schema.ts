import type { Generated } from 'kysely';

/**
 * Tables as Kysely sees them. Times are integer milliseconds since the epoch (UTC),
 * flags are integers 0/1, so one set of migrations and queries serves SQLite and PostgreSQL.
 */
export interface ServicesTable {
  id: string;
  name: string;
  coins: number;
  covered_by: 'any-plan' | 'pro-plan';
  sort_order: number;
  updated_at: number;
}

export interface PlanOffersTable {
  id: string;
  title: 'Pro Plan' | 'Coin Based Plan';
  kind: 'pro' | 'coins';
  price_paise: number;
  days: number | null;
  coins: number | null;
  /** Comma-separated channels: online, manual. */
  channels: string;
  active: Generated<number>;
  sort_order: number;
  updated_at: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  uid: string | null;
  created_at: number;
  handled_at: number | null;
}

export interface Database {
  services: ServicesTable;
  plan_offers: PlanOffersTable;
  contact_messages: ContactMessagesTable;
}
