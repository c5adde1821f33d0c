import { useMemo } from 'react';
import { useSearchParams } from '../../../app/router';
import { useMe } from '../../auth/api/get-me';
import { storedUserId } from '../../../lib/browser-storage';
import { readPurchaseQuery, type PurchaseQuery } from '../lib/purchase-storage';

export type PurchaseUser =
  | { status: 'loading'; query: PurchaseQuery }
  | { status: 'missing'; query: PurchaseQuery }
  /** `email`: the signed-in user's, when they are the one buying; else empty. */
  | { status: 'known'; query: PurchaseQuery; userId: string; name: string; email: string; signedIn: boolean };

/**
 * Who is buying (as in the spec): the query's userId (the mobile app opens these pages without a
 * session), else the signed-in user, else the userId stored by an earlier sign-in.
 */
export function usePurchaseUser(): PurchaseUser {
  const [search] = useSearchParams();
  const query = useMemo(() => readPurchaseQuery(search), [search]);
  const me = useMe();
  const user = me.data ?? null;
  if (query.userId !== '') {
    const self = user?.uid === query.userId ? user : null;
    return { status: 'known', query, userId: query.userId, name: query.name || (self?.name ?? ''), email: self?.email ?? '', signedIn: user !== null };
  }
  if (me.isPending) return { status: 'loading', query };
  if (user) return { status: 'known', query, userId: user.uid, name: query.name || (user.name ?? ''), email: user.email, signedIn: true };
  const stored = storedUserId();
  if (stored) return { status: 'known', query, userId: stored, name: query.name, email: '', signedIn: false };
  return { status: 'missing', query };
}
