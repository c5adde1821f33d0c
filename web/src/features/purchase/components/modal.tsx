import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from '../../../components/use-modal-focus';

interface ModalProps {
  title: string;
  /** Escape and Cancel; ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  /** A wider dialog (the checkout, with the terms). */
  wide?: boolean;
}

/**
 * A modal dialog: role=dialog, aria-modal, labelled by its title; focus moves to the first field
 * (or the title), stays inside on Tab, and goes back where it was on close; Escape closes it.
 */
export function Modal({ title, onClose, busy = false, children, wide = false }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const onKeyDown = useModalFocus(dialogRef, { open: true, onClose, busy });

  useEffect(() => {
    document.body.classList.add('purchase-modal-open');
    return () => document.body.classList.remove('purchase-modal-open');
  }, []);

  return (
    <div className="purchase-backdrop">
      <div
        ref={dialogRef}
        className={wide ? 'purchase-modal purchase-modal--wide' : 'purchase-modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="purchase-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
