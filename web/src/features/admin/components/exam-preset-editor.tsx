import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { examPresetId } from '@core/contracts/exam-presets';
import { examCaptions, examFileKinds, examTones, MAX_SIGNATURES_IN_FILE, type ExamPreset } from '@core/exam-files/exam-presets';
import { istDay } from '@core/time/ist-day';
import { ErrorMessage } from '../../../components/error-message';
import { examKbText, examPixelsText } from '../../../lib/exam-file-text';
import { useTranslation } from '../../../lib/i18n';
import { useSaveExamPreset } from '../api/save-exam-preset';
import { examPresetFormPixels, examPresetFormValues, readExamPresetForm, type ExamPresetFormField, type ExamPresetFormValues } from '../lib/exam-preset-form';
import { presetChanges, presetChangeText } from '../lib/preset-changes';

interface ExamPresetEditorProps {
  /** The preset as it is, or null for a new one. */
  preset: ExamPreset | null;
  /** The seed's proposal for a preset flagged for review: shown beside the fields, and one click fills them with it. */
  proposal?: ExamPreset;
  /** Saved (with the preset as it now is) or cancelled. */
  onDone: (saved: ExamPreset | null) => void;
}

type TextField = {
  [K in ExamPresetFormField]: K extends keyof ExamPresetFormValues ? (ExamPresetFormValues[K] extends string ? K : never) : never;
}[ExamPresetFormField];
type FlagField = {
  [K in ExamPresetFormField]: K extends keyof ExamPresetFormValues ? (ExamPresetFormValues[K] extends boolean ? K : never) : never;
}[ExamPresetFormField];

const pixelBoxes = { exact: ['width', 'height'], range: ['minWidth', 'minHeight', 'maxWidth', 'maxHeight'], mm: ['widthMm', 'heightMm'] } as const;

/**
 * The admin's editor of one preset (docs/decisions/0062-admin-preset-screen.md): every field the contract has, in
 * English and Hindi, the rule as the operator will read it while it is typed, each refused field marked with the
 * contract's words, and the reason the audit log keeps. A save is the preset's next version and clears a review.
 */
