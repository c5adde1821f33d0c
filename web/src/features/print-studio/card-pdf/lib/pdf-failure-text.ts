import type { TFunction } from '../../../../lib/i18n';
import { MAX_PDF_PAGES } from './open-card-pdf';
import { PdfOpenError } from './pdf-open-error';

/** Why the e-Aadhaar file `name` could not be opened or searched, in words the operator can act on. */
export function pdfFailureText(t: TFunction, failure: unknown, name: string): string {
  const reason = failure instanceof PdfOpenError ? failure.reason : 'damaged';
  switch (reason) {
    case 'wrong-password':
      return t('cardPdf.errors.wrongPassword');
    case 'needs-password':
      return t('cardPdf.errors.needsPassword');
    case 'not-pdf':
      return t('cardPdf.errors.notPdf', { name });
    case 'no-pages':
      return t('cardPdf.errors.noPages', { name });
    case 'too-many-pages':
      return t('cardPdf.errors.tooManyPages', { name, max: MAX_PDF_PAGES });
    case 'reader':
      return t('cardPdf.errors.reader');
    default:
      return t('cardPdf.errors.damaged', { name });
  }
}
