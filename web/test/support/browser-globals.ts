import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/** The few browser globals the web's lib code reads, for the tests that run in node (tests of hooks run under happy-dom instead). */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** A fresh window with empty storage and `cookie` as document.cookie. */
export function stubBrowser(cookie = ''): { localStorage: Storage; sessionStorage: Storage } {
  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.window = { localStorage, sessionStorage, location: { origin: 'https://shop.example' } };
  scope.localStorage = localStorage;
  scope.sessionStorage = sessionStorage;
  scope.document = { cookie, documentElement: { lang: 'en' } };
  return { localStorage, sessionStorage };
}

/** For the `describe` it is called in: before each test a fresh window (stubBrowser(cookie)) and a fresh `fetch` mock, both undone after it. */
export function stubFetchPerTest(cookie: string): Mock {
  const fetchMock = vi.fn();
  beforeEach(() => {
    stubBrowser(cookie);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
