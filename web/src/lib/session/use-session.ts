import { useMe, type Me } from './get-me';

export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: Me };

/** Who is signed in, read from GET /api/v1/me. */
export function useSession(): Session {
  const me = useMe();
  if (me.isPending) return { status: 'loading' };
  return me.data ? { status: 'signed-in', user: me.data } : { status: 'signed-out' };
}
