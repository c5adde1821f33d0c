import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from '../../../lib/router';
import type { PrinterProfile } from '@core/contracts/printer-profiles';
import { calibrationPaperIds } from '@core/layout/place-calibration-marks';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation, type TranslationKey } from '../../../lib/i18n';
import { calibrationPageUrl, usePrinterProfileMutations, usePrinterProfiles } from '../../../lib/printer-profiles/printer-profiles';
import { chooseSavedPrinterProfile, forgetDeletedPrinterProfile } from '../../../lib/printer-profiles/chosen-printer-profile';
import { emptyReadingsForm, readingsFormOf, readReadingsForm, type ReadingsField, type ReadingsFormValues } from '../lib/readings-form';
import '../printer-profiles.css';

const fields: Array<{ field: ReadingsField; label: TranslationKey; hint: TranslationKey | null; numeric: boolean }> = [
  { field: 'name', label: 'calibration.form.name', hint: 'calibration.form.nameHint', numeric: false },
  { field: 'horizontal', label: 'calibration.form.horizontal', hint: null, numeric: true },
  { field: 'vertical', label: 'calibration.form.vertical', hint: null, numeric: true },
  { field: 'offsetX', label: 'calibration.form.offsetX', hint: 'calibration.form.offsetXHint', numeric: true },
  { field: 'offsetY', label: 'calibration.form.offsetY', hint: 'calibration.form.offsetYHint', numeric: true },
];

const errorKey: Record<ReadingsField, TranslationKey> = {
  name: 'calibration.errors.name',
  horizontal: 'calibration.errors.reading',
  vertical: 'calibration.errors.reading',
  offsetX: 'calibration.errors.offset',
  offsetY: 'calibration.errors.offset',
};

const paperLabel: Record<(typeof calibrationPaperIds)[number], TranslationKey> = { a4: 'calibration.papers.a4', '4x6': 'calibration.papers.4x6' };

/**
 * Printer calibration (decision 0037): print the calibration page, type what the ruler reads, keep the
 * printer as a named profile; the list of profiles with a check page each, change and delete. A
 * profile saved here becomes this device's printer in the print bars; deleting it goes back to none (decision 0065).
 */
export function CalibrationPanel() {
  const { t } = useTranslation();
  const profiles = usePrinterProfiles();
  const { save, remove } = usePrinterProfileMutations();
  const [values, setValues] = useState<ReadingsFormValues>(emptyReadingsForm);
  const [editing, setEditing] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadingsField[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // Reached from a print bar's link (/Profile#calibration): brought into view once.
  useEffect(() => {
    if (hash === '#calibration') section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const list = profiles.data?.profiles ?? [];
  const full = !editing && profiles.data !== undefined && list.length >= profiles.data.limit;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readReadingsForm(values);
    setInvalid(read.errors ?? []);
    setSaved(null);
    if (!read.input) return;
    save.mutate(
      { input: read.input, id: editing },
      {
        onSuccess: (profile) => {
          chooseSavedPrinterProfile(profile.id);
          setSaved(profile.name);
          setEditing(null);
          setValues(emptyReadingsForm);
        },
      },
    );
  };

  const startEditing = (profile: PrinterProfile) => {
    setEditing(profile.id);
    setValues(readingsFormOf(profile));
    setInvalid([]);
    setSaved(null);
  };

  const cancel = () => {
    setEditing(null);
    setValues(emptyReadingsForm);
    setInvalid([]);
  };

  return (
    <section ref={section} id="calibration" className="panel calibration" aria-labelledby="calibration-title">
      <h2 id="calibration-title">{t('calibration.heading')}</h2>
      <p>{t('calibration.intro')}</p>
      <ol className="calibration__steps">
        <li>
          {t('calibration.steps.print')}{' '}
          <span className="calibration__pages">
            {calibrationPaperIds.map((paper) => (
              <a key={paper} className="button" href={calibrationPageUrl(paper)} target="_blank" rel="noopener" data-testid={`calibration-page-${paper}`}>
                {t('calibration.pageLink', { paper: t(paperLabel[paper]) })}
              </a>
            ))}
          </span>
        </li>
        <li>{t('calibration.steps.measure')}</li>
        <li>{t('calibration.steps.save')}</li>
      </ol>

      <form className="calibration__form" noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
        <h3>{editing ? t('calibration.form.editHeading') : t('calibration.form.newHeading')}</h3>
        {fields.map(({ field, label, hint, numeric }) => {
          const isInvalid = invalid.includes(field);
          return (
            <div className="field" key={field}>
              <label htmlFor={`calibration-${field}`}>{t(label)}</label>
              {hint && (
                <span className="muted" id={`calibration-${field}-hint`}>
                  {t(hint)}
                </span>
              )}
              <input
                id={`calibration-${field}`}
                name={field}
                value={values[field]}
                inputMode={numeric ? 'decimal' : 'text'}
                maxLength={numeric ? 8 : 60}
                autoComplete="off"
                aria-invalid={isInvalid}
                aria-describedby={
                  [hint ? `calibration-${field}-hint` : '', isInvalid ? `calibration-${field}-error` : ''].filter(Boolean).join(' ') || undefined
                }
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
              {isInvalid && (
                <p id={`calibration-${field}-error`} className="field__error">
                  {t(errorKey[field])}
                </p>
              )}
            </div>
          );
        })}
        {full && <p className="muted">{t('calibration.full', { limit: profiles.data?.limit ?? 0 })}</p>}
        {save.isError && <ErrorMessage error={save.error} />}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={save.isPending || full}>
            {editing ? t('calibration.form.saveChanges') : t('calibration.form.save')}
          </button>
          {editing && (
            <button type="button" className="button" onClick={cancel}>
              {t('calibration.form.cancel')}
            </button>
          )}
        </div>
        <div role="status">{saved && <p className="form-success">{t('calibration.saved', { name: saved })}</p>}</div>
      </form>

      <h3>{t('calibration.list.heading')}</h3>
      {profiles.isError && <ErrorMessage error={profiles.error} />}
      {profiles.isPending && <p role="status">{t('calibration.list.loading')}</p>}
      {profiles.data && list.length === 0 && <p className="muted">{t('calibration.list.empty')}</p>}
      {remove.isError && <ErrorMessage error={remove.error} />}
      <ul className="calibration__list">
        {list.map((profile) => (
          <li key={profile.id} className="calibration__profile" data-testid="printer-profile">
            <strong>{profile.name}</strong>
            <span className="muted">
              {t('calibration.list.readings', {
                horizontal: profile.horizontal,
                vertical: profile.vertical,
                offsetX: profile.offsetX,
                offsetY: profile.offsetY,
              })}
            </span>
            <span className="calibration__profile-actions">
              <a className="button" href={calibrationPageUrl('a4', profile.id)} target="_blank" rel="noopener">
                {t('calibration.list.check')}
              </a>
              <button type="button" className="button" onClick={() => startEditing(profile)}>
                {t('calibration.list.edit')}
              </button>
              <button
                type="button"
                className="button"
                disabled={remove.isPending}
                onClick={() => remove.mutate(profile.id, { onSuccess: () => forgetDeletedPrinterProfile(profile.id) })}
              >
                {t('calibration.list.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
