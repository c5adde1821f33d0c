import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Focus handling every modal dialog shares: while `open`, focus moves to the element marked
 * `data-autofocus` (else the dialog), Tab and Shift+Tab stay inside, Escape calls `onClose`
 * (unless `busy`), and focus returns where it was on close. Spread the returned handler on the dialog.
 */
export function useModalFocus(dialogRef: RefObject<HTMLElement | null>, options: { open: boolean; onClose: () => void; busy?: boolean }) {
  const { open, onClose, busy = false } = options;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog)?.focus();
    return () => previous?.focus();
  }, [open, dialogRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
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
    },
    [busy, onClose, dialogRef],
  );
}
