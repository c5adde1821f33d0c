import { useId, useState, type FormEvent } from 'react';
import type { PixelRect } from '@core/card-pdf/find-page-cards';
import { FilePicker } from '../../../../components/file-picker';
import { useTranslation } from '../../../../lib/i18n';
import { StageProgress } from '../../components/stage-progress';
import { useCardPdfPicker, type PdfCards } from '../hooks/use-card-pdf-picker';
import { aadhaarPasswordExample, capitalAadhaarPassword } from '../lib/aadhaar-password';
import type { CardSide } from '../lib/card-outlines-reducer';
import { openStages } from '../lib/open-card-pdf';
import { CardsDialog } from './cards-dialog';
import { CardPreviews } from './card-preview';
import { PasswordHelper } from './password-helper';
import '../card-pdf.css';

/**
 * The e-Aadhaar path of a both-side Aadhaar print: choose the password-protected PDF from UIDAI,
 * type its password, and the PDF is opened here in the browser (pdf.js), rendered at 300 dpi and
 * searched for the front and back cards, shown outlined for the operator to check and adjust (or
 * draw, when none are found). "Use these cards" hands two card JPEGs to the page. The PDF and the
 * password never leave the browser.
 */
export function CardPdfPicker({ onCards }: { onCards: (cards: PdfCards) => void }): React.JSX.Element {
  const { t } = useTranslation();
  const fileHintId = useId();
  const passwordId = useId();
  const picker = useCardPdfPicker(onCards);
  const { password, setPassword, passwordRef, stage, error, opened, outlines, dispatch } = picker;
  const { front, back, rotation, drawing, found, making, used, cardsError, checking } = outlines;
  const [passwordShown, setPasswordShown] = useState(false);
  const example = aadhaarPasswordExample(password, !passwordShown);

  // Capitals as typed, the caret kept where it was: put in the field before React sees it, React would
  // set the new text itself and move the caret to the end.
  const typePassword = (input: HTMLInputElement) => {
    const capital = capitalAadhaarPassword(input.value);
    if (capital !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = capital;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    setPassword(capital);
  };

  const open = (event: FormEvent) => {
    event.preventDefault();
    void picker.open();
  };

  const busy = stage !== null;
  return (
    <div className="eaadhaar">
      <p className="muted eaadhaar__intro">{t('cardPdf.intro')}</p>
      <form className="eaadhaar__open" onSubmit={open} noValidate>
        <div className="field">
          <FilePicker label={t('cardPdf.file.label')} accept="application/pdf,.pdf" describedBy={fileHintId} onChange={(file) => picker.choose(file)} />
          <p id={fileHintId} className="muted eaadhaar__hint">
            {t('cardPdf.file.hint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={passwordId}>{t('cardPdf.password.label')}</label>
          {/* Masked at the counter, shown on demand: decision 0060. */}
          <div className="eaadhaar__password">
            <input
              ref={passwordRef}
              id={passwordId}
              type={passwordShown ? 'text' : 'password'}
              value={password}
              onChange={(event) => typePassword(event.currentTarget)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={`${passwordId}-rule`}
            />
            <button
              type="button"
              className="button eaadhaar__show"
              aria-label={t('cardPdf.password.showLabel')}
              aria-pressed={passwordShown}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              {t('cardPdf.password.show')}
            </button>
          </div>
          <p id={`${passwordId}-rule`} className="muted eaadhaar__hint">
            {example ? t('cardPdf.password.ruleTyped', { ...example }) : t('cardPdf.password.rule')}
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
            {t('cardPdf.open')}
          </button>
          {busy && <StageProgress stages={openStages} stage={stage} label={t('cardPdf.progress')} text={t(`cardPdf.stage.${stage}`)} />}
        </div>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
      </form>

      {opened && (
        <section className="eaadhaar__cards" aria-label={t('cardPdf.editor.title')}>
          {front && back && drawing === null && !checking && <CardPreviews source={opened.canvas} front={front} back={back} rotation={rotation} />}
          {used && (
            <p className="eaadhaar__used" role="status">
              {t('cardPdf.editor.used')}
            </p>
          )}
          <button type="button" className="button" onClick={() => dispatch({ type: 'check' })}>
            {t('cardPdf.editor.adjust')}
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
