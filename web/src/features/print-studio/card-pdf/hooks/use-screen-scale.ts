import { useEffect, useState, type RefObject } from 'react';

/**
 * Page pixels per screen pixel of the element in `ref` showing `shownWidth` page pixels, once it
 * is laid out (0 until then, or where ResizeObserver is missing), followed as the element resizes.
 */
export function useScreenScale(ref: RefObject<Element | null>, shownWidth: number): number {
  const [screenScale, setScreenScale] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const shown = element.getBoundingClientRect().width;
      if (shown > 0) setScreenScale(shownWidth / shown);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shownWidth]);
  return screenScale;
}
