/**
 * The one catalog of plan offers read by every page (docs/domain-rules.md §3). Seed values; the database is the source at run time.
 * Every offer is sold online (decision 0030: the spec sold the ₹1,000 plan only by UPI transfer).
 */
export const offerChannels = ['online', 'manual'] as const;
export type OfferChannel = (typeof offerChannels)[number];

export const offerKinds = ['pro', 'coins'] as const;
export type OfferKind = (typeof offerKinds)[number];

export const offerTitles = ['Pro Plan', 'Coin Based Plan'] as const;
type OfferTitle = (typeof offerTitles)[number];

/** The plan a user's status names (GET /api/v1/premium/:uid), when one is active. */
export const statusPlanNames = ['Pro Plan', 'Standard Plan'] as const;

export interface PlanOffer {
  id: string;
  title: OfferTitle;
  kind: OfferKind;
  /** Price in integer paise (₹1 = 100 paise). */
  pricePaise: number;
  /** Days of Pro Plan given; null for coin offers. */
  days: number | null;
  /** Coins given; null for Pro offers. */
  coins: number | null;
  channels: OfferChannel[];
  sortOrder: number;
}

const pro = (id: string, rupees: number, days: number, channels: OfferChannel[], sortOrder: number): PlanOffer => ({
  id,
  title: 'Pro Plan',
  kind: 'pro',
  pricePaise: rupees * 100,
  days,
  coins: null,
  channels,
  sortOrder,
});

const coins = (id: string, rupees: number, count: number, channels: OfferChannel[], sortOrder: number): PlanOffer => ({
  id,
  title: 'Coin Based Plan',
  kind: 'coins',
  pricePaise: rupees * 100,
  days: null,
  coins: count,
  channels,
  sortOrder,
});

// Marked pure so bundlers leave the seed out of the web's landing page, which only needs the lists above.
export const seedPlanOffers: readonly PlanOffer[] = [
  /* @__PURE__ */ pro('pro-7d', 105, 7, ['online'], 1),
  /* @__PURE__ */ pro('pro-30d', 210, 30, ['online', 'manual'], 2),
  /* @__PURE__ */ pro('pro-90d', 545, 90, ['online', 'manual'], 3),
  /* @__PURE__ */ pro('pro-180d', 960, 180, ['online', 'manual'], 4),
  /* @__PURE__ */ pro('pro-360d', 1670, 360, ['online', 'manual'], 5),
  /* @__PURE__ */ coins('coins-200', 200, 200, ['online', 'manual'], 6),
  /* @__PURE__ */ coins('coins-1100', 1000, 1100, ['online', 'manual'], 7),
];
