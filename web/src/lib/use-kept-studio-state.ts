import { useEffect, useRef, useState } from 'react';
import { indexedDbStore } from './indexed-db-store';
import type { KeptStore } from './kept-store';

/** A studio's state as kept in this browser, with whose it is. */
export interface KeptStudioState<T> {
  uid: string;
  state: T;
}

/**
 * Keeps a studio's current state (its crops' bytes and the choices made) in this browser for the
 * signed-in user `uid` (null: nobody yet, nothing is read or kept), so a reload or Back then Forward
 * brings it back (decision 0040; the exam screen's too, decision 0066): on mount the kept state of
 * `uid` is handed to `restore`, and from then on every new `current` is kept (null: nothing to keep,
 * the kept one is dropped). A `restore` that returns a promise (it reads the kept pictures back first)
 * is waited for: nothing is kept until it is done. `current` must keep its identity while nothing in
 * it changes (useMemo). Logout clears it (clearKeptInBrowser). Returns whether the kept state has been read.
 */
export function useKeptStudioState<T>(
  name: string,
  uid: string | null,
  current: T | null,
  restore: (state: T) => void | Promise<void>,
  store: KeptStore<KeptStudioState<T>> = indexedDbStore<KeptStudioState<T>>('studio'),
): boolean {
  const [read, setRead] = useState(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  }, [restore]);
  const storeRef = useRef(store);

  useEffect(() => {
    if (uid === null || read) return;
    let live = true;
    // `read` is set once the kept state is restored (in the same callback, or after it when `restore` is
    // asynchronous), so the first state kept afterwards is the restored one, never the empty studio's.
    const done = () => {
      if (live) setRead(true);
    };
    storeRef.current.get(name).then((kept) => {
      if (!live) return;
      const restored = kept && kept.uid === uid ? restoreRef.current(kept.state) : undefined;
      if (restored) restored.then(done, done);
      else done();
    }, done);
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
