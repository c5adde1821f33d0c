import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api-client';

/**
 * The cache of the few reads the landing path makes (site facts, plans, services, who is signed
 * in): TanStack Query's behaviour for them, without its code on the landing page (its budget,
 * decision 0049). Pages loaded later use TanStack Query for everything else. The same rules as
 * lib/query-client.ts: data fresh for a minute unless said otherwise, one more try after a failure
 * that is not a 4xx (a second later), no read on returning to the tab, a read when the connection
 * comes back, none while the browser is offline; a read is started when a component that needs it
 * mounts and the answer is missing or stale, and shared by every component that asks meanwhile;
 * an answer nobody shows is forgotten after 5 minutes.
 */

export type LandingQueryKey = readonly unknown[];

export interface LandingQueryOptions<T> {
  queryKey: LandingQueryKey;
  queryFn: () => Promise<T>;
  /** How long an answer counts as fresh, ms (60 s by default). */
  staleTime?: number;
  /** false: a failure is final at once. */
  retry?: false;
  /** The answer known before any read (kept fresh for staleTime): used when the entry is created. */
  initialData?: T;
}

interface ResultBase {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<void>;
}

/** As TanStack Query's: narrowed by status (or isPending/isError/isSuccess). A failed read again keeps the last answer in `data`. */
export type LandingQueryResult<T> = ResultBase &
  (
    | { status: 'pending'; data: undefined; isPending: true; isError: false; isSuccess: false }
    | { status: 'error'; data: T | undefined; isPending: false; isError: true; isSuccess: false }
    | { status: 'success'; data: T; isPending: false; isError: false; isSuccess: true }
  );

/** What an entry holds, unnarrowed. */
interface HeldResult extends ResultBase {
  status: 'pending' | 'error' | 'success';
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}

const defaultStaleTime = 60_000;
const retryDelayMs = 1_000;
const forgetAfterMs = 5 * 60_000;

interface Entry {
  key: LandingQueryKey;
  result: HeldResult;
  /**
   * The result when the entry was made (nothing, or initialData): what the prerendered HTML shows, so
   * what hydration must render. An answer that arrives before a part of the page is hydrated (a
   * Suspense boundary hydrates after the shell's effects ran) is rendered right after it.
   */
  first: HeldResult;
  /** When the answer arrived (0: never). */
  updatedAt: number;
  invalidated: boolean;
  options: LandingQueryOptions<unknown>;
  reading?: Promise<void>;
  observers: number;
  listeners: Set<() => void>;
  /** For useSyncExternalStore: one function per entry, so React does not subscribe again on every render. */
  subscribe: (listener: () => void) => () => void;
  forgetTimer?: ReturnType<typeof setTimeout>;
}

const entries = new Map<string, Entry>();

const hashOf = (key: LandingQueryKey) => JSON.stringify(key);

function setResult(entry: Entry, changes: Partial<HeldResult>): void {
  const next = { ...entry.result, ...changes };
  next.isPending = next.status === 'pending';
  next.isError = next.status === 'error';
  next.isSuccess = next.status === 'success';
  entry.result = next;
  for (const listener of entry.listeners) listener();
}

function entryFor<T>(options: LandingQueryOptions<T>): Entry {
  const hash = hashOf(options.queryKey);
  let entry = entries.get(hash);
  if (!entry) {
    const known = options.initialData !== undefined;
    const first: HeldResult = {
      status: known ? 'success' : 'pending',
      data: options.initialData,
      error: null,
      isPending: !known,
      isError: false,
      isSuccess: known,
      isFetching: false,
      refetch: () => read(created),
    };
    const created: Entry = {
      key: options.queryKey,
      updatedAt: known ? Date.now() : 0,
      invalidated: false,
      options: options as LandingQueryOptions<unknown>,
      observers: 0,
      listeners: new Set(),
      subscribe: (listener) => {
        created.listeners.add(listener);
        return () => created.listeners.delete(listener);
      },
      first,
      result: first,
    };
    entries.set(hash, (entry = created));
  }
  entry.options = options as LandingQueryOptions<unknown>;
  return entry;
}

