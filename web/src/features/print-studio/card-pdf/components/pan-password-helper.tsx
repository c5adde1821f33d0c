import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { panPassword } from '../lib/card-pdf-password';

/** Builds the e-PAN password (DDMMYYYY) from the date of birth, picked from a date field. */
export function PanPasswordHelper({ onUse }: { onUse: (password: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const made = panPassword(dateOfBirth);

  // Enter here fills the password instead of opening the PDF with a half-typed one.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (made) onUse(made);
  };

  return (
    <details className="eaadhaar-helper">
      <summary>{t('cardPdf.helper.panSummary')}</summary>
      <div className="eaadhaar-helper__fields">
        <div className="field">
          <label htmlFor={`${id}-dob`}>{t('cardPdf.helper.dateOfBirth')}</label>
          <input
            id={`${id}-dob`}
            type="date"
            min="1900-01-01"
            value={dateOfBirth}
            autoComplete="off"
            onChange={(event) => setDateOfBirth(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </div>
      </div>
      <p className="eaadhaar-helper__result" aria-live="polite">
        {made ? t('cardPdf.helper.result', { password: made }) : t('cardPdf.helper.panIncomplete')}
      </p>
      <button type="button" className="button" disabled={!made} onClick={() => made && onUse(made)}>
        {t('cardPdf.helper.use')}
      </button>
    </details>
  );
}
