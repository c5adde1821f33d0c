import { useTranslation } from '../../../lib/i18n';

/** "Show more (N left)" under a long list; nothing when everything is shown. */
export function ShowMoreButton({ remaining, onClick }: { remaining: number; onClick: () => void }) {
  const { t } = useTranslation();
  if (remaining <= 0) return null;
  return (
    <button type="button" className="button admin-more" onClick={onClick}>
      {t('admin.showMore', { count: remaining })}
    </button>
  );
}
