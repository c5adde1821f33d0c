import { useTranslation } from '../../lib/i18n';
import { DocumentPrintScreen } from '../components/document-print-screen';

/** /SingleSideDoc: one side of any document type, the `single-side` service. */
export default function SingleSideDocPage() {
  const { t } = useTranslation();
  return <DocumentPrintScreen service="single-side" heading={t('print.singleHeading')} intro={t('print.singleIntro')} />;
}
