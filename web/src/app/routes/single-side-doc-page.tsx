import { useTranslation } from '../../lib/i18n';
import { DocumentPrintPlaceholder } from '../components/document-print-placeholder';

export default function SingleSideDocPage() {
  const { t } = useTranslation();
  return <DocumentPrintPlaceholder service="single-side" heading={t('print.singleHeading')} intro={t('print.singleIntro')} />;
}
