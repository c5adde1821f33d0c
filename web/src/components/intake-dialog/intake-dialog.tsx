import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { handFile, type HandoffTarget } from '../../lib/intake/handed-file';
import { handoffPath } from '../../lib/intake/handoff-path';
import type { ReadyIntakeFile } from '../../lib/intake/intake-queue-reducer';
import { useIntake } from '../../lib/intake/use-intake';
import { useSecondsLeft } from '../../lib/intake/use-seconds-left';
import { useLocation, useNavigate } from '../../lib/router';
import { paths } from '../../lib/paths';
import { useShowModal } from '../../lib/use-show-modal';
import { ConfirmDialog } from '../confirm-dialog';
import { ErrorMessage } from '../error-message';
import { LoadingMessage } from '../loading-message';
import { IntakeFileItem } from './intake-file-item';
import { IntakeQr } from './intake-qr';
import './intake-dialog.css';

/** A file still to be opened here: arriving, being opened, or ready and not yet opened in a screen. */
const unopened = (file: { phase: string }) => file.phase === 'arriving' || file.phase === 'opening' || file.phase === 'ready';

/** 125 seconds as 2:05. */
const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface IntakeDialogProps {
  /** Whether the dialog is shown. Hidden, it stays mounted: it follows the intake and fetches what arrives. */
  shown: boolean;
  /** Hide the dialog: the intake stays open (this tab keeps its keys) and opening the dialog again shows it. */
  onClose: () => void;
  /** The number of files in the queue, each time it changes (the button counts the ones that came while hidden). */
  onFiles?: (count: number) => void;
  /** The operator closed the intake (Close and delete): its owner unmounts the dialog, so the next opening starts a new one. Hides it when not given. */
  onEnded?: () => void;
}

/**
 * "Get files from the customer's phone" (docs/decisions/0095-files-from-the-customers-phone.md): the QR code of the
 * intake's link (its key in the fragment), the short code to type at /send, the link on WhatsApp and the time left to
 * send; below, the files as they arrive, each opened in this browser and checked, then offered to the screens it
 * fits. "Open in …" hands the file over, hides the dialog and goes to that screen, which takes it as if picked there.
 * Hide (and Escape) keeps the intake; Close and delete ends it and deletes everything on the server. A native
 * `<dialog>` shown by useShowModal, as the studios' other dialogs.
 */
