import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Shows the `<dialog>` in `ref` as a modal while the component is mounted and `shown` (closed when it
 * unmounts or `shown` turns false), and turns Escape (the dialog's `cancel`) into `onClose`: the
 * dialog stays open until its owner stops rendering it or hides it.
 */
export function useShowModal(ref: RefObject<HTMLDialogElement | null>, onClose: () => void, shown = true) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    if (!shown) return;
    dialog.addEventListener('cancel', cancel);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
    };
  }, [ref, shown]);
}
