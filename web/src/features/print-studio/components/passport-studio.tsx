import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_SHEET_LAYOUT, findSheetLayout, sheetLayoutLabel, sheetLayouts, type SheetLayout } from '../../../../../core/src/layout/sheet-layouts';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { createPassportPrint, type PassportPrint, type PrintMode } from '../api/create-passport-print';
import { decodePhoto, DecodeError, type DecodedPhoto } from '../lib/decode-image';
import type { DecodeStage } from '../lib/decode-protocol';
import { downloadPdf, isProbablyPhone, openWaitingTab, showPdfInTab } from '../lib/deliver-pdf';
import type { ExportedCrop } from '../lib/export-crop';
import { CropDialog } from './crop-dialog';
import { PhotoPicker } from './photo-picker';
import { SheetPreview } from './sheet-preview';
import '../print-studio.css';

export interface PrintResult {
  charge: PassportPrint['charge'];
  coinsRemaining: number | null;
}

export interface PassportStudioProps {
  /** The user's plan covers passport photos, or they hold at least its price in coins. */
  canPrintClean: boolean;
  /** An active plan covers passport photos: every clean print is free. */
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

interface Crop extends ExportedCrop {
  id: number;
  url: string;
}

interface Source extends DecodedPhoto {
  url: string;
}

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

let cropIds = 0;

/** The passport photo studio: pick, crop, choose a sheet, see it at true proportions, print. */
export function PassportStudio({ canPrintClean, planCovers, priceCoins, watermarkText, onNeedCoins, onPrinted }: PassportStudioProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<DecodeStage | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [cropping, setCropping] = useState(false);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [layoutId, setLayoutId] = useState<string>(DEFAULT_SHEET_LAYOUT);
  const [paidCropId, setPaidCropId] = useState<number | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const decodeAbort = useRef<AbortController | null>(null);
  const printAbort = useRef<AbortController | null>(null);
  const [phone] = useState(isProbablyPhone);

  const layout: SheetLayout = findSheetLayout(layoutId) ?? sheetLayouts[0];

  // Object URLs live as long as the photo they show.
  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);
  useEffect(() => () => (crop ? URL.revokeObjectURL(crop.url) : undefined), [crop]);
  useEffect(
    () => () => {
      decodeAbort.current?.abort();
      printAbort.current?.abort();
    },
    [],
  );

  const pick = useCallback(
    async (file: File) => {
      decodeAbort.current?.abort();
      const controller = new AbortController();
      decodeAbort.current = controller;
      setPickError(null);
      setOutcome(null);
      setStage('reading');
      try {
        const decoded = await decodePhoto(file, setStage, controller.signal);
        if (controller.signal.aborted) return;
        setSource({ ...decoded, url: URL.createObjectURL(decoded.blob) });
        setCropping(true);
      } catch (error) {
        if (controller.signal.aborted) return;
        const unsupported = error instanceof DecodeError && error.reason === 'unsupported-type';
        setPickError(unsupported ? t('studio.picker.unsupported', { name: file.name }) : t('studio.picker.failed', { name: file.name }));
        setSource(null);
      } finally {
        if (decodeAbort.current === controller) {
          decodeAbort.current = null;
          setStage(null);
        }
      }
    },
    [t],
  );

  const cropDone = useCallback((exported: ExportedCrop) => {
    setCrop({ ...exported, id: ++cropIds, url: URL.createObjectURL(exported.jpeg) });
    setCropping(false);
    setOutcome(null);
  }, []);

  const cropFailed = useCallback(() => {
    setCropping(false);
    setSource(null);
    setCrop(null);
    setPickError(t('studio.picker.failedPlain'));
  }, [t]);

  const cropCancelled = useCallback(() => setCropping(false), []);

  const paidForThisPhoto = crop !== null && paidCropId === crop.id;
  const cleanIsFree = planCovers || paidForThisPhoto;
  const entitledClean = cleanIsFree || canPrintClean;
  const watermarked = !cleanIsFree;

