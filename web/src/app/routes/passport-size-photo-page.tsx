import { PassportStudio } from '../../features/print-studio/components/passport-studio';
import { useTranslation } from '../../lib/i18n';
import { StudioScreen } from '../components/studio-screen';

/** /PassportSizePhoto (as in the spec): the passport photo studio in the print screen's frame. */
export default function PassportSizePhotoPage() {
  const { t } = useTranslation();
  return (
    <StudioScreen heading={t('print.passportHeading')} intro={t('studio.intro')}>
      {(entitlement) => <PassportStudio {...entitlement} />}
    </StudioScreen>
  );
}
