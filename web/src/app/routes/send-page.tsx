import { IntakeCodeSend } from '../../features/intake-send/components/intake-code-send';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from '../../lib/router';
import { LanguageSwitch } from '../layout/language-switch';

/**
 * `/send`: a customer's phone sends files to the shop's screen by the short code shown there (decision 0095), typed or brought by the shop's WhatsApp message (`?code=`). No site
 * header or footer (a light page for cheap phones); the language switch stays at hand.
 */
export default function SendPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <div className="page intake-send">
      <div className="intake-send__top">
        <LanguageSwitch />
      </div>
      <h1>{t('intakeSend.title')}</h1>
      <IntakeCodeSend initialCode={search.get('code')} />
    </div>
  );
}
