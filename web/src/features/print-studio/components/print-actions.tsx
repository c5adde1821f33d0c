import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { PrintCharge, PrintCharged, PrintMode, PrintRequest } from '../api/create-print';
import { useKeepPrintedCrop } from '../../history/hooks/use-keep-printed-crop';
import { deliverPdf, type PdfAction } from '../lib/deliver-pdf';
import { usePrinterProfiles } from '../../printer-profiles/api/printer-profiles';
import { PrinterProfileSelect } from '../../printer-profiles/components/printer-profile-select';
import { useChosenPrinterProfile } from '../../printer-profiles/hooks/use-chosen-printer-profile';

export interface PrintResult {
  charge: PrintCharge;
  coinsRemaining: number | null;
  mode: PrintMode;
}

/** What a studio is told of the account and the catalog (by the page), and how it reports prints. */
export interface StudioEntitlement {
  /** The user's plan covers the service, or they hold at least its price in coins. */
  canPrintClean: boolean;
  /** An active plan covers the service: every clean print is free. */
  planCovers: boolean;
  /** Coins a clean print costs, when known. */
  priceCoins: number | null;
  /** The brand the server repeats over free sheets. */
  watermarkText: string;
  /** Open the low-coin dialog. */
  onNeedCoins: () => void;
  /** A print was made: refresh the coin balance shown by the page. */
  onPrinted: (result: PrintResult) => void;
}

type Action = 'print' | 'watermark' | 'download';

/** The request with the chosen printer profile in its sheet (none: printed as drawn). */
function withPrinterProfile(request: PrintRequest, printerProfileId: string | null): PrintRequest {
  if (!printerProfileId) return request;
  if (request.kind === 'customer-sheet') return { ...request, sheet: { ...request.sheet, printerProfileId } };
  return request.kind === 'photo-sheet'
    ? { ...request, sheet: { ...request.sheet, printerProfileId } }
    : { ...request, sheet: { ...request.sheet, printerProfileId } };
}

interface Outcome {
  /** What was printed: the outcome shows until that changes. */
  subject: string;
  tone: 'success' | 'error';
  text: string;
}

/** The buttons are told the account's price and report prints as the studio is told them. */
export interface PrintActionsProps extends Pick<StudioEntitlement, 'priceCoins' | 'onNeedCoins' | 'onPrinted'> {
  /** What to print, or null while something is missing (the buttons are then disabled). */
  request: PrintRequest | null;
  /** Identity of what `request` prints (photo, sides, layout): a result shown stays until it changes. */
  subject: string;
  /** A clean print may be asked for: the plan covers it, it was paid for today, or the coins pay for it. */
  entitledClean: boolean;
  /** A clean print costs nothing (the plan covers it, or it was paid for today). */
  cleanIsFree: boolean;
  /** The paper to print on, for the result's instructions. */
  paperLabel: string;
  /** Shown while `request` is null: what to do first. */
  missingText: string;
  /** Shown when a clean print would cost coins. */
  costsText: string | null;
  /** The charge line of a free same-day reprint. */
  reprintText: string;
}

/**
 * The print buttons every studio shares: Print (or Remove Watermark to Print, which opens the
 * low-coin dialog), Print with watermark, Download PDF; the busy state while the server composes,
 * and the outcome in plain words (what was charged, how to print). A 402 opens the low-coin dialog.
 * Above them the printer to correct the PDF for (a calibrated profile, remembered in this browser; decision 0037).
 */
