import { localStore, readStored, storedUserIdKey, writeStored } from '../browser-storage';

/**
 * The local storage keys of the spec (its screens and states), kept for compatibility only (the Buy Coins page
 * and the mobile app's web views read them): the server is the source of truth, and every value
 * here is rewritten from its answers. Sign-out clears them all.
 */
const storedUserKeys = {
  userName: 'userName',
  userId: storedUserIdKey,
  lastPath: 'lastPath',
  /** The premium status's isActive, as 'true' or 'false'. */
  premium: 'isPremium',
} as const;

// Storage blocked (private mode): nothing depends on these copies.
const write = (key: string, value: string) => writeStored(localStore, key, value);
const read = (key: string) => readStored(localStore, key);

/** After the server said who is signed in. */
export function storeUser(user: { uid: string; name: string | null; email: string }): void {
  write(storedUserKeys.userId, user.uid);
  write(storedUserKeys.userName, user.name ?? user.email);
}

export function storePremium(isActive: boolean): void {
  write(storedUserKeys.premium, String(isActive));
}

export function storeLastPath(path: string): void {
  write(storedUserKeys.lastPath, path);
}

export function storedLastPath(): string | null {
  return read(storedUserKeys.lastPath);
}

/** On sign-out (and when the server says nobody is signed in): forget every copy. */
export function clearStoredUser(): void {
  for (const key of Object.values(storedUserKeys)) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored.
    }
  }
}
