import { useId } from 'react';
import type { TrayProfile } from '@core/contracts/tray-profiles';
import { TRAY_BLEEDS, TRAY_PASSES, type TrayBleed } from '@core/layout/tray-terms';
import { useTranslation } from '../../../lib/i18n';
import { trayPassHint, type TrayChoice, type TrayPrint } from '../lib/tray-print-choice';

interface DocumentTrayChoiceProps {
  /** The user's trays offered for this card type (none: nothing is shown). */
  trays: readonly TrayProfile[];
  /** The tray print the choice makes, or null for paper. */
  trayPrint: TrayPrint | null;
  /** Both-side: the pass is chosen (single-side prints the front pass). */
  both: boolean;
  onChange: (change: Partial<TrayChoice>) => void;
}

/**
 * Paper or a PVC card tray (decision 0091): "Print on" A4 paper or each tray by name; on a tray, the notice that a
 * PVC print is a convenience copy, the pass (both-side) with how to turn the cards, and the bleed past the card.
 */
export function DocumentTrayChoice({ trays, trayPrint, both, onChange }: DocumentTrayChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  const passName = useId();
  const passHintId = useId();
  const bleedId = useId();
  if (trays.length === 0) return null;
  const chosenId = trayPrint?.tray.id ?? null;
  return (
    <div className="studio-tray" data-testid="tray-choice">
      <fieldset className="studio-source">
        <legend>{t('documentStudio.tray.printOn')}</legend>
        <label className="studio-source__option">
          <input type="radio" name={name} value="" checked={chosenId === null} onChange={() => onChange({ trayId: null })} />
          {t('documentStudio.tray.paper')}
        </label>
        {trays.map((tray) => (
          <label key={tray.id} className="studio-source__option">
            <input type="radio" name={name} value={tray.id} checked={chosenId === tray.id} onChange={() => onChange({ trayId: tray.id })} />
            {t('documentStudio.tray.trayOption', { name: tray.name, count: tray.layout.slots.length })}
          </label>
        ))}
      </fieldset>
      {trayPrint && (
        <>
          <p className="notice" data-testid="pvc-notice">
            {t('trays.notice')}
          </p>
          {both && (
            <fieldset className="studio-source">
              <legend>{t('documentStudio.tray.pass')}</legend>
              {TRAY_PASSES.map((pass) => (
                <label key={pass} className="studio-source__option">
                  <input
                    type="radio"
                    name={passName}
                    value={pass}
                    checked={trayPrint.pass === pass}
                    aria-describedby={passHintId}
                    onChange={() => onChange({ pass })}
                  />
                  {pass === 'front' ? t('documentStudio.tray.frontPass') : t('documentStudio.tray.backPass')}
                </label>
              ))}
              <p id={passHintId} className="muted">
                {trayPassHint(t, trayPrint)}
              </p>
            </fieldset>
          )}
          <div className="field studio-copies">
            <label htmlFor={bleedId}>{t('documentStudio.tray.bleed')}</label>
            <select
              id={bleedId}
              value={String(trayPrint.bleed)}
              aria-describedby={`${bleedId}-hint`}
              onChange={(event) => onChange({ bleed: Number(event.currentTarget.value) as TrayBleed })}
            >
              {TRAY_BLEEDS.map((bleed) => (
                <option key={bleed} value={String(bleed)}>
                  {t('documentStudio.tray.bleedMm', { mm: bleed })}
                </option>
              ))}
            </select>
            <p id={`${bleedId}-hint`} className="muted">
              {t('documentStudio.tray.bleedHint')}
            </p>
          </div>
        </>
      )}
    </div>
  );
}
