import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { handedFileTarget, subscribeHandedFile, takeHandedFile, type HandoffTarget } from './handed-file';

const none = () => null;

/**
 * A screen's side of the handoff (docs/decisions/0095-files-from-the-customers-phone.md): a file handed to one of
 * `targets` is taken once `ready` (the screen's kept work read back, its choices loaded) and given to `onFile`, the
 * function its own file picker calls; on mount, and whenever the dialog hands one over while the screen is shown.
 * Taken a tick later, and not if the screen went meanwhile: React's strict mode mounts twice, and a file taken by
 * the first mount would be dropped with it.
 */
export function useHandedFile(targets: readonly HandoffTarget[], onFile: (file: File, target: HandoffTarget) => void, ready = true): void {
  const waiting = useSyncExternalStore(subscribeHandedFile, handedFileTarget, none);
  const give = useEffectEvent(onFile);
  const wanted = waiting !== null && ready && targets.includes(waiting) ? waiting : null;
  useEffect(() => {
    if (wanted === null) return;
    const timer = setTimeout(() => {
      const file = takeHandedFile(wanted);
      if (file) give(file, wanted);
    }, 0);
    return () => clearTimeout(timer);
  }, [wanted]);
}
