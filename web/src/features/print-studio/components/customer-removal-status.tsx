import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { CustomerRemoval } from '../hooks/use-customer-sheet';
import { removalDoneText } from '../lib/customer-removal-text';

interface CustomerRemovalStatusProps {
  removal: CustomerRemoval;
  onUndo: () => void;
}

/**
 * What was just removed from the customer sheet, and Undo (decision 0061). Shown on the list after a
 * removal and on the single sheet after "Back to one customer"; the focus comes here, since the button
 * that asked is gone.
 */
export function CustomerRemovalStatus({ removal, onUndo }: CustomerRemovalStatusProps) {
  const { t, lng } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [removal]);
  return (
    <div ref={ref} className="notice customer-removal" role="status" tabIndex={-1} data-testid="customer-removal">
      <p className="customer-removal__text">{removalDoneText(t, lng, removal)}</p>
      <button type="button" className="button" onClick={onUndo}>
        {t('studio.customers.undo')}
      </button>
    </div>
  );
}
