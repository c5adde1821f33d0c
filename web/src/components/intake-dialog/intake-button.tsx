import { lazy, Suspense, useCallback, useState } from 'react';
import { loadPageTexts, useTranslation } from '../../lib/i18n';

function DialogUnavailable() {
  const { t } = useTranslation();
  return (
    <p className="error-box" role="alert">
      {t('common.pageError')}
    </p>
  );
}

/**
 * The dialog, its QR code drawing, its WebCrypto work and its texts (in the pages' part, not the landing's) fetched when
 * first opened: the screens that show the button stay light.
 */
const IntakeDialog = lazy(() =>
  Promise.all([import('./intake-dialog'), loadPageTexts()])
    .then(([dialog]) => dialog)
    .catch(() => ({ default: DialogUnavailable })),
);

/**
 * "Get files from the customer's phone" (docs/decisions/0095-files-from-the-customers-phone.md): the button on Home
 * and every print screen, and the dialog it opens.
 */
export function IntakeButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hide = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="intake-button">
        {t('intake.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <IntakeDialog onClose={hide} />
        </Suspense>
      )}
    </>
  );
}
