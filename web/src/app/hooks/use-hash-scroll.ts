import { useEffect } from 'react';
import { useLocation } from 'react-router';

const giveUpAfterMs = 5000;
const userScrollEvents = ['wheel', 'touchstart', 'keydown'] as const;

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * <ScrollRestoration/> scrolls to the hash target when it is already on the page. Targets that
 * appear later (content loaded after the route, e.g. /#service-details) are waited for here,
 * until they appear, the user scrolls, or a few seconds pass.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeHash(hash);
    if (document.getElementById(id)) return;

    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView();
      stop();
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
  }, [hash, key]);
}
