import { PolicyPage } from '../../components/policy-page';
import { TitledList } from '../../components/titled-list';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation } from '../../lib/i18n';

const collected = ['name', 'contact', 'preferences', 'other'] as const;
const uses = ['service', 'account', 'support', 'improve', 'law'] as const;
const controls = ['see', 'correct', 'delete', 'cookies', 'contact'] as const;

/** Privacy Policy (as in the spec): what is collected, its uses, cookies, the user's controls, and what is never stored. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <PolicyPage heading={t('privacy.heading')}>
      <p>{t('privacy.intro', { brand })}</p>

      <TitledList title={t('privacy.collectTitle')} items={collected.map((item) => t(`privacy.collect.${item}`))} />

      <h2>{t('privacy.photosTitle')}</h2>
      <p>{t('privacy.photos')}</p>

      {/* Files sent from a customer's phone to a shop's intake (docs/decisions/0095-files-from-the-customers-phone.md). */}
      <h2>{t('privacy.intakeTitle')}</h2>
      <p>{t('privacy.intake')}</p>

      <TitledList title={t('privacy.usesTitle')} items={uses.map((item) => t(`privacy.uses.${item}`))} />

      <h2>{t('privacy.cookiesTitle')}</h2>
      <p>{t('privacy.cookies')}</p>

      <TitledList title={t('privacy.controlsTitle')} items={controls.map((item) => t(`privacy.controls.${item}`))} />
    </PolicyPage>
  );
}
