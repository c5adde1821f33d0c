import { useTranslation } from '../../lib/i18n';
import { DocumentPrintScreen } from '../components/document-print-screen';

/** /BothSideDoc: front and back of any document type (or an e-Aadhaar's two cards), the `both-side` service. */
export default function BothSideDocPage() {
  const { t } = useTranslation();
  return <DocumentPrintScreen service="both-side" heading={t('print.bothHeading')} intro={t('print.bothIntro')} />;
}
