import { useCallback, useId, useMemo } from 'react';
import { documentCropPixels } from '@core/documents/document-crop-pixels';
import { documentQuadPixels } from '@core/documents/document-quad-pixels';
import { documentTypes, type KnownDocumentType } from '@core/documents/document-types';
import type { DocumentSource } from '@core/documents/prints-qr-reference';
import type { TrayProfile } from '@core/contracts/tray-profiles';
import { DOCUMENT_PAPER } from '@core/layout/place-documents';
import { DOCUMENT_JPEG_QUALITY } from '../../../lib/crop-canvas';
import { useTranslation } from '../../../lib/i18n';
import { CardPdfPicker } from '../card-pdf/components/card-pdf-picker';
import type { DocumentPrintRequest } from '../../../lib/prints/create-print';
import { usePrintQuote } from '../../../lib/prints/use-print-quote';
import { useHandedFile } from '../../../lib/intake/use-handed-file';
import type { HandoffTarget } from '../../../lib/intake/handed-file';
import { previewNote, previewStateOf, quoteInputOf } from '../../../lib/prints/print-quote';
import { useDocumentSides, type DocumentSide, type KeptDocumentSides } from '../hooks/use-document-sides';
import { useKeptStudioState } from '../hooks/use-kept-studio-state';
import { useTrayProfiles } from '../../../lib/tray-profiles/tray-profiles';
import { trayPassHint, traysFor } from '../lib/tray-print-choice';
import { cropFor } from '../lib/document-print-plan';
import { documentTypeName } from '../../../lib/prints/document-type-name';
import type { CropSizer } from '../../../lib/cropper/export-crop';
import { paperName } from '../lib/sheet-layout-name';
import { DocumentCropDialog } from './document-crop-dialog';
import { DocumentLayoutChoice } from './document-layout-choice';
import { DocumentSheetPreview } from './document-sheet-preview';
import { DocumentSidePicker } from './document-side-picker';
import { DocumentTrayChoice } from './document-tray-choice';
import { TraySheetPreview } from './tray-sheet-preview';
import { PrintActions, type StudioEntitlement } from './print-actions';
import { PrintGuide } from './print-guide';
import '../print-studio.css';

export interface DocumentStudioProps extends StudioEntitlement {
  /** `single`: the front only (the single-side service); `both`: front and back (the both-side service). */
  sides: 'single' | 'both';
  /** The chosen document type, resolved by the page (it keeps it in `?type=`): a card type for a card PDF. */
  type: KnownDocumentType;
  onTypeChange: (typeId: string) => void;
  /** Where the pictures come from: photos or scans, or the card PDF an agency issued the customer (decision 0093). */
  source: DocumentSource;
  onSourceChange: (source: DocumentSource) => void;
}

const typeGroups = [
  { key: 'cards', types: documentTypes.filter((type) => type.kind === 'card') },
  { key: 'passport', types: documentTypes.filter((type) => type.kind === 'passport-page') },
  { key: 'pages', types: documentTypes.filter((type) => type.kind === 'page') },
] as const;

const formatMm = (value: number) => String(Math.round(value * 10) / 10);
const singleSideTargets: readonly HandoffTarget[] = ['single-side'];
const bothSideTargets: readonly HandoffTarget[] = ['both-side-front', 'both-side-back'];
const noTrays: readonly TrayProfile[] = [];

/**
 * The document studio of /SingleSideDoc and /BothSideDoc: the document type (crop shape and printed
 * size), the front (and back) pickers with the crop dialog, or the e-Aadhaar's two cards; the
 * both-side layout and copies; a live preview from core's geometry; the shared print buttons.
 */
