import { useState } from 'react';
import { PolicyPage } from '../../components/policy-page';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation } from '../../lib/i18n';

const sections = ['changes', 'accuracy', 'use', 'ip', 'liability'] as const;

/** The message our checkout dialog waits for when it shows these terms in a frame. */
const termsAcceptedMessage = { type: 'terms-accepted' } as const;

/**
 * Terms and Conditions (as in the spec): five numbered sections and I Accept. Framed by a page of
 * ours (the server lets only this page be framed, by 'self'), I Accept tells the parent window,
 * addressed to our own origin only.
 */
export default function TermsPage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const [accepted, setAccepted] = useState(false);

  const accept = () => {
    if (window.parent !== window) window.parent.postMessage(termsAcceptedMessage, window.location.origin);
    setAccepted(true);
  };

  return (
    <PolicyPage heading={t('terms.heading')}>
      <p>{t('terms.intro', { brand })}</p>
      <ol className="terms">
        {sections.map((section) => (
          <li key={section}>
            <h2>{t(`terms.${section}.title`)}</h2>
            <p>{t(`terms.${section}.text`, { brand })}</p>
          </li>
        ))}
      </ol>
      <div className="terms__accept">
        <button type="button" className="button button--primary" onClick={accept} aria-pressed={accepted}>
          {t('terms.accept')}
        </button>
        <p role="status">{accepted ? t('terms.accepted') : ''}</p>
      </div>
    </PolicyPage>
  );
}
