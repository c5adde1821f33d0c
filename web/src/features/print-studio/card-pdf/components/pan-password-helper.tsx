import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { panPassword } from '../lib/card-pdf-password';
import { PasswordHelperFrame } from './password-helper-frame';

/** Builds the e-PAN password (DDMMYYYY) from the date of birth, picked from a date field. */
export function PanPasswordHelper({ onUse }: { onUse: (password: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [dateOfBirth, setDateOfBirth] = useState('');
  return (
    <PasswordHelperFrame summary={t('cardPdf.helper.panSummary')} made={panPassword(dateOfBirth)} incomplete={t('cardPdf.helper.panIncomplete')} onUse={onUse}>
      {(onKeyDown) => (
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
      )}
    </PasswordHelperFrame>
  );
}
