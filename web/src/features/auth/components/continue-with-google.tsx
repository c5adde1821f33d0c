import { useTranslation } from '../../../lib/i18n';

interface ContinueWithGoogleProps {
  onClick: () => void;
  busy?: boolean;
}

/** The sign-in button; the page decides how the sign-in goes (popup, else full page). */
export function ContinueWithGoogle({ onClick, busy = false }: ContinueWithGoogleProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button--primary" onClick={onClick} aria-busy={busy}>
      {t('login.continueWithGoogle')}
    </button>
  );
}
