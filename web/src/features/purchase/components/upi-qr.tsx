import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The UPI link as a QR code, drawn in the browser: an SVG string shown as an image (no markup
 * injected into the page). `qrcode` is imported by the manual plan page only, so it stays out of
 * the other pages' bundles.
 */
export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [uri]);

  if (failed) return <p className="error-box">{t('purchase.upi.qrFailed')}</p>;
  if (!src) return <div className="upi-qr upi-qr--pending" role="status" aria-label={t('common.loading')} />;
  return <img className="upi-qr" src={src} alt={label} width={240} height={240} />;
}