  const run = async (action: Action) => {
    if (!crop || busy) return;
    const mode: PrintMode = action === 'watermark' ? 'watermarked' : action === 'print' ? 'clean' : entitledClean ? 'clean' : 'watermarked';
    const delivery = action === 'download' || phone ? 'download' : 'tab';
    // A tab must be opened by the click itself, or the browser blocks it as a popup.
    const tab = delivery === 'tab' ? openWaitingTab(t('studio.actions.making')) : null;
    printAbort.current?.abort();
    const controller = new AbortController();
    printAbort.current = controller;
    setBusy(action);
    setOutcome(null);
    try {
      const printed = await createPassportPrint({ layout: layout.id, mode, photo: crop.jpeg }, controller.signal);
      if (mode === 'clean') setPaidCropId(crop.id);
      onPrinted({ charge: printed.charge, coinsRemaining: printed.coinsRemaining });
      let delivered: 'tab' | 'download' = 'download';
      if (delivery === 'tab' && tab && !tab.closed) {
        showPdfInTab(tab, printed.pdf);
        delivered = 'tab';
      } else {
        downloadPdf(printed.pdf, printed.filename);
      }
      setOutcome({ tone: 'success', text: `${t(`studio.result.${delivered}`, { paper: layout.paper.label })} ${chargeText(printed)}` });
    } catch (error) {
      tab?.close();
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_COINS') {
        setOutcome({ tone: 'error', text: error.message });
        onNeedCoins();
      } else {
        setOutcome({ tone: 'error', text: error instanceof ApiError ? error.message : t('errors.INTERNAL') });
      }
    } finally {
      if (printAbort.current === controller) {
        printAbort.current = null;
        setBusy(null);
      }
    }
  };

  const chargeText = (printed: PassportPrint) => {
    const coins = printed.coinsRemaining ?? 0;
    switch (printed.charge) {
      case 'coins':
        return t('studio.charge.coins', { price: priceCoins ?? '', coins });
      case 'reprint':
        return t('studio.charge.reprint');
      case 'plan':
        return t('studio.charge.plan');
      default:
        return t('studio.charge.none');
    }
  };

  const mainClick = () => {
    if (!entitledClean) onNeedCoins();
    else void run('print');
  };

  const noPhoto = crop === null;
  const busyLabel = (action: Action, idle: string) => (busy === action ? t('studio.actions.working') : idle);

  return (
    <div className="studio">
      <section className="studio__controls" aria-labelledby="studio-photo-title">
        <h2 id="studio-photo-title" className="studio__step">
          {t('studio.steps.photo')}
        </h2>
        <PhotoPicker onPick={(file) => void pick(file)} stage={stage} error={pickError} hasPhoto={crop !== null} onEditCrop={source ? () => setCropping(true) : undefined} />
        {crop && (
          <div className="studio-photo">
            <img className="studio-photo__thumb" src={crop.url} alt={t('studio.photo.alt')} width={70} height={90} />
            <p className="muted">{t('studio.photo.size', { width: crop.width, height: crop.height })}</p>
          </div>
        )}
        {crop?.lowResolution && (
          <p className="notice studio-lowres" role="alert">
            {t('studio.photo.lowResolution')}
          </p>
        )}

        <h2 className="studio__step">{t('studio.steps.layout')}</h2>
        <div className="field">
          <label htmlFor="studio-layout">{t('studio.layout.label')}</label>
          <select id="studio-layout" value={layout.id} onChange={(event) => setLayoutId(event.currentTarget.value)}>
            {sheetLayouts.map((option) => (
              <option key={option.id} value={option.id}>
                {sheetLayoutLabel(option)}
                {'note' in option ? ` — ${option.note}` : ''}
              </option>
            ))}
          </select>
        </div>

        <h2 className="studio__step">{t('studio.steps.print')}</h2>
        <div className="studio-actions" role="group" aria-label={t('studio.actions.label')}>
          <button type="button" className="button button--primary" disabled={noPhoto || busy !== null} aria-busy={busy === 'print'} onClick={mainClick}>
            {busyLabel('print', entitledClean ? t('studio.actions.print') : t('studio.actions.removeWatermark'))}
          </button>
          <button type="button" className="button" disabled={noPhoto || busy !== null} aria-busy={busy === 'watermark'} onClick={() => void run('watermark')}>
            {busyLabel('watermark', t('studio.actions.printWatermarked'))}
          </button>
          <button type="button" className="button" disabled={noPhoto || busy !== null} aria-busy={busy === 'download'} onClick={() => void run('download')}>
            {busyLabel('download', entitledClean ? t('studio.actions.downloadClean') : t('studio.actions.downloadWatermarked'))}
          </button>
        </div>
        {noPhoto && <p className="muted">{t('studio.actions.choosePhotoFirst')}</p>}
        {!noPhoto && !cleanIsFree && entitledClean && priceCoins !== null && <p className="muted">{t('studio.actions.costs', { price: priceCoins })}</p>}
        {busy && (
          <p className="status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('studio.actions.making')}
          </p>
        )}
        {outcome && (
          <p className={outcome.tone === 'error' ? 'error-box' : 'form-success'} role={outcome.tone === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        )}
        <aside className="studio-guide" aria-labelledby="studio-guide-title">
          <h3 id="studio-guide-title">{t('studio.guide.title')}</h3>
          <ul>
            <li>{t('studio.guide.paper', { paper: layout.paper.label })}</li>
            <li>{t('studio.guide.scale')}</li>
            <li>{t('studio.guide.noFit')}</li>
            <li>{t('studio.guide.ruler')}</li>
          </ul>
        </aside>
      </section>

      <section className="studio__sheet" aria-labelledby="studio-preview-title">
        <h2 id="studio-preview-title" className="studio__step">
          {t('studio.preview.title')}
        </h2>
        <SheetPreview layout={layout} photoUrl={crop?.url ?? null} watermark={watermarked ? watermarkText : null} label={t('studio.preview.label', { layout: sheetLayoutLabel(layout) })} />
        <p className="muted">{watermarked ? t('studio.preview.watermarked') : paidForThisPhoto && !planCovers ? t('studio.preview.paid') : t('studio.preview.clean')}</p>
      </section>

      {cropping && source && <CropDialog key={source.url} imageUrl={source.url} onDone={cropDone} onCancel={cropCancelled} onImageError={cropFailed} />}
    </div>
  );
}
