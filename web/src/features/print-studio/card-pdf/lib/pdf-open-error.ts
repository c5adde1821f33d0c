/** Why a card PDF could not be opened, in terms the operator can act on. */
export type PdfOpenFailure =
  /** The password typed is not this file's (or none was typed for a locked file). */
  | 'wrong-password'
  | 'needs-password'
  /** Not a PDF at all (a photo, a renamed file). */
  | 'not-pdf'
  /** A PDF that can't be read: cut short, corrupted. */
  | 'damaged'
  | 'no-pages'
  /** More pages than a card PDF has (MAX_PDF_PAGES): a whole document, not a card's. */
  | 'too-many-pages'
  /** The PDF reader itself could not be loaded (offline, blocked). */
  | 'reader';

export class PdfOpenError extends Error {
  constructor(readonly reason: PdfOpenFailure) {
    super(reason);
    this.name = 'PdfOpenError';
  }
}
