import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { aadhaarPassword } from '../lib/aadhaar-password';

/** Builds the e-Aadhaar password from the name on the card and the year of birth (the e-Aadhaar rule of card-pdf-password). */
export function PasswordHelper({ onUse }: { onUse: (password: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [year, setYear] = useState('');
  const made = aadhaarPassword(name, year);

  // Enter here fills the password instead of opening the PDF with a half-typed one.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (made) onUse(made);
  };

  return (
    <details className="eaadhaar-helper">
      <summary>{t('cardPdf.helper.summary')}</summary>
      <div className="eaadhaar-helper__fields">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('cardPdf.helper.name')}</label>
          <input
            id={`${id}-name`}
            type="text"
            value={name}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-year`}>{t('cardPdf.helper.year')}</label>
          <input
            id={`${id}-year`}
            type="text"
            inputMode="numeric"
            maxLength={4}
            value={year}
            autoComplete="off"
            onChange={(event) => setYear(event.currentTarget.value.replace(/\D/g, ''))}
            onKeyDown={onKeyDown}
          />
        </div>
      </div>
      <p className="eaadhaar-helper__result" aria-live="polite">
        {made ? t('cardPdf.helper.result', { password: made }) : t('cardPdf.helper.incomplete')}
      </p>
      <button type="button" className="button" disabled={!made} onClick={() => made && onUse(made)}>
        {t('cardPdf.helper.use')}
      </button>
    </details>
  );
}
