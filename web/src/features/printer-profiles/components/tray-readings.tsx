import { useId, useState, type FormEvent } from 'react';
import type { TrayProfile } from '@core/contracts/tray-profiles';
import type { TrayPass } from '@core/layout/tray-terms';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation } from '../../../lib/i18n';
import { useTrayProfileMutations } from '../../../lib/tray-profiles/tray-profiles';
import type { TrayLayoutIssue } from '@core/layout/place-tray-cards';
import { applyTrayReadings, emptyReadings, trayProblemText, type ReadingError, type ReadingValues } from '../lib/tray-form';

interface TrayReadingsProps {
  tray: TrayProfile;
  pass: TrayPass;
  /** Applied (the tray saved with its new offsets) or cancelled. */
  onDone: (applied: boolean) => void;
}

/**
 * A pass's readings (decision 0091): for each slot, how far the cross printed on the calibration page landed right of
 * and below the slot's centre; Apply moves the pass's offsets back by as much (offsetsAfterReadings) and saves the tray.
 */
export function TrayReadings({ tray, pass, onDone }: TrayReadingsProps) {
  const { t } = useTranslation();
  const ids = useId();
  const { save } = useTrayProfileMutations();
  const [values, setValues] = useState<ReadingValues[]>(() => emptyReadings(tray.layout.slots.length));
  const [errors, setErrors] = useState<ReadingError[]>([]);
  const [problem, setProblem] = useState<TrayLayoutIssue | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const applied = applyTrayReadings(tray, pass, values);
    setErrors(applied.errors ?? []);
    setProblem(applied.problem);
    if (!applied.input) return;
    save.mutate({ input: applied.input, id: tray.id }, { onSuccess: () => onDone(true) });
  };

  const errorOf = (slot: number, axis: keyof ReadingValues) => errors.find((error) => error.slot === slot && error.axis === axis) ?? null;
  const setValue = (slot: number, axis: keyof ReadingValues, value: string) =>
    setValues((current) => current.map((reading, i) => (i === slot ? { ...reading, [axis]: value } : reading)));

  return (
    <form className="tray-readings" noValidate onSubmit={onSubmit} aria-busy={save.isPending} aria-labelledby={`${ids}-title`}>
      <h4 id={`${ids}-title`}>{pass === 'front' ? t('trays.readings.frontHeading') : t('trays.readings.backHeading')}</h4>
      <p className="muted">{t('trays.readings.intro')}</p>
      {tray.layout.slots.map((_, slot) => (
        <fieldset key={slot} className="tray-readings__slot">
          <legend>{t('trays.readings.slot', { slot: slot + 1 })}</legend>
          <span className="tray-readings__sentence">
            {(['right', 'down'] as const).map((axis) => {
              const id = `${ids}-${slot}-${axis}`;
              const error = errorOf(slot, axis);
              return (
                <span key={axis} className="tray-readings__reading">
                  <input
                    id={id}
                    className="tray-number"
                    value={values[slot]?.[axis] ?? ''}
                    inputMode="decimal"
                    maxLength={8}
                    autoComplete="off"
                    placeholder="0"
                    aria-invalid={error !== null}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => setValue(slot, axis, event.target.value)}
                  />
                  <label htmlFor={id}>{axis === 'right' ? t('trays.readings.right') : t('trays.readings.down')}</label>
                  {error && (
                    <span id={`${id}-error`} className="field__error">
                      {error.reason === 'number' ? t('trays.readings.errors.number') : t('trays.readings.errors.tooFar')}
                    </span>
                  )}
                </span>
              );
            })}
          </span>
        </fieldset>
      ))}
      <p className="muted">{t('trays.readings.hint')}</p>
      {problem && (
        <p className="field__error" role="alert">
          {trayProblemText(t, problem)}
        </p>
      )}
      {save.isError && <ErrorMessage error={save.error} />}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('trays.readings.apply')}
        </button>
        <button type="button" className="button" onClick={() => onDone(false)}>
          {t('trays.form.cancel')}
        </button>
      </div>
    </form>
  );
}
