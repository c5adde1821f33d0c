import { useEffect, useId, useRef, useState } from 'react';
import { expectedCoinsOf } from '@core/contracts/print-quote';
import { useTranslation } from '../../../lib/i18n';
import type { HeldPrintReceipt, PrintCharge, PrintMode, PrintReceipt, PrintRequest } from '../../../lib/prints/create-print';
import { useKeepPrintedCrop } from '../../../lib/use-keep-printed-crop';
import type { PrintQuoteState } from '../../../lib/prints/use-print-quote';
import { deliverPdf, type PdfAction } from '../../../lib/prints/deliver-pdf';
import { samePrintRequest } from '../../../lib/prints/same-print-request';
import { printFailure } from '../../../lib/prints/print-failure';
import { quoteAllowsClean, quoteText, type PrintQuoteRequest } from '../../../lib/prints/print-quote';
import { usePrinterProfiles } from '../../../lib/printer-profiles/printer-profiles';
import { PrinterProfileSelect } from '../../../components/printer-profile-select';
import { useChosenPrinterProfile } from '../../../lib/printer-profiles/use-chosen-printer-profile';
import { takesPrinterProfile, withPrinterProfile } from '../lib/with-printer-profile';

export interface PrintResult {
  charge: PrintCharge;
  balanceAfter: number | null;
  mode: PrintMode;
}

/** What a studio is told by the page (the brand, the low-coin dialog), and how it reports prints. Money is the server's quote's. */
export interface StudioEntitlement {
  /** The brand the server repeats over free sheets. */
  watermarkText: string;
  /** Open the low-coin dialog for the print quoted by `quote` (its hashes), or for none in particular. */
  onNeedCoins: (quote: PrintQuoteRequest | null) => void;
  /** A print was made: refresh the coin balance (and so every quote) shown by the page. */
  onPrinted: (result: PrintResult) => void;
}

type Action = 'print' | 'watermark' | 'download';

/** A print the server made whose delivery failed: pressed again for the same request, mode and printer, it is delivered from its held URL. */
interface HeldDelivery {
  request: PrintRequest;
  mode: PrintMode;
  printerProfileId: string | null;
  receipt: HeldPrintReceipt;
}

interface Outcome {
  /** What was printed: the outcome shows until that changes. */
  subject: string;
  tone: 'success' | 'error';
  text: string;
}

/** The buttons are told the server's quote of a clean print, and report prints as the studio is told them. */
export interface PrintActionsProps extends Pick<StudioEntitlement, 'onNeedCoins' | 'onPrinted'> {
  /** What to print, or null while something is missing (the buttons are then disabled). */
  request: PrintRequest | null;
  /** The server's quote of a clean print of `request` (usePrintQuote): the clean buttons wait for it and say it. */
  quote: PrintQuoteState;
  /** Identity of what `request` prints (photo, sides, layout): a result shown stays until it changes. */
  subject: string;
  /** The paper to print on, for the result's instructions. */
  paperLabel: string;
  /** Shown while `request` is null: what to do first. */
  missingText: string;
  /** The charge line of a free same-day reprint. */
  reprintText: string;
  /** Said instead of the printer choice when the print takes no printer profile (a card tray's own offsets, decision 0091). */
  printerNote?: string | null;
  /** Something the print names is gone (404): a studio reads its own lists again (a card tray deleted elsewhere). */
  onNotFound?: () => void;
}

/**
 * The print buttons every studio shares: Print (or Remove Watermark to Print, which opens the
 * low-coin dialog), Print with watermark, Download PDF; the busy state while the server composes,
 * and the outcome in plain words (what was charged, how to print). A 402 opens the low-coin dialog.
 * Above them the printer to correct the PDF for (a calibrated profile, remembered in this browser; decision 0037).
 */
