import { useCallback, useState } from 'react';
import type { PrinterProfile } from '@core/contracts/printer-profiles';
import { chosenAmong, readChosenPrinterProfileId, writeChosenPrinterProfile } from './chosen-printer-profile';

/**
 * The print bar's printer profile: the one chosen last in this browser while it is still among the
 * user's `profiles`, else none (no correction); a new choice is remembered in localStorage. The stored
 * choice is read once, when the bar mounts, not on every render.
 */
export function useChosenPrinterProfile(profiles: readonly PrinterProfile[]) {
  const [picked, setPicked] = useState(readChosenPrinterProfileId);
  const chosenId = chosenAmong(picked, profiles);
  const choose = useCallback((id: string | null) => {
    writeChosenPrinterProfile(id);
    setPicked(id);
  }, []);
  return { chosenId, chosen: profiles.find((profile) => profile.id === chosenId) ?? null, choose };
}
