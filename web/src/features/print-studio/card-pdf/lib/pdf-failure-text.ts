import type { TFunction } from '../../../../lib/i18n';
import type { CardPdfPasswordRule } from './card-pdf-password';
import { MAX_PDF_PAGES } from './open-card-pdf';
import { PdfOpenError } from './pdf-open-error';

/** Why the card PDF `name` could not be opened or searched, in words the operator can act on (its password rule's words for a wrong password). */
export function pdfFailureText(t: TFunction, failure: unknown, name: string, rule: CardPdfPasswordRule): string {
  const reason = failure instanceof PdfOpenError ? failure.reason : 'damaged';
  switch (reason) {
    case 'wrong-password':
      return t(`cardPdf.errors.wrongPassword.${rule}`);
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
