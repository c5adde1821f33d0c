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
 * and every print screen, and the dialog it opens. Once opened, the dialog stays mounted while hidden, so it goes on
 * following the intake and fetching what arrives; the button then counts the files that came since it was hidden.
 * Each screen has its own button: on another screen the count starts again when the dialog is next opened.
 */
export function IntakeButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState(false);
  const [files, setFiles] = useState(0);
  /** The files in the queue when the dialog was last hidden. */
  const [seen, setSeen] = useState(0);
  const countFiles = useCallback((count: number) => {
    setFiles(count);
    // Fewer files: a new intake in the same dialog (after the last expired). What it holds was not seen yet.
    setSeen((before) => Math.min(before, count));
  }, []);
  const hide = useCallback(() => {
    setShown(false);
    setSeen(files);
  }, [files]);
  /** Close and delete: the dialog goes, so the next opening starts a new intake. */
  const end = useCallback(() => {
    setShown(false);
    setOpened(false);
    setFiles(0);
    setSeen(0);
  }, []);
  const fresh = shown ? 0 : Math.max(0, files - seen);
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setShown(true);
        }}
        data-testid="intake-button"
      >
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
      {opened && (
        <Suspense fallback={null}>
          <IntakeDialog shown={shown} onClose={hide} onFiles={countFiles} onEnded={end} />
        </Suspense>
      )}
    </>
  );
}
