import { useId, useState, type FormEvent } from 'react';
import { EXAM_PRESET_REPORT_LIMITS, examPresetReportRequest } from '@core/contracts/exam-preset-reports';
import { useTranslation } from '../../../lib/i18n';
import { useReportExamPreset } from '../api/report-exam-preset';

/**
 * "Rule looks wrong?" under a preset (docs/decisions/0058-exam-presets-2026.md): the operator says which form, what it
 * asks for now and where, and the admin console lists it. Closed until opened; the preset itself is not changed.
 */
export function ExamPresetReport({ presetId, formName }: { presetId: string; formName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useReportExamPreset();
  const [form, setForm] = useState(formName);
  const [changed, setChanged] = useState('');
  const [link, setLink] = useState('');
  const [refused, setRefused] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = examPresetReportRequest.safeParse({ form, changed, link });
    if (!parsed.success) {
      setRefused(parsed.error.issues.map((issue) => String(issue.path[0])));
      return;
    }
    setRefused([]);
    send.mutate({ presetId, note: parsed.data });
  };

  return (
    <details className="exam-report" data-testid={`exam-report-${presetId}`}>
      <summary>{t('examFiles.report.open')}</summary>
      {send.isSuccess ? (
        <p className="notice" role="status">
          {t('examFiles.report.thanks')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">{t('examFiles.report.intro')}</p>
          <div className="field">
            <label htmlFor={`${id}-form`}>{t('examFiles.report.form')}</label>
            <input
              id={`${id}-form`}
              value={form}
              maxLength={EXAM_PRESET_REPORT_LIMITS.form}
              aria-invalid={refused.includes('form') || undefined}
              onChange={(event) => setForm(event.currentTarget.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-changed`}>{t('examFiles.report.changed')}</label>
            <textarea
              id={`${id}-changed`}
              rows={3}
              value={changed}
              maxLength={EXAM_PRESET_REPORT_LIMITS.changed}
              aria-invalid={refused.includes('changed') || undefined}
              aria-describedby={refused.includes('changed') ? `${id}-changed-error` : undefined}
              onChange={(event) => setChanged(event.currentTarget.value)}
            />
            {refused.includes('changed') && (
              <p id={`${id}-changed-error`} className="field__error">
                {t('examFiles.report.changedNeeded')}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-link`}>{t('examFiles.report.link')}</label>
            <input
              id={`${id}-link`}
              type="url"
              inputMode="url"
              value={link}
              maxLength={EXAM_PRESET_REPORT_LIMITS.link}
              aria-invalid={refused.includes('link') || undefined}
              aria-describedby={refused.includes('link') ? `${id}-link-error` : undefined}
              onChange={(event) => setLink(event.currentTarget.value)}
            />
            {refused.includes('link') && (
              <p id={`${id}-link-error`} className="field__error">
                {t('examFiles.report.linkWrong')}
              </p>
            )}
          </div>
          {send.isError && (
            <p className="error-box" role="alert">
              {t('examFiles.report.failed')}
            </p>
          )}
          <button type="submit" className="button" disabled={send.isPending} aria-busy={send.isPending}>
            {t('examFiles.report.send')}
          </button>
        </form>
      )}
    </details>
  );
}