export function PrintActions(props: PrintActionsProps) {
  const { request, subject, entitledClean, cleanIsFree, priceCoins, paperLabel, missingText, costsText, reprintText, onNeedCoins, onPrinted } = props;
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const printAbort = useRef<AbortController | null>(null);
  const printerProfiles = usePrinterProfiles();
  const printer = useChosenPrinterProfile(printerProfiles.data?.profiles ?? []);
  const keepPrintedCrop = useKeepPrintedCrop();

  useEffect(() => () => printAbort.current?.abort(), []);

  const chargeText = (printed: PrintCharged) => {
    const coins = printed.coinsRemaining ?? 0;
    switch (printed.charge) {
      case 'coins':
        return t('studio.charge.coins', { price: printed.coinsCharged ?? priceCoins ?? '', coins });
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
    const mode: PrintMode = action === 'watermark' ? 'watermarked' : action === 'print' ? 'clean' : entitledClean ? 'clean' : 'watermarked';
    const pdfAction: PdfAction = action === 'download' ? 'download' : 'print';
    printAbort.current?.abort();
    const controller = new AbortController();
    printAbort.current = controller;
    setBusy(action);
    setOutcome(null);
    try {
      const corrected = withPrinterProfile(request, printer.chosenId);
      const { printed, delivered } = await deliverPdf(corrected, mode, pdfAction, { frameTitle: t('studio.actions.frameTitle'), signal: controller.signal });
      keepPrintedCrop(corrected, mode, printed);
      onPrinted({ charge: printed.charge, coinsRemaining: printed.coinsRemaining, mode });
      setOutcome({ subject, tone: 'success', text: `${t(`studio.result.${delivered}`, { paper: paperLabel })} ${chargeText(printed)}` });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_COINS') {
        // A customer sheet's 402 says what it needed (its new photos together), in the page's language; the
        // low-coin dialog, which weighs one print's price against the balance, is for the other prints.
        if (error.coinsNeeded !== undefined) {
          setOutcome({ subject, tone: 'error', text: t('studio.customers.needCoins', { count: error.coinsNeeded }) });
        } else {
          setOutcome({ subject, tone: 'error', text: error.message });
          onNeedCoins();
        }
      } else {
        // A printer profile deleted elsewhere: the list is read again, and the choice falls back to none.
        if (error instanceof ApiError && error.code === 'NOT_FOUND' && printer.chosenId) void printerProfiles.refetch();
        setOutcome({ subject, tone: 'error', text: error instanceof ApiError ? error.message : t('errors.INTERNAL') });
      }
    } finally {
      if (printAbort.current === controller) {
        printAbort.current = null;
        setBusy(null);
      }
    }
  };

  const mainClick = () => {
    if (!entitledClean) onNeedCoins();
    else void run('print');
  };

  const missing = request === null;
  const busyLabel = (action: Action, idle: string) => (busy === action ? t('studio.actions.working') : idle);
  const shown = outcome && outcome.subject === subject ? outcome : null;

  return (
    <>
      <PrinterProfileSelect profiles={printerProfiles.data?.profiles ?? []} chosenId={printer.chosenId} onChoose={printer.choose} disabled={busy !== null} />
      <div className="studio-actions" role="group" aria-label={t('studio.actions.label')}>
        {/* Without the coins or a plan it only opens the low-coin dialog: that needs nothing chosen yet. */}
        <button
          type="button"
          className="button button--primary"
          disabled={(missing && entitledClean) || busy !== null}
          aria-busy={busy === 'print'}
          onClick={mainClick}
        >
          {busyLabel('print', entitledClean ? t('studio.actions.print') : t('studio.actions.removeWatermark'))}
        </button>
        <button type="button" className="button" disabled={missing || busy !== null} aria-busy={busy === 'watermark'} onClick={() => void run('watermark')}>
          {busyLabel('watermark', t('studio.actions.printWatermarked'))}
        </button>
        <button type="button" className="button" disabled={missing || busy !== null} aria-busy={busy === 'download'} onClick={() => void run('download')}>
          {busyLabel('download', entitledClean ? t('studio.actions.downloadClean') : t('studio.actions.downloadWatermarked'))}
        </button>
      </div>
      {missing && <p className="muted">{missingText}</p>}
      {!missing && !cleanIsFree && entitledClean && priceCoins !== null && costsText && <p className="muted">{costsText}</p>}
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
