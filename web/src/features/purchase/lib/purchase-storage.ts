import { safeReturnTo } from '../../../../../core/src/auth/safe-return-to';

/**
 * What the purchase pages keep in the browser (spec §3): the signed-in user's id under
 * localStorage 'userId' (written by the auth feature), 'savedpath' in session storage, and the
 * "Saved order details" for the success page. Storage can be blocked (private mode): nothing
 * here is needed for paying, so failures are ignored.
 */
const keys = {
  userId: 'userId',
  savedPath: 'savedpath',
  /** The Buy Coins query (userId, name, savedpath), so a failed payment can go back to it. */
  purchaseQuery: 'purchaseQuery',
  /** Spec §3 "Saved order details": {customer: {name, userId, mobile, email}, total}. */
  orderDetails: 'orderDetails',
} as const;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Not kept: the pages work without it.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function storedUserId(): string | null {
  const value = read(local, keys.userId);
  return value && value.trim() !== '' ? value : null;
}

/** The Buy Coins page's query parameters (spec §2). */
export interface PurchaseQuery {
  userId: string;
  name: string;
  savedpath: string;
}

export function readPurchaseQuery(search: URLSearchParams): PurchaseQuery {
  return {
    userId: (search.get('userId') ?? '').trim(),
    name: (search.get('name') ?? '').trim(),
    savedpath: search.get('savedpath') ?? '',
  };
}

/** Kept for this tab before leaving for the gateway's checkout (same window, so session storage survives). */
export function rememberPurchaseQuery(query: PurchaseQuery): void {
  if (query.savedpath !== '') write(session, keys.savedPath, query.savedpath);
  write(session, keys.purchaseQuery, JSON.stringify(query));
}

export function rememberedPurchaseQuery(): PurchaseQuery | null {
  const raw = read(session, keys.purchaseQuery);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PurchaseQuery> | null;
    if (!value || typeof value !== 'object') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return { userId: text(value.userId), name: text(value.name), savedpath: text(value.savedpath) };
  } catch {
    return null;
  }
}

/** /BuyCoins with the parameters known (empty ones left out). */
export function buyCoinsHref(query: Partial<PurchaseQuery> | null): string {
  const params = new URLSearchParams();
  for (const name of ['userId', 'name', 'savedpath'] as const) {
    const value = query?.[name];
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text === '' ? '/BuyCoins' : `/BuyCoins?${text}`;
}

/** A same-origin path to go back to after paying, or null when savedpath is not one of ours. */
export function safeSavedPath(savedpath: string | undefined): string | null {
  if (!savedpath) return null;
  const path = safeReturnTo(savedpath);
  return path === '/' ? null : path;
}

/** Spec §3 "Saved order details", for the success page. */
export interface SavedOrderDetails {
  customer: { name: string; userId: string; mobile: string; email: string };
  /** Rupees paid. */
  total: number;
}

export function saveOrderDetails(details: SavedOrderDetails): void {
  write(local, keys.orderDetails, JSON.stringify(details));
}
