import { useState } from 'react';
import { languages, setLanguage, useTranslation, type Language } from '../../lib/i18n';

interface LanguageSwitchProps {
  /**
   * Called once a choice is done: the language applied, or the active one chosen again. Not called when
   * the texts failed to load, so that the error stays in view (decision 0064).
   */
  onChosen?: () => void;
}

/** English / हिन्दी, remembered for this browser. Hindi texts are fetched when first chosen. */
export function LanguageSwitch({ onChosen }: LanguageSwitchProps) {
  const { t, lng: active } = useTranslation();
  const [pending, setPending] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = (lng: Language) => {
    if (pending) return;
    if (lng === active) {
      setFailed(false);
      onChosen?.();
      return;
    }
    setPending(lng);
    setFailed(false);
    setLanguage(lng)
      .then(
        () => onChosen?.(),
        () => setFailed(true),
      )
      .finally(() => setPending(null));
  };

  return (
    <div className="lang-switch-wrap">
      <div className="lang-switch" role="group" aria-label={t('language.label')} aria-busy={pending !== null}>
        {languages.map((lng) => (
          <button key={lng} type="button" lang={lng} aria-pressed={active === lng} onClick={() => choose(lng)}>
            {t(`language.${lng}`)}
          </button>
        ))}
      </div>
      {failed && (
        <p className="lang-switch__error" role="alert">
          {t('language.loadFailed')}
        </p>
      )}
    </div>
  );
}