export function DocumentStudio(props: DocumentStudioProps) {
  const { sides, type, onTypeChange, source, onSourceChange, watermarkText, onNeedCoins, onPrinted } = props;
  const { t } = useTranslation();
  const typeSelectId = useId();
  const copiesId = useId();

  const both = sides === 'both';
  const fromPdf = source === 'card-pdf';
  // A card may print on one of the user's PVC card trays instead of A4 (decision 0091).
  const trayProfiles = useTrayProfiles({ enabled: type.kind === 'card' });
  const trays = traysFor(type, trayProfiles.data?.trays ?? noTrays);
  const studio = useDocumentSides({ both, type, source, trays });
  const restored = useKeptStudioState<KeptDocumentSides>(both ? 'both-side' : 'single-side', studio.kept, studio.restore);
  // A photo from the customer's phone goes to the side it was opened for, as if picked there (decision 0095); the
  // card PDF picker takes a PDF itself.
  useHandedFile(
    both ? bothSideTargets : singleSideTargets,
    (file, target) => void studio.choose(target === 'both-side-back' ? 'back' : 'front', file),
    restored && !fromPdf,
  );
  const {
    qr,
    sideBySideFits,
    layout,
    maxCopies,
    copies,
    printFront,
    printBack,
    ready,
    imagesKey,
    frontCrop,
    backCrop,
    pdfCards,
    pickerOf,
    cropping,
    croppingPhoto,
    croppingSearch,
    trayPrint,
    sheet,
  } = studio;

  const request: DocumentPrintRequest | null =
    ready && printFront
      ? {
          kind: 'document',
          service: both ? 'both-side' : 'single-side',
          document: { type: type.id, source },
          sheet,
          front: printFront.jpeg,
          back: printBack?.jpeg ?? null,
        }
      : null;
  const quote = usePrintQuote(request && quoteInputOf(request));
  /** The preview shows the sheet clean when the server's quote says a clean print costs nothing. */
  const watermarked = previewStateOf(quote.quote) === 'watermarked';

  const sizeFor: CropSizer = (crop) => documentCropPixels(type, crop);

  const sideLabel = (side: DocumentSide) =>
    !both ? t('documentStudio.side.document') : side === 'front' ? t('documentStudio.side.front') : t('documentStudio.side.back');
  const typeName = documentTypeName(t, type);
  const sizeText = type.printedSize
    ? t('documentStudio.type.size', { width: formatMm(type.printedSize.width), height: formatMm(type.printedSize.height) })
    : t('documentStudio.type.fitted');
  const sideBySideRefusal = sideBySideFits
    ? null
    : type.kind === 'page'
      ? t('documentStudio.layout.cardsOnly')
      : t('documentStudio.layout.tooWide', { doc: typeName });
  const pages = !type.printedSize && both ? 2 : 1;
  const paperLabel = trayPrint
    ? t('documentStudio.tray.paperSize', { width: formatMm(trayPrint.tray.layout.page.width), height: formatMm(trayPrint.tray.layout.page.height) })
    : paperName(t, DOCUMENT_PAPER);
  const passHint = trayPrint && both ? trayPassHint(t, trayPrint) : null;
  const traySubject = trayPrint ? `${trayPrint.tray.id}:${trayPrint.pass}:${trayPrint.bleed}` : 'paper';

  // DocumentSheetPreview is memo()ed: its props keep their identity while nothing they show changes
  // (the sides are the crops kept in state, which are PreviewImages: url and aspect).
  const pageLabel = useCallback((page: number, count: number) => t('documentStudio.preview.page', { doc: typeName, page, pages: count }), [t, typeName]);
  const previewTexts = useMemo(
    () => ({ front: t('documentStudio.side.frontShort'), back: t('documentStudio.side.backShort'), qr: t('documentStudio.preview.qr') }),
    [t],
  );

  let step = 0;
  const stepTitle = (text: string) => `${++step}. ${text}`;

  return (
    <div className="studio">
      <section className="studio__controls" aria-label={t('documentStudio.controls')}>
        <h2 className="studio__step">{stepTitle(t('documentStudio.steps.type'))}</h2>
        <fieldset className="studio-source">
          <legend>{t('documentStudio.source.label')}</legend>
          {(['scan', 'card-pdf'] as const).map((option) => (
            <label key={option} className="studio-source__option">
              <input type="radio" name="document-source" value={option} checked={source === option} onChange={() => onSourceChange(option)} />
              {option === 'scan' ? (both ? t('documentStudio.source.photos') : t('documentStudio.source.photo')) : t('documentStudio.source.cardPdf')}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={typeSelectId}>{t('documentStudio.type.label')}</label>
          <select id={typeSelectId} value={type.id} aria-describedby={`${typeSelectId}-size`} onChange={(event) => onTypeChange(event.currentTarget.value)}>
            {typeGroups.map((group) => (
              // A card PDF gives cards only: the other groups are shown, not chosen.
              <optgroup key={group.key} label={t(`documentStudio.type.groups.${group.key}`)} disabled={fromPdf && group.key !== 'cards'}>
                {group.types.map((option) => (
                  <option key={option.id} value={option.id}>
                    {documentTypeName(t, option)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id={`${typeSelectId}-size`} className="muted studio-type__size">
            {fromPdf ? t('documentStudio.type.cardPdf') : sizeText}
          </p>
        </div>

        <h2 className="studio__step">{stepTitle(both ? t('documentStudio.steps.pictures') : t('documentStudio.steps.picture'))}</h2>
        {fromPdf ? (
          <div className="studio-eaadhaar">
            <p className="muted">{t('documentStudio.source.cardPdfHint', { doc: typeName })}</p>
            <CardPdfPicker key={type.id} type={type} sides={sides} onCards={studio.takePdfCards} />
            {/* The picker shows the cards itself; the preview shows them on the sheet. */}
            {pdfCards && (!both || pdfCards.back) && (
              <p className="form-success studio-eaadhaar__ready" role="status">
                {both ? t('documentStudio.source.cardPdfReady') : t('documentStudio.source.cardPdfFrontReady')}
              </p>
            )}
          </div>
        ) : (
          (both ? (['front', 'back'] as const) : (['front'] as const)).map((side) => {
            const crop = side === 'front' ? frontCrop : backCrop;
            return (
              <DocumentSidePicker
                key={side}
                label={sideLabel(side)}
                picked={pickerOf(side)}
                crop={cropFor(crop, type)}
                stale={crop !== null && cropFor(crop, type) === null}
                onPick={(file) => void studio.choose(side, file)}
                onEditCrop={() => studio.editCrop(side)}
              />
            );
          })
        )}

        {(both || maxCopies > 1 || trays.length > 0) && (
          <h2 className="studio__step studio__step--after-photo">{stepTitle(t('documentStudio.steps.layout'))}</h2>
        )}
        <DocumentTrayChoice trays={trays} trayPrint={trayPrint} both={both} onChange={studio.chooseTray} />
        {both && !trayPrint && (
          <DocumentLayoutChoice value={layout === '1' ? '1' : '0'} onChange={studio.setLayoutChoice} sideBySideRefusal={sideBySideRefusal} />
        )}
        {maxCopies > 1 && (
          <div className="field studio-copies">
            <label htmlFor={copiesId}>{trayPrint ? t('documentStudio.tray.cards') : t('documentStudio.layout.copies')}</label>
            <select id={copiesId} value={copies} onChange={(event) => studio.setCopiesChoice(Number(event.currentTarget.value))}>
              {Array.from({ length: maxCopies }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
        {pages === 2 && <p className="notice">{t('documentStudio.layout.duplex')}</p>}

        <h2 className="studio__step studio__step--after-photo">{stepTitle(t('documentStudio.steps.print'))}</h2>
        <PrintActions
          request={request}
          subject={`${type.id}|${layout}|${copies}|${source}|${imagesKey}|${traySubject}`}
          quote={quote}
          paperLabel={paperLabel}
          printerNote={trayPrint ? t('documentStudio.tray.noPrinterProfile') : null}
          onNotFound={trayPrint ? () => void trayProfiles.refetch() : undefined}
          missingText={both ? t('documentStudio.actions.chooseBoth') : t('documentStudio.actions.chooseFront')}
          reprintText={t('documentStudio.reprint')}
          onNeedCoins={onNeedCoins}
          onPrinted={onPrinted}
        />
        <PrintGuide
          paperLabel={paperLabel}
          ruler={trayPrint ? t('documentStudio.tray.guideSlots', { count: copies }) : type.printedSize ? undefined : t('studio.guide.noRulerPage')}
          extra={passHint ? [passHint] : pages === 2 ? [t('documentStudio.guide.duplex')] : []}
        />
      </section>

      <section className="studio__sheet" aria-labelledby={`${typeSelectId}-preview`}>
        <h2 id={`${typeSelectId}-preview`} className="studio__step">
          {t('studio.preview.title')}
        </h2>
        {trayPrint ? (
          <TraySheetPreview
            trayPrint={trayPrint}
            copies={copies}
            image={trayPrint.pass === 'back' ? printBack : printFront}
            watermark={watermarked ? watermarkText : null}
            label={t('documentStudio.tray.previewLabel', { name: trayPrint.tray.name })}
            caption={`${typeName} · ${t('documentStudio.tray.previewCaption', { name: trayPrint.tray.name, count: copies })}`}
          />
        ) : (
          <DocumentSheetPreview
            type={type}
            layout={layout}
            copies={copies}
            qr={qr}
            front={printFront}
            back={printBack}
            watermark={watermarked ? watermarkText : null}
            pageLabel={pageLabel}
            texts={previewTexts}
            caption={`${typeName} · ${sizeText}`}
          />
        )}
        <p className="muted">{previewNote(t, quote.quote, { paid: t('documentStudio.preview.paid'), clean: t('studio.preview.clean') })}</p>
        {trayPrint ? (
          <p className="muted">{t('documentStudio.tray.previewNote')}</p>
        ) : (
          <p className="muted">{qr ? t('documentStudio.preview.qrNote') : t('documentStudio.preview.noQr')}</p>
        )}
      </section>

      {cropping && croppingPhoto && (
        <DocumentCropDialog
          key={croppingPhoto.url}
          imageUrl={croppingPhoto.url}
          aspect={type.cropAspect}
          sizeFor={sizeFor}
          jpegQuality={DOCUMENT_JPEG_QUALITY}
          title={t(cropping === 'back' ? 'documentStudio.crop.titleBack' : both ? 'documentStudio.crop.titleFront' : 'documentStudio.crop.titleDocument')}
          hint={type.cropAspect === null ? t('documentStudio.crop.hintPage') : t('documentStudio.crop.hintCard')}
          straighten
          flip={false}
          documentQuad={
            croppingSearch ? { found: croppingSearch.quad, kind: type.kind, photo: croppingPhoto, sizeFor: (quad) => documentQuadPixels(type, quad) } : null
          }
          onDone={studio.cropDone}
          onCancel={studio.cancelCrop}
          onImageError={studio.cropFailed}
        />
      )}
    </div>
  );
}
