import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface AdminSectionProps {
  /** The section's id (the console's in-page links point at it); its title is `${id}-title`. */
  id: string;
  title: string;
  /** The section's list: a Refresh button reads it again (new requests, orders and messages arrive while the page is open). */
  refresh?: { refetch: () => unknown; isFetching: boolean };
  children: ReactNode;
}

/** One console section: its title, with a Refresh button when the section has one, then its content. */
export function AdminSection({ id, title, refresh, children }: AdminSectionProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="admin-section">
      <div className="admin-section__head">
        <h2 id={titleId}>{title}</h2>
        {refresh && (
          <button type="button" className="button" onClick={() => void refresh.refetch()} disabled={refresh.isFetching} aria-describedby={titleId}>
            {t('admin.refresh')}
          </button>
        )}
      </div>
      {children}
    </section>
  );
}
