import { memoryStore, type KeptStore } from './kept-store';

const DATABASE = 'photo-print-kept';
/** 2 added `exam-jobs` (decision 0070). */
const VERSION = 2;
/** The object stores: printed crops (History's Reprint), each studio's current photo and layout, and paid exam files' crops (Download again). */
const keptStoreNames = ['crops', 'studio', 'exam-jobs'] as const;
export type KeptStoreName = (typeof keptStoreNames)[number];

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      for (const name of keptStoreNames) if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading, or the browser deleting site data: open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB did not open'));
    };
  });
  return opening;
}

function run<R>(name: KeptStoreName, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> {
  return openDatabase().then(
    (db) =>
      new Promise<R>((resolve, reject) => {
        const transaction = db.transaction(name, mode);
        const request = work(transaction.objectStore(name));
        // Resolved when the transaction commits, so a write is on disk before the caller goes on (logout, a reload).
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

const fallbacks = new Map<KeptStoreName, KeptStore<unknown>>();

/** The browser's IndexedDB store `name` (a Map for this page only where there is no IndexedDB). */
export function indexedDbStore<T>(name: KeptStoreName): KeptStore<T> {
  if (typeof indexedDB === 'undefined') {
    if (!fallbacks.has(name)) fallbacks.set(name, memoryStore<unknown>());
    return fallbacks.get(name) as KeptStore<T>;
  }
  return {
    get: (key) => run(name, 'readonly', (store) => store.get(key) as IDBRequest<T | undefined>),
    list: () => run(name, 'readonly', (store) => store.getAll() as IDBRequest<T[]>),
    put: (key, value) => run(name, 'readwrite', (store) => store.put(value, key)).then(() => undefined),
    remove: (key) => run(name, 'readwrite', (store) => store.delete(key)).then(() => undefined),
    clear: () => run(name, 'readwrite', (store) => store.clear()).then(() => undefined),
  };
}

/**
 * Everything this browser keeps for the signed-in user (crops, studios' photos): gone at logout and by
 * Forget now; `besides`: a store the caller clears itself.
 */
export async function clearKeptInBrowser(besides?: KeptStoreName): Promise<void> {
  await Promise.all(keptStoreNames.filter((name) => name !== besides).map((name) => indexedDbStore(name).clear()));
}
