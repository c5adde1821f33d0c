import { useId, type FormEvent } from 'react';
import type { PixelRect } from '@core/e-aadhaar/find-card-regions';
import { useTranslation } from '../../../../lib/i18n';
import { StageProgress } from '../../components/stage-progress';
import { useEAadhaarPicker, type EAadhaarCards } from '../hooks/use-e-aadhaar-picker';
import type { CardSide } from '../lib/card-outlines-reducer';
import { openStages } from '../lib/open-e-aadhaar';
import { CardsDialog } from './cards-dialog';
import { CardPreviews } from './card-preview';
import { PasswordHelper } from './password-helper';
import '../e-aadhaar.css';

/**
 * The e-Aadhaar path of a both-side Aadhaar print: choose the password-protected PDF from UIDAI,
 * type its password, and the PDF is opened here in the browser (pdf.js), rendered at 300 dpi and
 * searched for the front and back cards, shown outlined for the operator to check and adjust (or
 * draw, when none are found). "Use these cards" hands two card JPEGs to the page. The PDF and the
 * password never leave the browser.
 */
export function EAadhaarPicker({ onCards }: { onCards: (cards: EAadhaarCards) => void }): React.JSX.Element {
  const { t } = useTranslation();
  const fileId = useId();
  const passwordId = useId();
  const picker = useEAadhaarPicker(onCards);
  const { password, setPassword, passwordRef, stage, error, opened, outlines, dispatch } = picker;
  const { front, back, rotation, drawing, found, making, used, cardsError, checking } = outlines;

  const open = (event: FormEvent) => {
    event.preventDefault();
    void picker.open();
  };

  const busy = stage !== null;
  return (
    <div className="eaadhaar">
      <p className="muted eaadhaar__intro">{t('eAadhaar.intro')}</p>
      <form className="eaadhaar__open" onSubmit={open} noValidate>
        <div className="field">
          <label htmlFor={fileId}>{t('eAadhaar.file.label')}</label>
          <input
            id={fileId}
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => picker.choose(event.currentTarget.files?.[0] ?? null)}
          />
          <p id={`${fileId}-hint`} className="muted eaadhaar__hint">
            {t('eAadhaar.file.hint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={passwordId}>{t('eAadhaar.password.label')}</label>
          {/* Plain text on purpose: the operator sees typing mistakes, and browsers don't offer to save customers' passwords. */}
          <input
            ref={passwordRef}
            id={passwordId}
            type="text"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${passwordId}-rule`}
          />
          <p id={`${passwordId}-rule`} className="muted eaadhaar__hint">
            {t('eAadhaar.password.rule')}
          </p>
        </div>
        <PasswordHelper
          onUse={(made) => {
            setPassword(made);
            passwordRef.current?.focus();
          }}
        />
        <div className="eaadhaar__open-row">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('eAadhaar.open')}
          </button>
          {busy && <StageProgress stages={openStages} stage={stage} label={t('eAadhaar.progress')} text={t(`eAadhaar.stage.${stage}`)} />}
        </div>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
      </form>

      {opened && (
        <section className="eaadhaar__cards" aria-label={t('eAadhaar.editor.title')}>
          {front && back && drawing === null && !checking && <CardPreviews source={opened.canvas} front={front} back={back} rotation={rotation} />}
          {used && (
            <p className="eaadhaar__used" role="status">
              {t('eAadhaar.editor.used')}
            </p>
          )}
          <button type="button" className="button" onClick={() => dispatch({ type: 'check' })}>
            {t('eAadhaar.editor.adjust')}
          </button>
        </section>
      )}
      {opened && checking && (
        <CardsDialog
          key={opened.pageUrl}
          page={{ canvas: opened.canvas, dpi: opened.dpi, pageUrl: opened.pageUrl, pageNumber: opened.pageNumber, numPages: opened.pdf.numPages }}
          front={front}
          back={back}
          rotation={rotation}
          drawing={drawing}
          found={found}
          busy={busy}
          making={making}
          error={cardsError ?? error}
          onChange={(side: CardSide, rect: PixelRect) => dispatch({ type: 'changed', side, rect })}
          onTurn={() => dispatch({ type: 'turn' })}
          onRedraw={() => dispatch({ type: 'redraw' })}
          onShowPage={(pageNumber) => void picker.showPage(pageNumber)}
          onUse={() => void picker.takeCards()}
          onClose={() => dispatch({ type: 'close' })}
        />
      )}
    </div>
  );
}
