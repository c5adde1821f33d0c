import { useId } from 'react';
import { EXAM_CAPTION_NAME_MAX } from '@core/exam-files/exam-caption';
import { useTranslation } from '../../../lib/i18n';
import type { ExamCaptionState } from '../hooks/use-exam-caption';

/** The name and date the server draws under the photo, for a form that asks for them. The date starts at today (IST). */
export function ExamCaptionFields({ state }: { state: ExamCaptionState }) {
  const { t } = useTranslation();
  const id = useId();
  const { values, refused } = state;
  const nameEmpty = values.name.trim() === '';
  const nameWrong = refused.includes('captionName') && !nameEmpty;
  const dateWrong = refused.includes('captionDate');
  return (
    <fieldset className="exam-caption" data-testid="exam-caption">
      <legend>{t('examFiles.caption.legend')}</legend>
      <p className="muted">{t('examFiles.caption.intro')}</p>
      <div className="exam-custom__numbers">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('examFiles.caption.name')}</label>
          <input
            id={`${id}-name`}
            autoComplete="off"
            maxLength={EXAM_CAPTION_NAME_MAX * 2}
            value={values.name}
            aria-invalid={nameWrong || undefined}
            aria-describedby={`${id}-name-hint${nameWrong ? ` ${id}-name-error` : ''}`}
            onChange={(event) => state.setName(event.currentTarget.value)}
          />
          <p id={`${id}-name-hint`} className="muted">
            {t('examFiles.caption.nameHint')}
          </p>
          {nameWrong && (
            <p id={`${id}-name-error`} className="field__error">
              {t('fieldErrors.captionName')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t('examFiles.caption.date')}</label>
          <input
            id={`${id}-date`}
            type="date"
            value={values.date}
            aria-invalid={dateWrong || undefined}
            aria-describedby={dateWrong ? `${id}-date-error` : undefined}
            onChange={(event) => state.setDate(event.currentTarget.value)}
          />
          {dateWrong && (
            <p id={`${id}-date-error`} className="field__error">
              {t('fieldErrors.captionDate')}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
