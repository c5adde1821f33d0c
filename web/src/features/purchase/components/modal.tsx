import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

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

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first?.focus();
    document.body.classList.add('purchase-modal-open');
    return () => {
      document.body.classList.remove('purchase-modal-open');
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
