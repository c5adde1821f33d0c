import { useSession } from '../../../lib/session/use-session';
import { useKeptStudioState as useKeptStateOf, type KeptStudioState } from '../../../lib/use-kept-studio-state';
import type { KeptStore } from '../../../lib/kept-store';

/**
 * The print studios' kept state (decision 0040) for whoever is signed in: the shared hook
 * (`lib/use-kept-studio-state.ts`) with the session's user.
 */
export function useKeptStudioState<T>(name: string, current: T | null, restore: (state: T) => void, store?: KeptStore<KeptStudioState<T>>): boolean {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  return useKeptStateOf(name, uid, current, restore, store);
}
