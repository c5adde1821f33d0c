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

/** localStorage 'userId' (as in the spec): the signed-in user's id, written by the auth feature, read by the purchase pages. */
export const storedUserIdKey = 'userId';

/** The user id an earlier sign-in stored in this browser, or null when there is none (or only blanks). */
export function storedUserId(): string | null {
  const value = readStored(localStore, storedUserIdKey);
  return value && value.trim() !== '' ? value : null;
}
