import { useTranslation } from '../../lib/i18n';
import { PrintScreen } from '../components/print-screen';

export default function PassportSizePhotoPage() {
  const { t } = useTranslation();
  return <PrintScreen heading={t('print.passportHeading')} intro={t('print.passportIntro')} />;
}
