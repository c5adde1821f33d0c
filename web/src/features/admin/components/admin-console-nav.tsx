import { useTranslation } from '../../../lib/i18n';

const sections = [
  { id: 'admin-requests', key: 'requests' },
  { id: 'admin-orders', key: 'orders' },
  { id: 'admin-users', key: 'users' },
  { id: 'admin-messages', key: 'messages' },
  { id: 'admin-presets', key: 'presets' },
  { id: 'admin-preset-notes', key: 'presetNotes' },
  { id: 'admin-audit', key: 'audit' },
] as const;

interface AdminConsoleNavProps {
  /** Manual requests waiting for a decision; shown on Requests when known and above zero. */
  pendingCount?: number;
}

/**
 * The console's in-page navigation: one link per section, kept in view under the site header
 * while the page scrolls (on a phone it scrolls sideways when it does not fit).
 */
export function AdminConsoleNav({ pendingCount }: AdminConsoleNavProps) {
  const { t } = useTranslation();
  return (
    <nav className="admin-nav" aria-label={t('admin.sectionsLabel')}>
      <ul>
        {sections.map(({ id, key }) => (
          <li key={id}>
            <a href={`#${id}`}>
              {t(`admin.sections.${key}`)}
              {key === 'requests' && pendingCount !== undefined && pendingCount > 0 && (
                <span className="admin-nav__count" data-testid="admin-pending-count">
                  <span aria-hidden="true">{pendingCount}</span>
                  <span className="visually-hidden">{t('admin.pendingCount', { count: pendingCount })}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
