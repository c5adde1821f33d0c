import { useEffect, useId, useRef } from 'react';
import { useShowModal } from '../lib/use-show-modal';

interface ConfirmDialogProps {
  /** The question, which names the dialog. */
  title: string;
  /** What follows if confirmed, which describes the dialog. */
  message: string;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  /** Cancel, Escape: nothing changes. */
  onCancel: () => void;
  testId?: string;
  /** The screen's own dialog classes (each screen styles its dialogs): the dialog's, and its row of buttons'. */
  classes: { dialog: string; actions: string };
}

/**
 * A modal question before something is removed (decision 0061; the exam screen's Start over, decision 0066),
 * built as the studios' other dialogs (a native `<dialog>` shown by useShowModal): named by its question,
 * described by what follows, Escape cancels, and the focus starts on Cancel, so a stray Enter removes nothing.
 */
export function ConfirmDialog({ title, message, confirmText, cancelText, onConfirm, onCancel, testId, classes }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useShowModal(dialogRef, onCancel);
  useEffect(() => cancelRef.current?.focus(), []);

  return (
    <dialog ref={dialogRef} className={classes.dialog} aria-labelledby={titleId} aria-describedby={messageId} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      <div className={classes.actions}>
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {cancelText}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmText}
        </button>
      </div>
    </dialog>
  );
}
