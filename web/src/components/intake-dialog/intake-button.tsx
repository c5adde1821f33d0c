import { useTranslation } from '../../lib/i18n';
import { useIntakeDock } from './intake-dock';

/**
 * "Get files from the customer's phone" (docs/decisions/0095-files-from-the-customers-phone.md): the button on Home
 * and every print screen. It shows the app's one intake dialog (IntakeDock), and counts the files that came while the
 * dialog was hidden, on this screen or another.
 */
export function IntakeButton() {
  const { t } = useTranslation();
  const { fresh, show } = useIntakeDock();
  return (
    <button type="button" className="button" aria-haspopup="dialog" onClick={show} data-testid="intake-button">
      {t('intake.button')}
      {fresh > 0 && (
        <>
          {' '}
          <span className="badge" data-testid="intake-new-files">
            {t('intake.newFiles', { count: fresh, value: fresh })}
          </span>
        </>
      )}
    </button>
  );
}