function isStale(entry: Entry): boolean {
  if (entry.invalidated || entry.result.data === undefined) return true;
  return Date.now() - entry.updatedAt >= (entry.options.staleTime ?? defaultStaleTime);
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function untilOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** A 4xx answer will not change on a retry; anything else (network, 5xx) gets one more try. */
function mayRetry(entry: Entry, failures: number, error: unknown): boolean {
  if (entry.options.retry === false) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

/** An answer equal to the one held keeps the held object, so effects that depend on it do not run again. */
function sameAnswer(held: unknown, fresh: unknown): boolean {
  try {
    return held !== undefined && JSON.stringify(held) === JSON.stringify(fresh);
  } catch {
    return false;
  }
}

/** Reads the answer (or joins the read under way). */
function read(entry: Entry): Promise<void> {
  entry.reading ??= (async () => {
    setResult(entry, { isFetching: true });
    let failures = 0;
    for (;;) {
      await untilOnline();
      try {
        const data = await entry.options.queryFn();
        entry.updatedAt = Date.now();
        entry.invalidated = false;
        entry.reading = undefined;
        setResult(entry, { status: 'success', data: sameAnswer(entry.result.data, data) ? entry.result.data : data, error: null, isFetching: false });
        return;
      } catch (error) {
        failures += 1;
        if (!mayRetry(entry, failures, error)) {
          entry.reading = undefined;
          setResult(entry, { status: 'error', error, isFetching: false });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  })();
  return entry.reading;
}

function observe(entry: Entry): () => void {
  // Forgotten between the render and this effect: held again.
  if (!entries.has(hashOf(entry.key))) entries.set(hashOf(entry.key), entry);
  entry.observers += 1;
  clearTimeout(entry.forgetTimer);
  if (isStale(entry)) void read(entry);
  return () => {
    entry.observers -= 1;
    if (entry.observers > 0) return;
    entry.forgetTimer = setTimeout(() => {
      if (entry.observers === 0 && entries.get(hashOf(entry.key)) === entry) entries.delete(hashOf(entry.key));
    }, forgetAfterMs);
  };
}

if (typeof window !== 'undefined') {
  // The connection came back: what is on screen and stale is read again.
  window.addEventListener('online', () => {
    for (const entry of entries.values()) if (entry.observers > 0 && isStale(entry)) void read(entry);
  });
}

/**
 * The answer for `options.queryKey`, read when the component mounts if missing or stale. Its
 * first render (also when a prerendered page is hydrated) shows what is held: nothing, or initialData.
 */
export function useLandingQuery<T>(options: LandingQueryOptions<T>): LandingQueryResult<T> {
  const entry = entryFor(options);
  const result = useSyncExternalStore(
    entry.subscribe,
    () => entry.result,
    () => entry.first,
  );
  useEffect(() => observe(entry), [entry]);
  return result as LandingQueryResult<T>; // held consistent by setResult
}

/**
 * Starts reading the answer for `options.queryKey` now, before any component shows it (main.tsx asks
 * who is signed in while the page's code is still arriving); components that mount meanwhile join
 * the read. Nothing is read when the answer held is fresh. Resolves when the answer (or failure) is here.
 */
export function prefetchLandingQuery<T>(options: LandingQueryOptions<T>): Promise<void> {
  const entry = entryFor(options);
  return isStale(entry) ? read(entry) : Promise.resolve();
}

const matches = (entry: Entry, key: LandingQueryKey | undefined) =>
  key === undefined || key.every((part, index) => hashOf([part]) === hashOf([entry.key[index]]));

/**
 * Marks the answers under `key` (every answer without one) stale: those on screen are read again
 * (resolves when they are here), the others when next shown.
 */
export function invalidateLandingQueries(key?: LandingQueryKey): Promise<void> {
  const readings: Promise<void>[] = [];
  for (const entry of entries.values()) {
    if (!matches(entry, key)) continue;
    entry.invalidated = true;
    if (entry.observers === 0) continue;
    // A read under way may have started before the change: read once more after it.
    readings.push(entry.reading ? entry.reading.then(() => read(entry)) : read(entry));
  }
  return Promise.all(readings).then(() => undefined);
}

/** The answer held for `key`, if any. */
export function getLandingQueryData<T>(key: LandingQueryKey): T | undefined {
  return entries.get(hashOf(key))?.result.data as T | undefined;
}

/** Replaces the answer held for `key` (e.g. nobody signed in after a sign-out), fresh from now. */
export function setLandingQueryData<T>(key: LandingQueryKey, data: T): void {
  const entry = entries.get(hashOf(key)) ?? entryFor<T>({ queryKey: key, queryFn: () => Promise.resolve(data) });
  entry.updatedAt = Date.now();
  entry.invalidated = false;
  setResult(entry, { status: 'success', data, error: null });
}

/** Forgets every answer (tests). */
export function clearLandingQueries(): void {
  for (const entry of entries.values()) clearTimeout(entry.forgetTimer);
  entries.clear();
}
