/**
 * Where the browser keeps things by key (decision 0040: printed crops, a studio's current photo and
 * layout): IndexedDB in the app (`indexed-db-store.ts`), a Map in unit tests (happy-dom has no
 * IndexedDB). Values are structured-cloneable (Blobs included), stored as given.
 */
export interface KeptStore<T> {
  get(key: string): Promise<T | undefined>;
  list(): Promise<T[]>;
  put(key: string, value: T): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

/** A KeptStore in memory: for tests, and where the browser offers no IndexedDB (nothing is then kept past the page). */
export function memoryStore<T>(): KeptStore<T> {
  const values = new Map<string, T>();
  return {
    get: async (key) => values.get(key),
    list: async () => [...values.values()],
    put: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
    clear: async () => values.clear(),
  };
}
