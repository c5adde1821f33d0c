import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { useTranslation } from '../../lib/i18n';
import { indianStates } from '../../lib/indian-states';
import { paths } from '../../lib/paths';

interface StatePickerProps {
  /** English name of the state shown now, preselected. */
  current?: string;
}

/** Pick a state to see the services there: goes to /services/{state}, lowercased and without spaces (the spec's validation rules). */
export function StatePicker({ current }: StatePickerProps) {
  const { t, lng } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState(current ?? '');
  const [missing, setMissing] = useState(false);
  const hindi = lng === 'hi';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice === '') {
      setMissing(true);
      return;
    }
    void navigate(paths.serviceDetailsForState(choice));
  };

  return (
    <form className="state-picker" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="state-picker">{t('serviceDetails.pickState')}</label>
        <div className="state-picker__row">
          <select
            id="state-picker"
            value={choice}
            required
            aria-invalid={missing}
            aria-describedby={missing ? 'state-picker-error' : undefined}
            onChange={(event) => {
              setChoice(event.target.value);
              setMissing(false);
            }}
          >
            <option value="" disabled>
              {t('serviceDetails.choose')}
            </option>
            {indianStates.map((state) => (
              <option key={state.en} value={state.en}>
                {hindi ? state.hi : state.en}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--primary">
            {t('serviceDetails.showServices')}
          </button>
        </div>
        {missing && (
          <p id="state-picker-error" className="field__error">
            {t('serviceDetails.pickStateFirst')}
          </p>
        )}
      </div>
    </form>
  );
}
