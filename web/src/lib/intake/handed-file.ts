/**
 * A file handed from the intake dialog to a screen, "as if it had been picked there"
 * (docs/decisions/0095-files-from-the-customers-phone.md): the dialog hands it over and navigates, and the screen takes
 * it once, when it is ready for it, and runs it through its own picker's code. Held in this module (this tab's memory)
 * only: never stored, never sent. One at a time: a file handed over later replaces one never taken.
 */

/** The screens (and sides) a file from the phone can be opened in. */
export type HandoffTarget = 'passport' | 'single-side' | 'both-side-front' | 'both-side-back' | 'exam-files' | 'card-pdf';

let handed: { file: File; target: HandoffTarget } | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Hands `file` to the screen of `target` (it takes it with takeHandedFile). */
export function handFile(file: File, target: HandoffTarget): void {
  handed = { file, target };
  changed();
}

/** The file handed to `target`, once: null when none is (or it is for another screen). */
export function takeHandedFile(target: HandoffTarget): File | null {
  if (handed?.target !== target) return null;
  const { file } = handed;
  handed = null;
  changed();
  return file;
}

/** The screen a file waits for, or null. */
export function handedFileTarget(): HandoffTarget | null {
  return handed?.target ?? null;
}

/** Told whenever a file is handed over or taken. */
export function subscribeHandedFile(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
