import { PolicyPage } from '../../components/policy-page';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation } from '../../lib/i18n';

const collected = ['name', 'contact', 'preferences', 'other'] as const;
const uses = ['service', 'account', 'support', 'improve', 'law'] as const;
const controls = ['see', 'correct', 'delete', 'cookies', 'contact'] as const;

/** Privacy Policy (spec §2): what is collected, its uses, cookies, the user's controls, and what is never stored. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <PolicyPage heading={t('privacy.heading')}>
      <p>{t('privacy.intro', { brand })}</p>

      <h2>{t('privacy.collectTitle')}</h2>
      <ul>
        {collected.map((item) => (
          <li key={item}>{t(`privacy.collect.${item}`)}</li>
        ))}
      </ul>

      <h2>{t('privacy.photosTitle')}</h2>
      <p>{t('privacy.photos')}</p>

      <h2>{t('privacy.usesTitle')}</h2>
      <ul>
        {uses.map((item) => (
          <li key={item}>{t(`privacy.uses.${item}`)}</li>
        ))}
      </ul>

      <h2>{t('privacy.cookiesTitle')}</h2>
      <p>{t('privacy.cookies')}</p>

      <h2>{t('privacy.controlsTitle')}</h2>
      <ul>
        {controls.map((item) => (
          <li key={item}>{t(`privacy.controls.${item}`)}</li>
        ))}
      </ul>
    </PolicyPage>
  );
}
