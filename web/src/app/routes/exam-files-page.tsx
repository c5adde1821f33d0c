import { useSession } from '../../lib/session/use-session';
import { ExamFilesStudio } from '../../features/exam-files/components/exam-files-studio';
import { useTranslation } from '../../lib/i18n';
import { StudioScreen } from '../components/studio-screen';

/** /ExamFiles (decision 0039): exam and portal upload files in the print screen's frame (balance, price, plan, low-coin dialog). */
export default function ExamFilesPage() {
  const { t } = useTranslation();
  // Whose work the screen keeps in this browser (decision 0066): the feature does not read the session itself.
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  return (
    <StudioScreen heading={t('examFiles.heading')} intro={t('examFiles.intro')}>
      {({ onNeedCoins, onPrinted }) => <ExamFilesStudio uid={uid} onNeedCoins={onNeedCoins} onPrinted={onPrinted} />}
    </StudioScreen>
  );
}
