import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../auth/hooks/use-session';
import { storedLastPath, storedUserName, storeLastPath } from '../../auth/lib/stored-user';
import '../account.css';

interface LowCoinDialogProps {
  open: boolean;
  onClose: () => void;
}

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The low-coin dialog (spec §2, §4, §8): "Insufficient Coins", Cancel, and Buy Coins, which
 * opens /BuyCoins in a new tab with userId, name, savedpath and a timestamp. Opening it saves the
 * current path as lastPath. A modal dialog: focus moves in, stays in, and returns on close;
 * Escape closes it.
 */
export function LowCoinDialog({ open, onClose }: LowCoinDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const dialogRef = useRef<HTMLDivElement>(null);
  const currentPath = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!open) return;
    storeLastPath(currentPath);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => previous?.focus();
  }, [open, currentPath]);

  if (!open) return null;

  const buyCoins = () => {
    const user = session.status === 'signed-in' ? session.user : null;
    const query = new URLSearchParams({
      userId: user?.uid ?? '',
      name: storedUserName() ?? user?.name ?? '',
      savedpath: storedLastPath() ?? currentPath,
      t: String(Date.now()),
    });
    window.open(`/BuyCoins?${query.toString()}`, '_blank', 'noopener');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
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
        <p id="low-coin-text">{t('lowCoins.text')}</p>
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
