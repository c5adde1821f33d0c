import { QrImage } from '../../../components/qr-image';
import { useTranslation } from '../../../lib/i18n';

/** The UPI link as a QR code, drawn in the browser. */
export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const { t } = useTranslation();
  return <QrImage text={uri} label={label} failedText={t('purchase.upi.qrFailed')} className="upi-qr" size={240} />;
}
