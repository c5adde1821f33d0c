import { useCallback, useState } from 'react';
import type { PrinterProfile } from '@core/contracts/printer-profiles';
import { readChosenPrinterProfile, writeChosenPrinterProfile } from '../lib/chosen-printer-profile';

/**
 * The print bar's printer profile: the one chosen last in this browser while it is still among the
 * user's `profiles`, else none (no correction); a new choice is remembered in localStorage.
 */
export function useChosenPrinterProfile(profiles: readonly PrinterProfile[]) {
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const stored = picked === undefined ? readChosenPrinterProfile(profiles) : picked;
  const chosenId = stored && profiles.some((profile) => profile.id === stored) ? stored : null;
  const choose = useCallback((id: string | null) => {
    writeChosenPrinterProfile(id);
    setPicked(id);
  }, []);
  return { chosenId, chosen: profiles.find((profile) => profile.id === chosenId) ?? null, choose };
}
