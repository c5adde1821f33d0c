import { useTranslation } from '../../lib/i18n';
import { QrImage } from '../qr-image';

/**
 * The intake's link as a QR code. The link carries the key in its fragment: it is drawn here and sent nowhere
 * (docs/decisions/0095-files-from-the-customers-phone.md).
 */
export function IntakeQr({ uri }: { uri: string }) {
  const { t } = useTranslation();
  return <QrImage text={uri} label={t('intake.qrAlt')} failedText={t('intake.qrFailed')} className="intake-qr" size={220} />;
}
