import { IntakeLinkSend } from '../../features/intake-send/components/intake-link-send';
import { useTranslation } from '../../lib/i18n';
import { useLocation, useParams } from '../../lib/router';
import { LanguageSwitch } from '../layout/language-switch';

/**
 * `/send/<intake id>#k=<key>`: the page the shop's QR code opens on the customer's phone, which sends files to the
 * shop's screen encrypted under the key in the fragment (decision 0095). No site header or footer; the language
 * switch stays at hand.
 */
export default function SendToIntakePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { hash } = useLocation();
  return (
    <div className="page intake-send">
      <div className="intake-send__top">
        <LanguageSwitch />
      </div>
      <h1>{t('intakeSend.title')}</h1>
      <IntakeLinkSend intakeId={id} hash={hash} />
    </div>
  );
}