export function PrintActions(props: PrintActionsProps) {
  const { request, quote, subject, paperLabel, missingText, reprintText, printerNote = null, onNotFound, onNeedCoins, onPrinted } = props;
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const printAbort = useRef<AbortController | null>(null);
  const heldDelivery = useRef<HeldDelivery | null>(null);
  const printerProfiles = usePrinterProfiles();
  const printer = useChosenPrinterProfile(printerProfiles.data?.profiles ?? []);
  const keepPrintedCrop = useKeepPrintedCrop();
  const ids = useId();

  useEffect(() => () => printAbort.current?.abort(), []);

  const shownQuote = request ? quote.quote : undefined;
  const cleanAllowed = quoteAllowsClean(shownQuote);

  const chargeText = (printed: PrintReceipt) => {
    switch (printed.charge) {
      case 'coins':
        return t('studio.charge.coins', { price: printed.coinsCharged, coins: printed.balanceAfter ?? 0 });
      case 'reprint':
        return reprintText;
      case 'plan':
        return t('studio.charge.plan');
      default:
        return t('studio.charge.none');
    }
  };

  const run = async (action: Action) => {
    if (!request || busy) return;
    const mode: PrintMode = action === 'watermark' ? 'watermarked' : action === 'print' ? 'clean' : cleanAllowed ? 'clean' : 'watermarked';
    // A clean print is asked at the quote shown, never charged more (409 QUOTE_CHANGED otherwise).
    if (mode === 'clean' && !shownQuote) return;
    const expectedCoins = mode === 'clean' && shownQuote ? expectedCoinsOf(shownQuote) : undefined;
    const pdfAction: PdfAction = action === 'download' ? 'download' : 'print';
    printAbort.current?.abort();
    const controller = new AbortController();
    printAbort.current = controller;
    setBusy(action);
    setOutcome(null);
    const printerProfileId = takesPrinterProfile(request) ? printer.chosenId : null;
    const before = heldDelivery.current;
    // Pressed again after a failed delivery: the print the server made is taken from its held URL, not uploaded again.
    const held =
      before && samePrintRequest(before.request, request) && before.mode === mode && before.printerProfileId === printerProfileId ? before.receipt : null;
    heldDelivery.current = null;
    try {
      const corrected = withPrinterProfile(request, printerProfileId);
      const { receipt, delivered, madeAgain } = await deliverPdf(corrected, mode, pdfAction, {
        frameTitle: t('studio.actions.frameTitle'),
        signal: controller.signal,
        held,
        onReceipt: (made) => (heldDelivery.current = { request, mode, printerProfileId, receipt: made }),
        ...(expectedCoins === undefined ? {} : { expectedCoins }),
      });
      heldDelivery.current = null;
      keepPrintedCrop(corrected, mode, receipt);
      onPrinted({ charge: receipt.charge, balanceAfter: receipt.balanceAfter, mode });
      const again = madeAgain ? ` ${t('studio.result.madeAgain')}` : '';
      setOutcome({ subject, tone: 'success', text: `${t(`studio.result.${delivered}`, { paper: paperLabel })}${again} ${chargeText(receipt)}` });
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = printFailure(t, error);
      setOutcome({ subject, tone: 'error', text: failure.text });
      // QUOTE_CHANGED: nothing was charged; the new price is shown, and the operator presses Print again (never retried here).
      if (failure.quote) quote.replace(failure.quote);
      if (failure.requote) quote.retry();
      if (failure.needCoins) onNeedCoins(quote.request);
      // A printer profile deleted elsewhere: the list is read again, and the choice falls back to none.
      if (failure.notFound && printerProfileId) void printerProfiles.refetch();
      if (failure.notFound) onNotFound?.();
    } finally {
      if (printAbort.current === controller) {
        printAbort.current = null;
        setBusy(null);
      }
    }
  };

  const mainClick = () => {
    if (quote.error && !shownQuote) quote.retry();
    else if (shownQuote && !cleanAllowed) onNeedCoins(quote.request);
    else void run('print');
  };

  const missing = request === null;
  const quoteLoading = quote.loading;
  const busyLabel = (action: Action, idle: string) => (busy === action ? t('studio.actions.working') : idle);
  const shown = outcome && outcome.subject === subject ? outcome : null;
  /** The quote of a clean print: the server's price, "checking" while it is read, or that it could not be. */
  const quoteLine = shownQuote
    ? quoteText(t, shownQuote)
    : quoteLoading
      ? t('studio.quote.loading')
      : quote.error && !missing
        ? t('studio.quote.failed')
        : null;
  /**
   * A clean button's name is its action ("Print", "Remove Watermark to Print"); the quote is its own line under the
   * buttons, which each clean button is described by (aria-describedby): both are read, and the name is all its text.
   */
  const quoteId = `${ids}-quote`;
  const describedByQuote = quoteLine === null ? {} : { 'aria-describedby': quoteId };

  return (
    <>
      {printerNote === null ? (
        <PrinterProfileSelect profiles={printerProfiles.data?.profiles ?? []} chosenId={printer.chosenId} onChoose={printer.choose} disabled={busy !== null} />
      ) : (
        <p className="muted">{printerNote}</p>
      )}
      <div className="studio-actions" role="group" aria-label={t('studio.actions.label')}>
        {/* A clean print waits for the server's quote: it is asked at that price. Short of coins it opens the low-coin dialog. */}
        <button
          type="button"
          className="button button--primary"
          disabled={missing || quoteLoading || busy !== null}
          aria-busy={busy === 'print' || quoteLoading}
          onClick={mainClick}
          {...describedByQuote}
        >
          {busyLabel('print', shownQuote && !cleanAllowed ? t('studio.actions.removeWatermark') : t('studio.actions.print'))}
        </button>
        <button type="button" className="button" disabled={missing || busy !== null} aria-busy={busy === 'watermark'} onClick={() => void run('watermark')}>
          {busyLabel('watermark', t('studio.actions.printWatermarked'))}
        </button>
        <button
          type="button"
          className="button"
          disabled={missing || quoteLoading || busy !== null}
          aria-busy={busy === 'download'}
          onClick={() => void run('download')}
          {...(cleanAllowed ? describedByQuote : {})}
        >
          {busyLabel('download', cleanAllowed ? t('studio.actions.downloadClean') : t('studio.actions.downloadWatermarked'))}
        </button>
      </div>
      {quoteLine !== null && (
        <p id={quoteId} className="print-quote" data-testid="print-quote">
          {quoteLine}
        </p>
      )}
      {missing && <p className="muted">{missingText}</p>}
      {busy && (
        <p className="status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('studio.actions.making')}
        </p>
      )}
      {shown && (
        <p className={shown.tone === 'error' ? 'error-box' : 'form-success'} role={shown.tone === 'error' ? 'alert' : 'status'}>
          {shown.text}
        </p>
      )}
    </>
  );
}