export default function IntakeDialog({ shown, onClose, onFiles, onEnded }: IntakeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queueId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  /** Where focus goes when the file it was on is taken off the list. */
  const queueHeadingRef = useRef<HTMLHeadingElement>(null);
  useShowModal(dialogRef, onClose, shown);
  // The focus starts on the title, not on the first control (the WhatsApp link), so a stray Enter sends nothing.
  useEffect(() => {
    if (shown) titleRef.current?.focus();
  }, [shown]);
  const { queue, link, code, start, startNew, close, retry, remove } = useIntake();
  const { intake, status, files } = queue;
  useEffect(() => onFiles?.(files.length), [files.length, onFiles]);
  const secondsLeft = useSecondsLeft(status === 'open' ? (intake?.expiresAt ?? null) : null);
  /** The phone can still send: the QR code, the code and the link are shown only then. */
  const sending = status === 'open' && secondsLeft !== 0;
  const location = useLocation();
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const [closeError, setCloseError] = useState<unknown>(null);
  /** A new link deletes this one's files on the server: asked first while some are still to be opened. */
  const [confirmingNew, setConfirmingNew] = useState(false);

  const openIn = (ready: ReadyIntakeFile, target: HandoffTarget) => {
    handFile(ready.file, target);
    onClose();
    const to = handoffPath(target, location);
    // The screen shown already takes it where it is (its own choices kept); another is gone to.
    if (to !== location.pathname + location.search) navigate(to, { replace: to.split('?')[0]!.toLowerCase() === location.pathname.toLowerCase() });
  };

  const closeAndDelete = async () => {
    setClosing(true);
    setCloseError(null);
    try {
      await close();
      (onEnded ?? onClose)();
    } catch (error) {
      setCloseError(error);
      setClosing(false);
    }
  };

  // The message goes through WhatsApp's servers (and this browser's history): it carries the typed code's link, never
  // the QR code's, whose fragment holds the key. The phone that opens it agrees a key with this browser (decision 0095).
  const codeLink = code ? `${window.location.origin}${paths.send}?code=${encodeURIComponent(code)}` : null;
  const whatsApp = codeLink ? `https://wa.me/?text=${encodeURIComponent(t('intake.whatsappText', { link: codeLink }))}` : null;

  return (
    <dialog ref={dialogRef} className="studio-dialog intake-dialog" aria-labelledby={titleId} data-testid="intake-dialog">
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {t('intake.title')}
      </h2>
      {status === 'starting' && <LoadingMessage label={t('intake.starting')} />}
      {status === 'failed' && <ErrorMessage error={queue.error} onRetry={start} />}
      {sending && intake && link && (
        <div className="intake-dialog__link">
          <IntakeQr uri={link} />
          <div className="intake-dialog__ways">
            <p>{t('intake.scan')}</p>
            <p>
              {t('intake.typeCode', { address: `${window.location.host}${paths.send}` })}{' '}
              <strong className="mono intake-dialog__code" data-testid="intake-code">
                {code}
              </strong>
            </p>
            {whatsApp && (
              <p>
                <a className="button intake-dialog__whatsapp" href={whatsApp} target="_blank" rel="noopener noreferrer">
                  {t('intake.whatsapp')}
                </a>
              </p>
            )}
            {secondsLeft !== null && (
              <p className="muted" data-testid="intake-time-left">
                {t('intake.timeLeft', { time: minutesAndSeconds(secondsLeft) })}
              </p>
            )}
            {intake.phoneSeen && files.length === 0 && (
              <p className="form-success" role="status">
                {t('intake.phoneSeen')}
              </p>
            )}
          </div>
        </div>
      )}
      {(status === 'closed' || (status === 'open' && !sending)) && (
        <div className="notice intake-dialog__closed" role="status">
          <p>{status === 'closed' ? t('intake.closed') : t('intake.expired')}</p>
          <button type="button" className="button" onClick={() => (files.some(unopened) ? setConfirmingNew(true) : startNew())}>
            {t('intake.startAgain')}
          </button>
        </div>
      )}

      {(status === 'open' || status === 'closed') && (
        <section className="intake-dialog__queue" aria-labelledby={queueId}>
          <h3 id={queueId} ref={queueHeadingRef} tabIndex={-1}>
            {t('intake.queue')}
          </h3>
          {files.length === 0 ? (
            <p className="muted">{t('intake.empty')}</p>
          ) : (
            <ol className="intake-queue">
              {files.map((file) => (
                <IntakeFileItem
                  key={file.entry.id}
                  file={file}
                  onOpen={(target) => file.ready && openIn(file.ready, target)}
                  onRetry={() => retry(file.entry.id)}
                  onRemove={() => remove(file.entry.id).then(() => queueHeadingRef.current?.focus())}
                />
              ))}
            </ol>
          )}
        </section>
      )}

      {closeError !== null && (
        <p className="error-box" role="alert">
          {closeError instanceof ApiError ? closeError.message : t('errors.INTERNAL')}
        </p>
      )}
      <p className="muted intake-dialog__hint">{t('intake.closeHint')}</p>
      <div className="intake-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('intake.hide')}
        </button>
        <button type="button" className="button" disabled={closing || status === 'starting'} aria-busy={closing} onClick={() => void closeAndDelete()}>
          {closing ? t('intake.closing') : t('intake.close')}
        </button>
      </div>
      {confirmingNew && (
        <ConfirmDialog
          title={t('intake.newLink.title')}
          message={t('intake.newLink.message')}
          confirmText={t('intake.startAgain')}
          cancelText={t('intake.newLink.keep')}
          onConfirm={() => {
            setConfirmingNew(false);
            startNew();
          }}
          onCancel={() => setConfirmingNew(false)}
          classes={{ dialog: 'studio-dialog intake-dialog', actions: 'intake-dialog__actions' }}
        />
      )}
    </dialog>
  );
}
