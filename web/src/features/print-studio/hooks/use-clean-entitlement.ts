import { useCallback, useState } from 'react';
import type { PrintResult, StudioEntitlement } from '../components/print-actions';

export interface CleanEntitlement {
  /** A clean print of these pictures was made (and paid for) here: reprints are free today. */
  paid: boolean;
  /** A clean print costs nothing (the plan covers it, or these pictures were paid for). */
  cleanIsFree: boolean;
  /** A clean print may be asked for: it is free, or the coins pay for it. */
  entitledClean: boolean;
  /** The preview shows the watermark: a clean print would not be free. */
  watermarked: boolean;
  /** For PrintActions' `onPrinted`: remembers a clean print of these pictures, then tells the page. */
  printed: (result: PrintResult) => void;
}

/**
 * What a studio's print of `pictures` costs, remembering "already paid for this picture": once a
 * clean print of the same pictures was made, another is free (the server's same-day reprint).
 * `pictures` identifies what prints (the crops' ids), or is null while something is missing.
 */
export function useCleanEntitlement(
  pictures: string | null,
  { canPrintClean, planCovers, onPrinted }: Pick<StudioEntitlement, 'canPrintClean' | 'planCovers' | 'onPrinted'>,
): CleanEntitlement {
  const [paidFor, setPaidFor] = useState<string | null>(null);

  const paid = pictures !== null && paidFor === pictures;
  const cleanIsFree = planCovers || paid;

  const printed = useCallback(
    (result: PrintResult) => {
      if (result.mode === 'clean' && pictures !== null) setPaidFor(pictures);
      onPrinted(result);
    },
    [pictures, onPrinted],
  );

  return { paid, cleanIsFree, entitledClean: cleanIsFree || canPrintClean, watermarked: !cleanIsFree, printed };
}
