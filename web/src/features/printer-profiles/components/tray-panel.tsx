import { useId, useState, type FormEvent } from 'react';
import type { TrayProfile } from '@core/contracts/tray-profiles';
import { MAX_TRAY_SLOTS, TRAY_CARD_TURNS, TRAY_FLIPS, TRAY_PASSES, type TrayCardTurn, type TrayPass } from '@core/layout/tray-terms';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation, type TranslationKey } from '../../../lib/i18n';
import { trayCalibrationUrl, useTrayProfileMutations, useTrayProfiles } from '../../../lib/tray-profiles/tray-profiles';
import {
  emptyTrayForm,
  readTrayForm,
  trayFormOf,
  trayFormProblem,
  trayProblemText,
  withSlotAdded,
  withSlotRemoved,
  type TrayFormField,
  type TrayFormValues,
} from '../lib/tray-form';
import { TrayReadings } from './tray-readings';
import '../printer-profiles.css';

const turnLabel: Record<TrayCardTurn, TranslationKey> = {
  0: 'trays.turns.0',
  90: 'trays.turns.90',
  180: 'trays.turns.180',
  270: 'trays.turns.270',
};

/** An offset as shown: a hundredth of a millimetre at most, with its sign. */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * PVC card trays (decision 0091): a tray's page, how its cards lie and turn between passes, its slots; each saved
 * tray's calibration page per pass, the readings typed from it (which move the pass's offsets), change and delete.
 * A PVC print is the customer's convenience copy, never an official card: the notice says so.
 */
