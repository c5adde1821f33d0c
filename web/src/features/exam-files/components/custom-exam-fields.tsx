import { useId } from 'react';
import { customExamKinds, customExamUnits } from '@core/exam-files/custom-exam-preset';
import { useTranslation } from '../../../lib/i18n';
import type { CustomExamSpecState } from '../hooks/use-custom-exam-spec';
import type { CustomExamField } from '../lib/custom-exam-form';

type NumberField = 'width' | 'height' | 'dpi' | 'minKb' | 'maxKb';

/**
 * The Custom choice's form: what the file shows, its size in pixels or in mm at a DPI, the KB window and whether a
 * name and date go under the photo. Each refused field says what to fix under it, in the page's language.
 */
export function CustomExamFields({ state }: { state: CustomExamSpecState }) {
  const { t } = useTranslation();
  const id = useId();
  const { values, set, refused, pixels } = state;
  const wrong = (field: CustomExamField) => refused.includes(field);
  const errorId = (field: CustomExamField) => `${id}-${field}-error`;
  const error = (field: CustomExamField) =>
    wrong(field) ? (
      <p id={errorId(field)} className="field__error">
        {t(field === 'form' ? 'fieldErrors.custom.form' : `fieldErrors.custom.${field}`)}
      </p>
    ) : null;
  const numberInput = (field: NumberField, label: string, unit: string | null, hint?: string) => (
    <div className="field exam-custom__number">
      <label htmlFor={`${id}-${field}`}>
        {label}
        {unit && <span className="muted"> ({unit})</span>}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        inputMode={field === 'width' || field === 'height' ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={values[field]}
        aria-invalid={wrong(field) || undefined}
        aria-describedby={[wrong(field) ? errorId(field) : '', hint ? `${id}-${field}-hint` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => set(field, event.currentTarget.value)}
      />
      {hint && (
        <p id={`${id}-${field}-hint`} className="muted">
          {hint}
        </p>
      )}
      {error(field)}
    </div>
  );
  const sizeUnit = values.unit === 'px' ? 'px' : 'mm';

  return (
    <fieldset className="exam-custom" data-testid="exam-custom">
      <legend>{t('examFiles.custom.legend')}</legend>
      <p className="muted">{t('examFiles.custom.intro')}</p>
      <div className="exam-custom__choices">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('examFiles.custom.kind')}</label>
          <select id={`${id}-kind`} value={values.kind} onChange={(event) => set('kind', event.currentTarget.value as (typeof customExamKinds)[number])}>
            {customExamKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`examFiles.custom.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-unit`}>{t('examFiles.custom.unit')}</label>
          <select id={`${id}-unit`} value={values.unit} onChange={(event) => set('unit', event.currentTarget.value as (typeof customExamUnits)[number])}>
            {customExamUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t(`examFiles.custom.units.${unit}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error('form')}
      <div className="exam-custom__numbers">
        {numberInput('width', t('examFiles.custom.width'), sizeUnit)}
        {numberInput('height', t('examFiles.custom.height'), sizeUnit)}
        {numberInput('dpi', t('examFiles.custom.dpi'), null, t('examFiles.custom.dpiHint'))}
      </div>
      {pixels && (
        <p className="muted" role="status" data-testid="exam-custom-pixels">
          {t('examFiles.custom.pixels', { width: pixels.width, height: pixels.height })}
        </p>
      )}
      <div className="exam-custom__numbers">
        {numberInput('minKb', t('examFiles.custom.minKb'), 'KB', t('examFiles.custom.kbHint'))}
        {numberInput('maxKb', t('examFiles.custom.maxKb'), 'KB')}
      </div>
      <p>{t('examFiles.custom.format')}</p>
      {values.kind === 'photo' && (
        <div className="field exam-custom__check">
          <input
            id={`${id}-caption`}
            type="checkbox"
            checked={values.caption}
            aria-invalid={wrong('caption') || undefined}
            aria-describedby={wrong('caption') ? errorId('caption') : undefined}
            onChange={(event) => set('caption', event.currentTarget.checked)}
          />
          <label htmlFor={`${id}-caption`}>{t('examFiles.custom.caption')}</label>
        </div>
      )}
      {error('caption')}
    </fieldset>
  );
}
