import { useEffect, useRef } from 'react';
import { useModalFocus } from '../../../components/use-modal-focus';
import { useLocation } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { storedLastPath, storeLastPath } from '../../../lib/session/stored-user';
import '../account.css';

interface LowCoinDialogProps {
  open: boolean;
  onClose: () => void;
  /** Coins the action costs, when known. */
  needed: number | null;
  /** Coins the user holds, when known. */
  held: number | null;
}

/**
 * The low-coin dialog (the spec's screens, states and error catalogue): "Insufficient Coins", how many coins the action needs and
 * how many are held, Cancel, and Buy Coins, which goes to /BuyCoins in this tab with the path to come back to
 * (savedpath) and nothing that names the buyer (docs/decisions/0068-buying-in-place.md: the spec opened a new tab
 * with userId and name). The screen's work is kept in the browser and comes back with it. Opening the dialog saves
 * the current path as lastPath. A modal dialog: focus moves in, stays in, and returns on close; Escape closes it.
 */
export function LowCoinDialog({ open, onClose, needed, held }: LowCoinDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const currentPath = `${location.pathname}${location.search}${location.hash}`;

  const onKeyDown = useModalFocus(dialogRef, { open, onClose });

  useEffect(() => {
    if (open) storeLastPath(currentPath);
  }, [open, currentPath]);

  if (!open) return null;

  const buyCoins = () => {
    // A full page load: Buy Coins's own security policy lets the gateway's checkout script in.
    window.location.assign(`/BuyCoins?${new URLSearchParams({ savedpath: storedLastPath() ?? currentPath }).toString()}`);
  };

  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="low-coin-title"
        aria-describedby="low-coin-text"
        onKeyDown={onKeyDown}
      >
        <h2 id="low-coin-title">{t('lowCoins.title')}</h2>
        <div id="low-coin-text">
          <p>{t('lowCoins.text')}</p>
          {needed !== null && held !== null && <p data-testid="low-coin-need">{t('lowCoins.need', { count: needed, held })}</p>}
        </div>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {t('lowCoins.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={buyCoins}>
            {t('lowCoins.buyCoins')}
          </button>
        </div>
      </div>
    </div>
  );
}