export function TrayPanel() {
  const { t } = useTranslation();
  const ids = useId();
  const trays = useTrayProfiles();
  const { save, remove } = useTrayProfileMutations();
  const [values, setValues] = useState<TrayFormValues>(emptyTrayForm);
  const [editing, setEditing] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<TrayFormField[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const [reading, setReading] = useState<{ trayId: string; pass: TrayPass } | null>(null);
  const [asked, setAsked] = useState<TrayProfile | null>(null);
  const [applied, setApplied] = useState<{ name: string; pass: TrayPass } | null>(null);

  const list = trays.data?.trays ?? [];
  const full = !editing && trays.data !== undefined && list.length >= trays.data.limit;
  const problem = trayFormProblem(values);

  const change = (update: Partial<TrayFormValues>) => {
    setValues((current) => ({ ...current, ...update }));
    setSaved(null);
  };
  const changeSlot = (index: number, axis: 'x' | 'y', value: string) =>
    setValues((current) => ({ ...current, slots: current.slots.map((slot, i) => (i === index ? { ...slot, [axis]: value } : slot)) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTrayForm(values);
    setInvalid(read.errors ?? []);
    setSaved(null);
    if (!read.input) return;
    save.mutate(
      { input: read.input, id: editing },
      {
        onSuccess: (tray) => {
          setSaved(tray.name);
          setEditing(null);
          setValues(emptyTrayForm);
        },
      },
    );
  };

  const startEditing = (tray: TrayProfile) => {
    setEditing(tray.id);
    setValues(trayFormOf(tray));
    setInvalid([]);
    setSaved(null);
    save.reset();
  };

  const cancel = () => {
    setEditing(null);
    setValues(emptyTrayForm);
    setInvalid([]);
    save.reset();
  };

  const confirmDelete = () => {
    if (!asked) return;
    const id = asked.id;
    setAsked(null);
    remove.mutate(id, {
      onSuccess: () => {
        if (editing === id) cancel();
        if (reading?.trayId === id) setReading(null);
      },
    });
  };

  /** A number typed in mm, with its label and its error when saving found it wrong. */
  const numberField = (field: TrayFormField, id: string, label: string, value: string, error: string, onChange: (value: string) => void) => (
    <span key={id} className="tray-form__number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="tray-number"
        value={value}
        inputMode="decimal"
        maxLength={8}
        autoComplete="off"
        aria-invalid={invalid.includes(field)}
        aria-describedby={invalid.includes(field) ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid.includes(field) && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </span>
  );

  return (
    <section id="trays" className="panel calibration" aria-labelledby={`${ids}-title`} data-testid="tray-panel">
      <h2 id={`${ids}-title`}>{t('trays.heading')}</h2>
      <p className="notice">{t('trays.notice')}</p>
      <p>{t('trays.intro')}</p>
      <ol className="calibration__steps">
        <li>{t('trays.steps.add')}</li>
        <li>{t('trays.steps.calibrate')}</li>
        <li>{t('trays.steps.print')}</li>
      </ol>

      <form className="calibration__form" noValidate onSubmit={onSubmit} aria-busy={save.isPending} aria-labelledby={`${ids}-form-title`}>
        <h3 id={`${ids}-form-title`}>{editing ? t('trays.form.editHeading') : t('trays.form.newHeading')}</h3>
        <div className="field">
          <label htmlFor={`${ids}-name`}>{t('trays.form.name')}</label>
          <span className="muted" id={`${ids}-name-hint`}>
            {t('trays.form.nameHint')}
          </span>
          <input
            id={`${ids}-name`}
            value={values.name}
            maxLength={60}
            autoComplete="off"
            aria-invalid={invalid.includes('name')}
            aria-describedby={[`${ids}-name-hint`, invalid.includes('name') ? `${ids}-name-error` : ''].filter(Boolean).join(' ')}
            onChange={(event) => change({ name: event.target.value })}
          />
          {invalid.includes('name') && (
            <p id={`${ids}-name-error`} className="field__error">
              {t('trays.errors.name')}
            </p>
          )}
        </div>

        <fieldset className="tray-form__group">
          <legend>{t('trays.form.page')}</legend>
          <span className="muted">{t('trays.form.pageHint')}</span>
          <div className="tray-form__pair">
            {(['width', 'height'] as const).map((side) =>
              numberField(
                side,
                `${ids}-${side}`,
                side === 'width' ? t('trays.form.width') : t('trays.form.height'),
                values[side],
                t('trays.errors.page'),
                (value) => change({ [side]: value }),
              ),
            )}
          </div>
        </fieldset>

        <div className="field">
          <label htmlFor={`${ids}-turn`}>{t('trays.form.cardTurn')}</label>
          <select
            id={`${ids}-turn`}
            value={String(values.cardTurn)}
            onChange={(event) => change({ cardTurn: Number(event.currentTarget.value) as TrayCardTurn })}
          >
            {TRAY_CARD_TURNS.map((turn) => (
              <option key={turn} value={String(turn)}>
                {t(turnLabel[turn])}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="tray-form__group">
          <legend>{t('trays.form.flip')}</legend>
          {TRAY_FLIPS.map((flip) => (
            <label key={flip} className="tray-form__option">
              <input type="radio" name={`${ids}-flip`} value={flip} checked={values.flip === flip} onChange={() => change({ flip })} />
              {flip === 'short' ? t('trays.form.flipShort') : t('trays.form.flipLong')}
            </label>
          ))}
        </fieldset>

        <fieldset className="tray-form__group">
          <legend>{t('trays.form.slots')}</legend>
          <span className="muted">{t('trays.form.slotsHint')}</span>
          <ol className="tray-form__slots">
            {values.slots.map((slot, index) => (
              <li key={index} className="tray-form__slot" data-testid="tray-slot">
                <span className="tray-form__slot-name">{t('trays.form.slot', { slot: index + 1 })}</span>
                {(['x', 'y'] as const).map((axis) =>
                  numberField(
                    `slot.${index}.${axis}`,
                    `${ids}-slot-${index}-${axis}`,
                    axis === 'x' ? t('trays.form.slotX') : t('trays.form.slotY'),
                    slot[axis],
                    t('trays.errors.position'),
                    (value) => changeSlot(index, axis, value),
                  ),
                )}
                <button
                  type="button"
                  className="button"
                  disabled={values.slots.length <= 1}
                  aria-label={t('trays.form.removeSlotNamed', { slot: index + 1 })}
                  onClick={() => setValues((current) => withSlotRemoved(current, index))}
                >
                  {t('trays.form.removeSlot')}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button"
            disabled={values.slots.length >= MAX_TRAY_SLOTS}
            onClick={() => setValues((current) => withSlotAdded(current))}
          >
            {t('trays.form.addSlot')}
          </button>
          {invalid.includes('slots') && <p className="field__error">{t('trays.errors.slots', { max: MAX_TRAY_SLOTS })}</p>}
        </fieldset>

        <div aria-live="polite">
          {problem && (
            <p className="field__error" data-testid="tray-problem">
              {trayProblemText(t, problem)}
            </p>
          )}
        </div>
        {full && <p className="muted">{t('trays.full', { limit: trays.data?.limit ?? 0 })}</p>}
        {save.isError && <ErrorMessage error={save.error} />}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={save.isPending || full}>
            {editing ? t('trays.form.saveChanges') : t('trays.form.save')}
          </button>
          {editing && (
            <button type="button" className="button" onClick={cancel}>
              {t('trays.form.cancel')}
            </button>
          )}
        </div>
        <div role="status">{saved && <p className="form-success">{t('trays.saved', { name: saved })}</p>}</div>
      </form>

      <h3>{t('trays.list.heading')}</h3>
      {trays.isError && <ErrorMessage error={trays.error} onRetry={() => void trays.refetch()} />}
      {trays.isPending && <p role="status">{t('trays.list.loading')}</p>}
      {trays.data && list.length === 0 && <p className="muted">{t('trays.list.empty')}</p>}
      {remove.isError && <ErrorMessage error={remove.error} />}
      <div role="status">
        {applied && (
          <p className="form-success">{t(applied.pass === 'front' ? 'trays.readings.appliedFront' : 'trays.readings.appliedBack', { name: applied.name })}</p>
        )}
      </div>
      <ul className="calibration__list">
        {list.map((tray) => (
          <li key={tray.id} className="calibration__profile" data-testid="tray-profile">
            <strong>{tray.name}</strong>
            <span className="muted">
              {t('trays.list.summary', {
                width: tray.layout.page.width,
                height: tray.layout.page.height,
                count: tray.layout.slots.length,
                turn: t(turnLabel[tray.layout.cardTurn]),
              })}{' '}
              {tray.layout.flip === 'short' ? t('trays.list.flipShort') : t('trays.list.flipLong')}
            </span>
            <details className="tray-offsets">
              <summary>{t('trays.list.offsets')}</summary>
              <ul>
                {tray.layout.slots.map((slot, index) => (
                  <li key={index}>
                    {t('trays.list.slotOffsets', {
                      slot: index + 1,
                      x: slot.x,
                      y: slot.y,
                      frontX: signed(slot.front.x),
                      frontY: signed(slot.front.y),
                      backX: signed(slot.back.x),
                      backY: signed(slot.back.y),
                    })}
                  </li>
                ))}
              </ul>
            </details>
            {TRAY_PASSES.map((pass) => (
              <span key={pass} className="calibration__profile-actions">
                <a className="button" href={trayCalibrationUrl(tray.id, pass)} target="_blank" rel="noopener" data-testid={`tray-calibration-${pass}`}>
                  {pass === 'front' ? t('trays.list.frontPage') : t('trays.list.backPage')}
                </a>
                <button
                  type="button"
                  className="button"
                  aria-expanded={reading?.trayId === tray.id && reading.pass === pass}
                  onClick={() => {
                    setApplied(null);
                    setReading(reading?.trayId === tray.id && reading.pass === pass ? null : { trayId: tray.id, pass });
                  }}
                >
                  {pass === 'front' ? t('trays.list.frontReadings') : t('trays.list.backReadings')}
                </button>
              </span>
            ))}
            {reading?.trayId === tray.id && (
              <TrayReadings
                key={`${tray.id}-${reading.pass}-${tray.updatedAt}`}
                tray={tray}
                pass={reading.pass}
                onDone={(done) => {
                  setApplied(done ? { name: tray.name, pass: reading.pass } : null);
                  setReading(null);
                }}
              />
            )}
            <span className="calibration__profile-actions">
              <button type="button" className="button" onClick={() => startEditing(tray)}>
                {t('trays.list.edit')}
              </button>
              <button type="button" className="button" disabled={remove.isPending} onClick={() => setAsked(tray)}>
                {t('trays.list.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {asked && (
        <ConfirmDialog
          title={t('trays.delete.title', { name: asked.name })}
          message={t('trays.delete.message')}
          confirmText={t('trays.delete.yes')}
          cancelText={t('trays.delete.no')}
          onConfirm={confirmDelete}
          onCancel={() => setAsked(null)}
          classes={{ dialog: 'tray-confirm', actions: 'button-row' }}
          testId="tray-delete-confirm"
        />
      )}
    </section>
  );
}
