import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';

interface QrImageProps {
  /** What the code holds. */
  text: string;
  /** The image's accessible name. */
  label: string;
  /** Shown when it could not be drawn. */
  failedText: string;
  /** Its class (sizes and frame), with `--pending` added while it is drawn. */
  className: string;
  size: number;
}

/**
 * `text` as a QR code drawn in the browser: an SVG shown as an image (no markup injected into the page). One
 * component for every QR code (the UPI payment, the intake's link: decision 0095), so `qrcode` is one chunk that only
 * the pages drawing one fetch.
 */
export function QrImage({ text, label, failedText, className, size }: QrImageProps) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<{ text: string; src: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => live && setDrawn({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => live && setDrawn({ text, src: null }));
    return () => {
      live = false;
    };
  }, [text]);
  const current = drawn?.text === text ? drawn : null;
  if (current && current.src === null) return <p className="error-box">{failedText}</p>;
  if (!current?.src) return <div className={`${className} ${className}--pending`} role="status" aria-label={t('common.loading')} />;
  return <img className={className} src={current.src} alt={label} width={size} height={size} />;
}
