import { useLayoutEffect } from 'react';
import { useLocation } from '../../lib/router';

const storageKey = 'scrollPositions';
const keepEntries = 50;
/** Content may arrive after the route (lazy pages, API answers): wait this long for it at most. */
const giveUpAfterMs = 5000;
const userScrollEvents = ['wheel', 'touchstart', 'keydown'] as const;

/** Scroll position of each history entry, kept across reloads for this tab. */
const positions = readPositions();

/**
 * An entry's key in `positions`. The first entry of a document has the key "default" (nothing in
 * history.state yet), so the path is part of it; and a document opened afresh (typed address,
 * link from elsewhere) starts at the top rather than where an earlier visit left it.
 */
function entryKey(key: string, pathname: string, search: string): string {
  return `${key}|${pathname}${search}`;
}

const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
if (navigation?.type === 'navigate') positions.delete(entryKey('default', window.location.pathname, window.location.search));

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]');
    if (Array.isArray(saved)) {
      return new Map(saved.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number'));
    }
  } catch {
    // Unreadable or blocked storage: start afresh.
  }
  return new Map();
}

function savePositions(): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-keepEntries)));
  } catch {
    // Not kept across a reload; back and forward within the page still restore.
  }
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Runs `attempt` now and again whenever the page changes, until it reports success, the user
 * scrolls, or a few seconds pass. Returns a function that stops waiting.
 */
function retryUntilDone(attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(stop, giveUpAfterMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userScrollEvents) window.removeEventListener(type, stop);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of userScrollEvents) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * After each navigation (as in the spec): scroll to the hash target if there is one, otherwise to the
 * position saved for this history entry (back, forward, reload), otherwise to the top.
 */
export function useScrollRestoration(): void {
  const { key: locationKey, pathname, search, hash } = useLocation();
  const key = entryKey(locationKey, pathname, search);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where this entry was scrolled to. Removed in the same commit as the navigation,
  // before the next page's layout can move the scroll position.
  useLayoutEffect(() => {
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', savePositions);
      savePositions();
    };
  }, [key]);

  useLayoutEffect(() => {
    if (hash.length > 1) {
      const id = decodeHash(hash);
      return retryUntilDone(() => {
        const target = document.getElementById(id);
        target?.scrollIntoView();
        return target !== null;
      });
    }
    const saved = positions.get(key);
    if (saved === undefined || saved === 0) {
      window.scrollTo(0, 0);
      return undefined;
    }
    return retryUntilDone(() => {
      window.scrollTo(0, saved);
      return Math.abs(window.scrollY - saved) < 2;
    });
  }, [key, hash]);
}