export function ExamPresetEditor({ preset, proposal, onDone }: ExamPresetEditorProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [values, setValues] = useState(() => examPresetFormValues(preset, istDay(Date.now())));
  const [newId, setNewId] = useState('');
  const [tried, setTried] = useState(false);
  const save = useSaveExamPreset();
  const { request, refused } = readExamPresetForm(values);
  const idProblem = preset === null ? examPresetId.safeParse(newId.trim()).error?.issues[0]?.message : undefined;
  const set = <K extends keyof ExamPresetFormValues>(field: K, value: ExamPresetFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const idOf = (field: string) => `${baseId}-${field}`;
  const problem = (field: ExamPresetFormField) => (tried ? refused[field] : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!request || idProblem !== undefined) return;
    save.mutate({ id: preset?.id ?? newId.trim(), request }, { onSuccess: (saved) => onDone(saved) });
  };

  const rulePixels = examPresetFormPixels(values);
  const pixelsOk = pixelBoxes[values.pixelsKind].every((box) => refused[box] === undefined);
  const kbOk = refused.minKb === undefined && refused.maxKb === undefined && refused.dpi === undefined;
  const ruleText =
    pixelsOk && kbOk
      ? [
          examPixelsText(t, { pixels: rulePixels, dpi: Number(values.dpi) }) + (values.pixelsPreferred ? ` (${t('examFiles.preset.preferred')})` : ''),
          examKbText(t, { minKb: Number(values.minKb), maxKb: Number(values.maxKb) }),
          t('admin.presets.dpiWritten', { dpi: Number(values.dpi) }),
          ...(values.caption !== 'none' ? [t('examFiles.preset.withCaption')] : []),
          ...(values.tone === 'black-and-white' ? [t('examFiles.preset.blackAndWhite')] : []),
          ...(values.kind === 'signature' && Number(values.signatures) > 1 ? [t('admin.presets.signaturesInFile', { count: Number(values.signatures) })] : []),
        ].join(', ')
      : t('admin.presets.ruleUnreadable');

  const text = (field: TextField, options: { hindi?: boolean; long?: boolean; inputMode?: 'numeric' | 'decimal' | 'url' } = {}): ReactNode => {
    const message = problem(field);
    const common = {
      id: idOf(field),
      value: values[field],
      'aria-invalid': message !== undefined,
      'aria-describedby': message !== undefined ? `${idOf(field)}-problem` : undefined,
      lang: options.hindi ? 'hi' : undefined,
    };
    return (
      <div className="field admin-preset-form__field" key={field}>
        <label htmlFor={idOf(field)}>{t(`admin.presets.fields.${field}`)}</label>
        {options.long ? (
          <textarea {...common} rows={3} onChange={(event) => set(field, event.target.value)} />
        ) : (
          <input {...common} inputMode={options.inputMode} onChange={(event) => set(field, event.target.value)} />
        )}
        {message !== undefined && (
          <p id={`${idOf(field)}-problem`} className="field__error">
            {message}
          </p>
        )}
      </div>
    );
  };
  const flag = (field: FlagField): ReactNode => (
    <label key={field} className="admin-preset-form__flag">
      <input type="checkbox" checked={values[field]} onChange={(event) => set(field, event.target.checked)} /> {t(`admin.presets.fields.${field}`)}
    </label>
  );
  const choice = <F extends 'kind' | 'caption' | 'tone' | 'pixelsKind'>(
    field: F,
    options: readonly ExamPresetFormValues[F][],
    label: (option: ExamPresetFormValues[F]) => string,
  ) => (
    <div className="field admin-preset-form__field">
      <label htmlFor={idOf(field)}>{t(`admin.presets.fields.${field}`)}</label>
      <select id={idOf(field)} value={values[field]} onChange={(event) => set(field, event.target.value as ExamPresetFormValues[F])}>
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
    </div>
  );
  const changes = preset && proposal ? presetChanges(t, preset, proposal).filter((c) => c.field !== 'version' && c.field !== 'needsReview') : [];

  return (
    <form className="admin-form admin-preset-form" onSubmit={onSubmit} noValidate data-testid="admin-preset-editor">
      <h4>{preset ? t('admin.presets.editTitle', { id: preset.id, version: preset.version }) : t('admin.presets.newTitle')}</h4>
      {proposal && (
        <div className="notice admin-preset-form__proposal" data-testid="admin-preset-proposal">
          <p>{t('admin.presets.proposalIntro')}</p>
          <ul>
            {changes.map((change) => (
              <li key={change.field}>{presetChangeText(change)}</li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => setValues({ ...examPresetFormValues(proposal, istDay(Date.now())), reason: values.reason })}>
            {t('admin.presets.takeProposal')}
          </button>
        </div>
      )}
      {preset === null && (
        <div className="field admin-preset-form__field">
          <label htmlFor={idOf('id')}>{t('admin.presets.fields.id')}</label>
          <input
            id={idOf('id')}
            value={newId}
            onChange={(event) => setNewId(event.target.value)}
            aria-invalid={tried && idProblem !== undefined}
            aria-describedby={`${idOf('id')}-hint`}
          />
          <p id={`${idOf('id')}-hint`} className={tried && idProblem !== undefined ? 'field__error' : 'muted'}>
            {tried && idProblem !== undefined ? idProblem : t('admin.presets.idHint')}
          </p>
        </div>
      )}
      <fieldset>
        <legend>{t('admin.presets.groups.names')}</legend>
        {text('form')}
        {text('formHi', { hindi: true })}
        {choice('kind', examFileKinds, (kind) => t(`examFiles.kinds.${kind}`))}
      </fieldset>
      <fieldset>
        <legend>{t('admin.presets.groups.rule')}</legend>
        {choice('pixelsKind', ['exact', 'range', 'mm'] as const, (kind) => t(`admin.presets.pixelKinds.${kind}`))}
        {pixelBoxes[values.pixelsKind].map((box) => text(box, { inputMode: values.pixelsKind === 'mm' ? 'decimal' : 'numeric' }))}
        {values.pixelsKind === 'range' && flag('square')}
        {flag('pixelsPreferred')}
        {text('dpi', { inputMode: 'numeric' })}
        {text('minKb', { inputMode: 'numeric' })}
        {text('maxKb', { inputMode: 'numeric' })}
        {choice('caption', examCaptions, (caption) => t(`admin.presets.captions.${caption}`))}
        {choice('tone', examTones, (tone) => t(`admin.presets.tones.${tone}`))}
        {(values.kind === 'signature' || values.signatures !== '1') && (
          <>
            {text('signatures', { inputMode: 'numeric' })}
            <p className="muted">{t('admin.presets.signaturesHint', { max: MAX_SIGNATURES_IN_FILE })}</p>
          </>
        )}
        {flag('noEdits')}
        {flag('oldPattern')}
      </fieldset>
      <p className="admin-preset-form__rule" role="status" data-testid="admin-preset-rule">
        {t('admin.presets.ruleAsShown', { rule: ruleText })}
      </p>
      <fieldset>
        <legend>{t('admin.presets.groups.source')}</legend>
        {text('ruleYear', { inputMode: 'numeric' })}
        {text('source', { long: true })}
        {text('sourceHi', { long: true, hindi: true })}
        {text('sourceUrl', { inputMode: 'url' })}
        {text('checked')}
        {flag('secondarySource')}
        {text('note', { long: true })}
        {text('noteHi', { long: true, hindi: true })}
      </fieldset>
      <fieldset>
        <legend>{t('admin.presets.groups.listing')}</legend>
        {flag('active')}
        {text('sortOrder', { inputMode: 'numeric' })}
      </fieldset>
      {text('reason')}
      {tried && (request === null || idProblem !== undefined) && (
        <p className="error-box" role="alert">
          {t('admin.presets.fixFields')}
        </p>
      )}
      {save.isError && <ErrorMessage error={save.error} />}
      <div className="admin-preset-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('admin.presets.saving') : t('admin.presets.save')}
        </button>
        <button type="button" className="button" onClick={() => onDone(null)}>
          {t('admin.presets.cancel')}
        </button>
      </div>
    </form>
  );
}
