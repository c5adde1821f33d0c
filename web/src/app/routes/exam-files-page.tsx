import { ExamFilesStudio } from '../../features/exam-files/components/exam-files-studio';
import { useTranslation } from '../../lib/i18n';
import { StudioScreen } from '../components/studio-screen';

/** /ExamFiles (decision 0039): exam and portal upload files in the print screen's frame (balance, price, plan, low-coin dialog). */
export default function ExamFilesPage() {
  const { t } = useTranslation();
  return (
    <StudioScreen heading={t('examFiles.heading')} intro={t('examFiles.intro')}>
      {({ onNeedCoins, onPrinted }) => <ExamFilesStudio onNeedCoins={onNeedCoins} onPrinted={onPrinted} />}
    </StudioScreen>
  );
}
