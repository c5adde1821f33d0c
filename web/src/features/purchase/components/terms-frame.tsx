import { useEffect, useRef } from 'react';
import { formatIstTime } from '../../../lib/format-ist-time';
import { useTranslation } from '../../../lib/i18n';

/** The terms page, framed; its I Accept posts this to us (web/src/app/routes/terms-page.tsx). */
const termsPath = '/TermsAndConditions';

interface TermsFrameProps {
  accepted: boolean;
  onAccept: () => void;
  /** When this buyer accepted the current terms before (ISO), or null: then they are not asked again (docs/decisions/0067-terms-accepted-once-a-version.md). */
  acceptedBefore?: string | null;
}

/**
 * The Terms and Conditions in a frame (as in the spec). Only a message from our own origin, sent by this
 * very frame, counts as acceptance: another window or site can't enable Pay.
 */
export function TermsFrame({ accepted, onAccept, acceptedBefore = null }: TermsFrameProps) {
  const { t, lng } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'terms-accepted') onAccept();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onAccept]);

  if (acceptedBefore !== null) {
    return (
      <div className="checkout-terms">
        <p className="checkout-terms__hint" id="checkout-terms-hint">
          {t('purchase.checkout.termsAcceptedBefore', { when: formatIstTime(acceptedBefore, lng) })}{' '}
          <a href={termsPath} target="_blank" rel="noopener">
            {t('purchase.checkout.termsReadAgain')}
          </a>
        </p>
      </div>
    );
  }

  return (
    <div className="checkout-terms">
      <p className="checkout-terms__hint" id="checkout-terms-hint">
        {accepted ? t('purchase.checkout.termsAccepted') : t('purchase.checkout.termsHint')}
      </p>
      <iframe ref={frameRef} className="checkout-terms__frame" src={termsPath} title={t('purchase.checkout.termsTitle')} />
    </div>
  );
}
