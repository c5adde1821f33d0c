import { useCallback, useState } from 'react';

export interface BalanceCheck {
  /** The balance or plan as last read pays for the action. */
  enough: boolean;
  /** When it was last read from the server (ms since the epoch; TanStack Query's dataUpdatedAt). */
  readAt: number;
}

export interface LowCoinDialogState {
  open: boolean;
  /** The dialog closed itself because a purchase (in another tab) now pays for the action. */
  coinsArrived: boolean;
  show: () => void;
  close: () => void;
}

/**
 * The low-coin dialog's state on a print screen. It stays open until closed, or until a balance
 * read after it opened pays for the action: the operator bought coins or a plan in the Buy Coins
 * tab and came back (useBalanceRefresh reads it again). Only a read after opening counts: when the
 * server refused a print the page believed paid for (402), the balance on screen still says
 * "enough" until it is read again, and the dialog must not close on it.
 */
export function useLowCoinDialog({ enough, readAt }: BalanceCheck): LowCoinDialogState {
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [coinsArrived, setCoinsArrived] = useState(false);

  const show = useCallback(() => {
    setOpenedAt(Date.now());
    setCoinsArrived(false);
  }, []);
  const close = useCallback(() => setOpenedAt(null), []);

  // Adjusted while rendering (React's pattern for state that follows props), not in an effect:
  // the dialog never shows for a frame after the coins arrived.
  if (openedAt !== null && enough && readAt > openedAt) {
    setOpenedAt(null);
    setCoinsArrived(true);
  }

  return { open: openedAt !== null, coinsArrived, show, close };
}
