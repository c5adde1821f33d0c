import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { aadhaarPassword } from '../lib/aadhaar-password';
import { PasswordHelperFrame } from './password-helper-frame';

/** Builds the e-Aadhaar password from the name on the card and the year of birth (the e-Aadhaar rule of card-pdf-password). */
export function PasswordHelper({ onUse }: { onUse: (password: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [year, setYear] = useState('');
  return (
    <PasswordHelperFrame summary={t('cardPdf.helper.summary')} made={aadhaarPassword(name, year)} incomplete={t('cardPdf.helper.incomplete')} onUse={onUse}>
      {(onKeyDown) => (
        <>
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
        </>
      )}
    </PasswordHelperFrame>
  );
}
