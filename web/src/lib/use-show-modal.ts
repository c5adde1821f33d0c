import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Shows the `<dialog>` in `ref` as a modal while the component is mounted (closed when it
 * unmounts), and turns Escape (the dialog's `cancel`) into `onClose`: the dialog stays open until
 * its owner stops rendering it.
 */
export function useShowModal(ref: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('cancel', cancel);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
    };
  }, [ref]);
}
