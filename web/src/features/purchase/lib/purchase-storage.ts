import { safeReturnTo } from '@core/auth/safe-return-to';
import { localStore, readStored, sessionStore, writeStored } from '../../../lib/browser-storage';
import { isRecord } from '../../../lib/response-guards';

/**
 * What the purchase pages keep in the browser (the spec's entities): 'savedpath' in session storage and the
 * "Saved order details" for the success page. Storage can be blocked (private mode): nothing here is needed
 * for paying, so failures are ignored. No URL carries who buys (docs/decisions/0068-buying-in-place.md): the
 * server knows the buyer from the session.
 */
const keys = {
  /** The spec's session key: the way back after paying, so Payment Status, back in this tab from the gateway, knows it. */
  savedPath: 'savedpath',
  /** The spec's "Saved order details": {customer: {name, userId, mobile, email}, total}. */
  orderDetails: 'orderDetails',
  /** What the buyer gave when pressing Pay, by order id (see rememberOrder). */
  orders: 'purchaseOrders',
} as const;

function readJson(storage: () => Storage, key: string): unknown {
  const raw = readStored(storage, key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The Buy Coins page's query: only where to go back to after paying. The spec's userId and name are not read
 * (docs/decisions/0068-buying-in-place.md).
 */
export interface PurchaseQuery {
  savedpath: string;
}

export function readPurchaseQuery(search: URLSearchParams): PurchaseQuery {
  return { savedpath: search.get('savedpath') ?? '' };
}

/** The spec's parameters that named the buyer in the URL: dropped from the address bar wherever they still come in. */
export const buyerParameters = ['userId', 'name'] as const;

/**
 * Kept for this tab before leaving for the gateway's checkout (same tab, so session storage survives); a purchase
 * without a way back clears an earlier one.
 */
export function rememberPurchaseQuery(query: PurchaseQuery): void {
  writeStored(sessionStore, keys.savedPath, query.savedpath);
}

export function rememberedPurchaseQuery(): PurchaseQuery | null {
  const savedpath = readStored(sessionStore, keys.savedPath);
  return savedpath === null ? null : { savedpath };
}

/** A purchase page, with the way back when there is one: both take the same query. */
function purchaseHref(path: '/BuyCoins' | '/CustomePG', savedpath: string | null | undefined): string {
  return savedpath ? `${path}?${new URLSearchParams({ savedpath }).toString()}` : path;
}

/** /BuyCoins, with the path to go back to after paying when there is one. */
export const buyCoinsHref = (savedpath?: string | null): string => purchaseHref('/BuyCoins', savedpath);

/** /CustomePG (plans paid by UPI transfer), with the path to go back to when there is one. */
export const customePgHref = (savedpath?: string | null): string => purchaseHref('/CustomePG', savedpath);

/** A same-origin path to go back to after paying, or null when savedpath is not one of ours. */
export function safeSavedPath(savedpath: string | undefined): string | null {
  if (!savedpath) return null;
  const path = safeReturnTo(savedpath);
  return path === '/' ? null : path;
}

/** The spec's "Saved order details", for the success page. */
export interface SavedOrderDetails {
  customer: { name: string; userId: string; mobile: string; email: string };
  /** Rupees paid. */
  total: number;
}

function readSavedOrderDetails(): SavedOrderDetails | null {
  const value = readJson(localStore, keys.orderDetails);
  if (!isRecord(value) || !isRecord(value.customer)) return null;
  const customer = value.customer;
  return {
    customer: { name: asText(customer.name), userId: asText(customer.userId), mobile: asText(customer.mobile), email: asText(customer.email) },
    total: typeof value.total === 'number' ? value.total : 0,
  };
}

/**
 * Keeps the success page's details. A value the page does not know (empty) never replaces one
 * saved before, unless the details are another user's (another user id).
 */
export function saveOrderDetails(details: SavedOrderDetails): void {
  const saved = readSavedOrderDetails();
  const sameBuyer = saved !== null && (details.customer.userId === '' || details.customer.userId === saved.customer.userId);
  const keep = (field: keyof SavedOrderDetails['customer']) =>
    details.customer[field] !== '' || !sameBuyer ? details.customer[field] : (saved?.customer[field] ?? '');
  const merged: SavedOrderDetails = {
    customer: { name: keep('name'), userId: keep('userId'), mobile: keep('mobile'), email: keep('email') },
    total: details.total,
  };
  writeStored(localStore, keys.orderDetails, JSON.stringify(merged));
}

/**
 * What the buyer gave when pressing Pay. The server tells someone holding only the order id (the
 * mobile app's buyer has no session) just the name, amount and status, so the success page shows
 * the rest from here, in the browser that paid.
 */
export interface RememberedOrder {
  name: string;
  userId: string;
  mobile: string;
  /** Empty when not known (not signed in). */
  email: string;
  /** What was bought. */
  offer: { kind: 'pro' | 'coins'; days: number | null; coins: number | null };
  /** When the gateway stops taking payments for it (ISO time): the page stops waiting after it. */
  expiresAt: string;
}

/** At most this many orders are remembered (the newest). */
const REMEMBERED_ORDERS = 10;

function rememberedOrders(): Array<[string, RememberedOrder]> {
  const value = readJson(localStore, keys.orders);
  if (!Array.isArray(value)) return [];
  const orders: Array<[string, RememberedOrder]> = [];
  for (const entry of value) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !isRecord(entry[1])) continue;
    const o = entry[1];
    const offer = isRecord(o.offer) ? o.offer : {};
    const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
    orders.push([
      entry[0],
      {
        name: asText(o.name),
        userId: asText(o.userId),
        mobile: asText(o.mobile),
        email: asText(o.email),
        offer: { kind: offer.kind === 'pro' ? 'pro' : 'coins', days: count(offer.days), coins: count(offer.coins) },
        expiresAt: asText(o.expiresAt),
      },
    ]);
  }
  return orders;
}

/** Kept when Pay is pressed, under the order's id. Empty values never replace ones kept before. */
export function rememberOrder(orderId: string, order: RememberedOrder): void {
  const others = rememberedOrders().filter(([id]) => id !== orderId);
  const before = rememberedOrder(orderId);
  const kept: RememberedOrder = before
    ? {
        ...order,
        name: order.name || before.name,
        userId: order.userId || before.userId,
        mobile: order.mobile || before.mobile,
        email: order.email || before.email,
        expiresAt: order.expiresAt || before.expiresAt,
      }
    : order;
  writeStored(localStore, keys.orders, JSON.stringify([[orderId, kept], ...others].slice(0, REMEMBERED_ORDERS)));
}

export function rememberedOrder(orderId: string): RememberedOrder | null {
  return rememberedOrders().find(([id]) => id === orderId)?.[1] ?? null;
}
