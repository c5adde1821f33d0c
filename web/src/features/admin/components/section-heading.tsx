import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface SectionHeadingProps {
  id: string;
  children: ReactNode;
  /** Reads the section again (new requests, orders and messages arrive while the page is open). */
  onRefresh?: () => void;
  refreshing?: boolean;
}

/** A console section's title, with a Refresh button when the section has one. */
export function SectionHeading({ id, children, onRefresh, refreshing = false }: SectionHeadingProps) {
  const { t } = useTranslation();
  return (
    <div className="admin-section__head">
      <h2 id={id}>{children}</h2>
      {onRefresh && (
        <button type="button" className="button" onClick={onRefresh} disabled={refreshing} aria-describedby={id}>
          {t('admin.refresh')}
        </button>
      )}
    </div>
  );
}
