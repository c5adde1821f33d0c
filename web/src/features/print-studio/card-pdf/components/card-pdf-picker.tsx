import { useId, useState, type FormEvent } from 'react';
import type { PixelRect } from '@core/card-pdf/find-page-cards';
import type { KnownDocumentType } from '@core/documents/document-types';
import { documentTypeName } from '../../../../lib/prints/document-type-name';
import { FilePicker } from '../../../../components/file-picker';
import { useTranslation } from '../../../../lib/i18n';
import { StageProgress } from '../../components/stage-progress';
import { useCardPdfPicker, type PdfCards } from '../hooks/use-card-pdf-picker';
import { aadhaarPasswordExample, capitalAadhaarPassword } from '../lib/aadhaar-password';
import { outlinesReady, type CardSide } from '../lib/card-outlines-reducer';
import { openStages } from '../lib/open-card-pdf';
import { CardsDialog } from './cards-dialog';
import { CardPreviews } from './card-preview';
import { PasswordHelper } from './password-helper';
import { PanPasswordHelper } from './pan-password-helper';
import '../card-pdf.css';

interface CardPdfPickerProps {
  /** The card type printed: its name and its PDF's password rule. */
  type: KnownDocumentType;
  /** `both`: the card's front and back are printed; `single`: its front. */
  sides: 'single' | 'both';
  /** The card to print, or null: the one handed over before is taken back. */
  onCards: (cards: PdfCards | null) => void;
}

/**
 * A card from its PDF (decision 0093): choose the PDF the agency issued (e-Aadhaar, e-PAN, e-EPIC, Ayushman, ABHA,
 * e-Shram), type its password if it has one (the type's rule shown, with a helper), and the PDF is opened here in the
 * browser (pdf.js), every page rendered at 300 dpi and searched for cards, fronts paired with backs; the first card
 * is shown outlined for the operator to check and adjust, another chosen, or one drawn when none are found. "Use this
 * card" hands its JPEGs to the page. The PDF and the password never leave the browser.
 */
export function CardPdfPicker({ type, sides, onCards }: CardPdfPickerProps): React.JSX.Element {
  const { t } = useTranslation();
  const fileHintId = useId();
  const passwordId = useId();
  const maskHintId = useId();
  const picker = useCardPdfPicker(onCards, { typeId: type.id, needsBack: sides === 'both' });
  const { rule, password, setPassword, passwordRef, stage, error, opened, outlines, dispatch } = picker;
  const { front, back, used, cardsError, checking } = outlines;
  const [passwordShown, setPasswordShown] = useState(false);
  const example = rule === 'aadhaar' ? aadhaarPasswordExample(password, !passwordShown) : null;
  const doc = documentTypeName(t, type);

  // As the rule writes it (an e-Aadhaar's in capitals), the caret kept where it was: put in the field before React
  // sees it, React would set the new text itself and move the caret to the end.
  const typePassword = (input: HTMLInputElement) => {
    const written = rule === 'aadhaar' ? capitalAadhaarPassword(input.value) : input.value;
    if (written !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = written;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    setPassword(written);
  };
  const usePassword = (made: string) => {
    setPassword(made);
    passwordRef.current?.focus();
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
          <FilePicker
            label={t('cardPdf.file.label', { doc })}
            accept="application/pdf,.pdf"
            describedBy={fileHintId}
            onChange={(file) => picker.choose(file)}
            chosenName={picker.file?.name ?? null}
          />
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
              autoCapitalize={rule === 'aadhaar' ? 'characters' : 'off'}
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
            {example ? t('cardPdf.password.ruleTyped', { ...example }) : t(`cardPdf.password.rules.${rule}`)}
          </p>
        </div>
        {rule === 'aadhaar' && <PasswordHelper onUse={usePassword} />}
        {rule === 'pan' && <PanPasswordHelper onUse={usePassword} />}
        {rule === 'aadhaar' && (
          <div className="field eaadhaar__mask">
            <label>
              <input
                type="checkbox"
                checked={picker.masked}
                onChange={(event) => picker.chooseMasked(event.currentTarget.checked)}
                aria-describedby={maskHintId}
              />{' '}
              {t('cardPdf.mask.label')}
            </label>
            <p id={maskHintId} className="muted eaadhaar__hint">
              {t('cardPdf.mask.hint')}
            </p>
          </div>
        )}
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
          {front && outlinesReady(outlines) && !checking && <CardPreviews pages={opened.pages} front={front} back={sides === 'both' ? back : null} />}
          {used && (
            <p className="eaadhaar__used" role="status">
              {t('cardPdf.editor.used')}
              {picker.masked && ` ${t('cardPdf.mask.done')}`}
            </p>
          )}
          {cardsError && !checking && (
            <p className="error-box" role="alert">
              {cardsError}
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
          pages={opened.pages}
          outlines={outlines}
          busy={busy}
          error={cardsError ?? error}
          onChange={(side: CardSide, rect: PixelRect) => dispatch({ type: 'changed', side, rect, page: opened.pageNumber })}
          onChooseCard={picker.chooseCard}
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
