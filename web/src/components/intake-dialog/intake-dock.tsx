import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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

interface IntakeDockValue {
  /** Files that came while the dialog was hidden (0 while it is shown). */
  fresh: number;
  /** Shows the dialog: the intake it follows, or a new one when none is open. */
  show: () => void;
}

const IntakeDockContext = createContext<IntakeDockValue | null>(null);

/**
 * Where the intake's dialog lives (docs/decisions/0095-files-from-the-customers-phone.md): once the app, not the screen
 * that opened it. Once opened, the dialog stays mounted while hidden and while the operator goes from screen to screen,
 * so it goes on following the intake and fetching what arrives; every "Get files from the customer's phone" button
 * shows it and counts the files that came since it was hidden.
 */
export function IntakeDock({ children }: { children: ReactNode }) {
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
  const show = useCallback(() => {
    setOpened(true);
    setShown(true);
  }, []);
  const fresh = shown ? 0 : Math.max(0, files - seen);
  const value = useMemo(() => ({ fresh, show }), [fresh, show]);
  return (
    <IntakeDockContext.Provider value={value}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <IntakeDialog shown={shown} onClose={hide} onFiles={countFiles} onEnded={end} />
        </Suspense>
      )}
    </IntakeDockContext.Provider>
  );
}

/** The app's intake dock; throws outside an IntakeDock (every screen is inside the app's). */
export function useIntakeDock(): IntakeDockValue {
  const dock = useContext(IntakeDockContext);
  if (!dock) throw new Error('useIntakeDock needs an IntakeDock above it');
  return dock;
}
