import { useEffect, useState, type RefObject } from 'react';

/** The counters climb to their targets in this many steps (the spec's constants), over this long. */
export const countUpSteps = 100;
const durationMs = 2000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Progress of the count-up, 0 to countUpSteps: it starts when `ref` is scrolled into view and
 * `ready` is true (the targets are known). Readers who ask for less motion, and browsers
 * without IntersectionObserver, get the final numbers at once.
 */
export function useCountUp(ref: RefObject<Element | null>, ready: boolean): number {
  const [instant] = useState(() => prefersReducedMotion() || typeof IntersectionObserver === 'undefined');
  const [step, setStep] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (instant || !ready || !element) return;
    let frame = 0;
    let startedAt: number | undefined;
    const tick = (now: number) => {
      startedAt ??= now;
      const next = Math.min(countUpSteps, Math.floor(((now - startedAt) / durationMs) * countUpSteps));
      setStep(next);
      if (next < countUpSteps) frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [instant, ready, ref]);

  return instant ? countUpSteps : step;
}
