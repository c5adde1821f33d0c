/**
 * Desktop printing: the PDF the server holds for us (same origin, framable by our pages only) is
 * loaded into a hidden frame, and the browser's print dialog opens on it, so the operator goes
 * straight from Print to the printer's settings. Resolves `printed` once the dialog was asked
 * for, `failed` when the frame did not get a PDF (the print was no longer held, the browser has
 * no PDF viewer, or it refused to print a frame): the caller then offers the file instead.
 */
export type FramePrintOutcome = 'printed' | 'failed';

const FRAME_ID = 'print-frame';
const LOAD_TIMEOUT_MS = 30_000;

export function printInFrame(url: string, title: string): Promise<FramePrintOutcome> {
  // One frame at a time: the previous sheet's frame goes when the next is printed (removing it
  // while its print dialog is still open could cancel that print).
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Not display:none: some browsers neither load nor print a frame that is not rendered.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';

  return new Promise<FramePrintOutcome>((resolve) => {
    const timer = window.setTimeout(() => finish('failed'), LOAD_TIMEOUT_MS);
    function finish(outcome: FramePrintOutcome) {
      window.clearTimeout(timer);
      frame.onload = null;
      frame.onerror = null;
      if (outcome === 'failed') frame.remove();
      resolve(outcome);
    }
    frame.onerror = () => finish('failed');
    frame.onload = () => {
      try {
        const view = frame.contentWindow;
        // A JSON error (print expired, or asked of another server) is not something to print.
        if (!view || frame.contentDocument?.contentType !== 'application/pdf') return finish('failed');
        view.focus();
        view.print();
        finish('printed');
      } catch {
        finish('failed');
      }
    };
    frame.src = url;
    document.body.append(frame);
  });
}
