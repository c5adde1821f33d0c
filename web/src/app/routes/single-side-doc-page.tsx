import { useTranslation } from '../../lib/i18n';
import { PrintScreen } from '../components/print-screen';

export default function SingleSideDocPage() {
  const { t } = useTranslation();
  return <PrintScreen heading={t('print.singleHeading')} intro={t('print.singleIntro')} />;
}
