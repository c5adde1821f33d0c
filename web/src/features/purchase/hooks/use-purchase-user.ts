import { useEffect, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useMe } from '../../../lib/session/get-me';
import { buyerParameters, readPurchaseQuery, type PurchaseQuery } from '../lib/purchase-storage';

export type PurchaseUser =
  | { status: 'loading'; query: PurchaseQuery }
  /** The signed-in user, as the server told it (/api/v1/me): the page names them by name and email. */
  | { status: 'known'; query: PurchaseQuery; userId: string; name: string; email: string };

/**
 * Who is buying: the signed-in user (the purchase pages are for signed-in users; the route asks a visitor to
 * sign in first). The spec's userId and name in the query are not read, and are dropped from the address bar
 * (docs/decisions/0068-buying-in-place.md): the server takes the buyer from the session alone.
 */
export function usePurchaseUser(): PurchaseUser {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readPurchaseQuery(search), [search]);
  const namesBuyer = buyerParameters.some((name) => search.has(name));
  useEffect(() => {
    if (!namesBuyer) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of buyerParameters) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [namesBuyer, setSearch]);
  const me = useMe();
  const user = me.data ?? null;
  if (!user) return { status: 'loading', query };
  return { status: 'known', query, userId: user.uid, name: user.name ?? '', email: user.email };
}
