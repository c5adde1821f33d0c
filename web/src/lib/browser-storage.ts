/**
 * Browser storage that may be blocked (private mode, a sandboxed frame): reading gives null and
 * writing is skipped, so nothing that uses it depends on it. `storage` is a getter because merely
 * touching window.localStorage can throw.
 */
export function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Not kept: callers work without it.
  }
}

export const localStore = () => window.localStorage;
export const sessionStore = () => window.sessionStorage;

/** localStorage 'userId' (as in the spec): the signed-in user's id, written by the auth feature, kept for the mobile app's web views (the purchase pages no longer read it: docs/decisions/0068-buying-in-place.md). */
export const storedUserIdKey = 'userId';
