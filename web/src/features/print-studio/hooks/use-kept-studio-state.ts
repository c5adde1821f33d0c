import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../auth/hooks/use-session';
import { indexedDbStore } from '../../history/lib/indexed-db-store';
import type { KeptStore } from '../../history/lib/kept-store';

/** A studio's state as kept in this browser, with whose it is. */
export interface KeptStudioState<T> {
  uid: string;
  state: T;
}

/**
 * Keeps a studio's current state (its crop's bytes and the layout chosen) in this browser, so a
 * reload or Back then Forward brings it back: on mount the kept state of the signed-in user is handed
 * to `restore`, and from then on every new `current` is kept (null: nothing to keep, the kept one is
 * dropped). `current` must keep its identity while nothing in it changes (useMemo). Logout clears it
 * (clearKeptInBrowser). Returns whether the kept state has been read.
 */
export function useKeptStudioState<T>(
  name: string,
  current: T | null,
  restore: (state: T) => void,
  store: KeptStore<KeptStudioState<T>> = indexedDbStore<KeptStudioState<T>>('studio'),
): boolean {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const [read, setRead] = useState(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  }, [restore]);
  const storeRef = useRef(store);

  useEffect(() => {
    if (uid === null || read) return;
    let live = true;
    // The kept state and `read` are set in one callback, so they render together: the first state
    // kept afterwards is the restored one, never the empty studio's.
    storeRef.current.get(name).then(
      (kept) => {
        if (!live) return;
        if (kept && kept.uid === uid) restoreRef.current(kept.state);
        setRead(true);
      },
      () => {
        if (live) setRead(true);
      },
    );
    return () => {
      live = false;
    };
  }, [name, uid, read]);

  useEffect(() => {
    if (!read || uid === null) return;
    const write = current === null ? storeRef.current.remove(name) : storeRef.current.put(name, { uid, state: current });
    write.catch(() => undefined);
  }, [name, uid, read, current]);

  return read;
}
