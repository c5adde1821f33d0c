import { useTranslation } from '../../lib/i18n';
import { PrintScreen } from '../components/print-screen';

export default function BothSideDocPage() {
  const { t } = useTranslation();
  return <PrintScreen heading={t('print.bothHeading')} intro={t('print.bothIntro')} />;
}
