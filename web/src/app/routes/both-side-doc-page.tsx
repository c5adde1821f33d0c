import { useTranslation } from '../../lib/i18n';
import { DocumentPrintPlaceholder } from '../components/document-print-placeholder';

export default function BothSideDocPage() {
  const { t } = useTranslation();
  return <DocumentPrintPlaceholder service="both-side" heading={t('print.bothHeading')} intro={t('print.bothIntro')} />;
}
