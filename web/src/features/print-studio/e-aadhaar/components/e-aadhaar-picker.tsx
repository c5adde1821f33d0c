import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import type { PixelRect } from '../../../../../../core/src/e-aadhaar/find-card-regions';
import { useTranslation } from '../../../../lib/i18n';
import { StageProgress } from '../../components/stage-progress';
import { cardJpeg } from '../lib/card-geometry';
import { cardOutlinesReducer, noCardOutlines, type CardSide } from '../lib/card-outlines-reducer';
import { findCards } from '../lib/find-cards';
import { openEAadhaar, openStages, RENDER_DPI, type OpenStage } from '../lib/open-e-aadhaar';
import { PdfOpenError } from '../lib/pdf-open-error';
import type { OpenedPdf } from '../lib/pdf-reader';
import { CardsDialog } from './cards-dialog';
import { CardPreviews } from './card-preview';
import { PasswordHelper } from './password-helper';
import '../e-aadhaar.css';

/** JPEG images of the two cards, card aspect 85.6:54, at least 300 dpi (≥1011×638 px). */
export interface EAadhaarCards {
  front: Blob;
  back: Blob;
}

interface OpenedPage {
  pdf: OpenedPdf;
  fileName: string;
  pageNumber: number;
  /** The page at `dpi` (300): the cards are cut from it. */
  canvas: HTMLCanvasElement;
  dpi: number;
  /** A lighter copy of the page for the screen. */
  pageUrl: string;
}

/** Width of the page picture shown on screen (the outlines' coordinates stay those of the 300 dpi page). */
const SCREEN_PAGE_WIDTH = 1240;

async function screenCopyUrl(canvas: HTMLCanvasElement): Promise<string> {
  const scale = Math.min(1, SCREEN_PAGE_WIDTH / canvas.width);
  const copy = document.createElement('canvas');
  copy.width = Math.round(canvas.width * scale);
  copy.height = Math.round(canvas.height * scale);
  const context = copy.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(canvas, 0, 0, copy.width, copy.height);
  const blob = await new Promise<Blob | null>((resolve) => copy.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('JPEG encoding failed');
  return URL.createObjectURL(blob);
}

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
  const passwordRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [stage, setStage] = useState<OpenStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState<OpenedPage | null>(null);
  const [outlines, dispatch] = useReducer(cardOutlinesReducer, noCardOutlines);
  const { front, back, rotation, drawing, found, making, used, cardsError, checking } = outlines;
  const openedRef = useRef<OpenedPage | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  /** Shows another page (or none), closing the PDF it came from when that changes. */
  const replaceOpened = useCallback((next: OpenedPage | null) => {
    const previous = openedRef.current;
    if (previous && previous.pdf !== next?.pdf) void previous.pdf.close();
    openedRef.current = next;
    setOpened(next);
  }, []);

  useEffect(() => () => (opened ? URL.revokeObjectURL(opened.pageUrl) : undefined), [opened]);
  useEffect(
    () => () => {
      abortRef.current?.abort();
      void openedRef.current?.pdf.close();
      openedRef.current = null;
    },
    [],
  );

  const failureText = (failure: unknown, name: string): string => {
    const reason = failure instanceof PdfOpenError ? failure.reason : 'damaged';
    switch (reason) {
      case 'wrong-password':
        return t('eAadhaar.errors.wrongPassword');
      case 'needs-password':
        return t('eAadhaar.errors.needsPassword');
      case 'not-pdf':
        return t('eAadhaar.errors.notPdf', { name });
      case 'no-pages':
        return t('eAadhaar.errors.noPages', { name });
      case 'reader':
        return t('eAadhaar.errors.reader');
      default:
        return t('eAadhaar.errors.damaged', { name });
    }
  };

  const start = () => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    return controller;
  };

  const settle = (controller: AbortController) => {
    if (abortRef.current === controller) {
      abortRef.current = null;
      setStage(null);
    }
  };

  const open = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('eAadhaar.errors.chooseFile'));
      return;
    }
    const controller = start();
    replaceOpened(null);
    setStage('loading');
    try {
      const result = await openEAadhaar(file, password, setStage, controller.signal);
      if (controller.signal.aborted) {
        void result.pdf.close();
        return;
      }
      const pageUrl = await screenCopyUrl(result.page.canvas);
      replaceOpened({ pdf: result.pdf, fileName: file.name, pageNumber: result.pageNumber, canvas: result.page.canvas, dpi: result.page.dpi, pageUrl });
      dispatch({ type: 'page-searched', regions: result.regions });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(failureText(failure, file.name));
      const reason = failure instanceof PdfOpenError ? failure.reason : null;
      // The file stays chosen: the operator corrects the password and opens again.
      if (reason === 'wrong-password' || reason === 'needs-password') {
        passwordRef.current?.focus();
        passwordRef.current?.select();
      }
    } finally {
      settle(controller);
    }
  };

  const showPage = async (pageNumber: number) => {
    const current = openedRef.current;
    if (!current || pageNumber === current.pageNumber) return;
    const controller = start();
    setStage('rendering');
    try {
      const page = await current.pdf.renderPage(pageNumber, RENDER_DPI);
      if (controller.signal.aborted) return;
      setStage('finding');
      const { regions } = await findCards(page.canvas, page.dpi);
      if (controller.signal.aborted) return;
      const pageUrl = await screenCopyUrl(page.canvas);
      replaceOpened({ ...current, pageNumber, canvas: page.canvas, dpi: page.dpi, pageUrl });
      dispatch({ type: 'page-searched', regions });
    } catch (failure) {
      if (!controller.signal.aborted) setError(failureText(failure, current.fileName));
    } finally {
      settle(controller);
    }
  };

  const choose = (chosen: File | null) => {
    abortRef.current?.abort();
    abortRef.current = null;
    setStage(null);
    setError(null);
    replaceOpened(null);
    setFile(chosen);
  };

  const takeCards = async () => {
    if (!opened || !front || !back || making) return;
    dispatch({ type: 'making' });
    try {
      const [frontJpeg, backJpeg] = await Promise.all([cardJpeg(opened.canvas, front, rotation), cardJpeg(opened.canvas, back, rotation)]);
      onCards({ front: frontJpeg, back: backJpeg });
      dispatch({ type: 'made' });
    } catch {
      dispatch({ type: 'making-failed', message: t('eAadhaar.errors.cards') });
    }
  };

  const busy = stage !== null;
  return (
    <div className="eaadhaar">
      <p className="muted eaadhaar__intro">{t('eAadhaar.intro')}</p>
      <form className="eaadhaar__open" onSubmit={(event) => void open(event)} noValidate>
        <div className="field">
          <label htmlFor={fileId}>{t('eAadhaar.file.label')}</label>
          <input
            id={fileId}
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
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
          {front && back && drawing === null && !checking && (
            <CardPreviews source={opened.canvas} front={front} back={back} rotation={rotation} />
          )}
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
          onShowPage={(pageNumber) => void showPage(pageNumber)}
          onUse={() => void takeCards()}
          onClose={() => dispatch({ type: 'close' })}
        />
      )}
    </div>
  );
}
