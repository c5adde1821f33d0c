import { useTranslation } from 'react-i18next';
import { languages, setLanguage } from '../../lib/i18n';

/** English / हिन्दी, remembered for this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage;
  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')}>
      {languages.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={active === lng}
          onClick={() => void setLanguage(lng)}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}
