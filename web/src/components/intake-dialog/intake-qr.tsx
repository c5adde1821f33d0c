import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/**
 * The intake's link as a QR code, drawn in the browser as the UPI QR code is (an SVG shown as an image, no markup
 * injected into the page). The link carries the key in its fragment: it is drawn here and sent nowhere.
 */
export function IntakeQr({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<{ uri: string; src: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => live && setDrawn({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => live && setDrawn({ uri, src: null }));
    return () => {
      live = false;
    };
  }, [uri]);

  const current = drawn?.uri === uri ? drawn : null;
  if (current && current.src === null) return <p className="error-box">{t('intake.qrFailed')}</p>;
  if (!current) return <div className="intake-qr intake-qr--pending" role="status" aria-label={t('common.loading')} />;
  return <img className="intake-qr" src={current.src ?? undefined} alt={t('intake.qrAlt')} width={220} height={220} />;
}
