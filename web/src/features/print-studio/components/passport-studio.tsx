import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { placePhotoSheet } from '@core/layout/place-photo-sheet';
import type { PhotoSizeId } from '@core/layout/photo-sizes';
import { useTranslation } from '../../../lib/i18n';
import { useFaceCropProposal } from '../../../lib/use-face-crop-proposal';
import { useFacePick } from '../../../lib/use-face-pick';
import type { PassportPrintRequest } from '../../../lib/prints/create-print';
import { useCustomerSheet, type KeptCustomerSheet } from '../hooks/use-customer-sheet';
import { useKeptStudioState } from '../hooks/use-kept-studio-state';
import { cropAspectFor as cropAspectOf, usePhotoSheetChoice, type PhotoSheetChoiceState } from '../hooks/use-photo-sheet-choice';
import { usePickedPhoto } from '../hooks/use-picked-photo';
import { usePrintQuote } from '../../../lib/prints/use-print-quote';
import { useHandedFile } from '../../../lib/intake/use-handed-file';
import type { HandoffTarget } from '../../../lib/intake/handed-file';
import { useWhiteBackground } from '../../../lib/use-white-background';
import type { ExportedCrop } from '../../../lib/cropper/export-crop';
import { photoSizeName } from '../lib/photo-size-name';
import { pickFailureText } from '../lib/pick-failure-text';
import { previewNote, previewStateOf, quoteInputOf } from '../../../lib/prints/print-quote';
import { pickedSheetsText, tooManyText } from '../lib/picked-sheets-text';
import { paperName, sheetLayoutName } from '../lib/sheet-layout-name';
import { CropDialog } from '../../../components/crop-dialog';
import { CustomerRemovalStatus } from './customer-removal-status';
import { CustomerSheetStudio } from './customer-sheet-studio';
import { PhotoPicker } from './photo-picker';
import { PrintGuide } from './print-guide';
import { PrintActions, type StudioEntitlement } from './print-actions';
import { SheetPreview } from './sheet-preview';
import { WhiteBackgroundSwitch } from '../../../components/white-background-switch';
import '../print-studio.css';

export type PassportStudioProps = StudioEntitlement;

interface Crop extends ExportedCrop {
  id: number;
  url: string;
  /** The crop's aspect (width ÷ height) it was made at: a size of another aspect needs a new crop. */
  aspect: number;
}

let cropIds = 0;
const passportTarget: readonly HandoffTarget[] = ['passport'];

/** What a reload brings back (useKeptStudioState): the crop's bytes as they will be uploaded, and the sheet chosen. */
interface KeptPassportStudio {
  crop: (ExportedCrop & { aspect: number }) | null;
  choice: PhotoSheetChoiceState;
  /** Several customers on one sheet (decision 0042); absent in a state kept before it, or empty. */
  sheet?: KeptCustomerSheet;
  /** The white background switch (decision 0044): on, the kept crop is made white again after a reload. */
  whiteBackground?: boolean;
}

const formatMm = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The passport photo studio: choose a photo size, pick, crop at the size's aspect (7:9 for every
 * 35×45 mm sheet, the 42-up's 30×38.6 mm too; 1:1 for 51×51 mm), choose a sheet and how many photos,
 * see it at true proportions, print.
 */
export function PassportStudio(props: PassportStudioProps) {
  const { watermarkText, onNeedCoins, onPrinted } = props;
  const { t } = useTranslation();
  const customers = useCustomerSheet();
  const picked = usePickedPhoto();
  const { photo: source, pick, discard } = picked;
  const [cropping, setCropping] = useState(false);
  const [crop, setCrop] = useState<Crop | null>(null);
  const faces = useFaceCropProposal();
  const choice = usePhotoSheetChoice();
  const { layout, cropAspect } = choice;
  const white = useWhiteBackground(crop);
  const whitened = white.status.kind === 'done' ? { ...white.status, jpeg: white.status.picture } : null;
  /** What prints and what the sheet preview shows: the white-background picture once made, else the crop. */
  const printedPicture = whitened ?? crop;
  const sizeText = t('studio.photoSize.mm', { width: formatMm(choice.cropSize.width), height: formatMm(choice.cropSize.height) });

  const kept: KeptPassportStudio = useMemo(
    () => ({
      crop: crop && { jpeg: crop.jpeg, width: crop.width, height: crop.height, lowResolution: crop.lowResolution, aspect: crop.aspect },
      choice: choice.state,
      sheet: customers.kept,
      whiteBackground: white.on,
    }),
    [crop, choice.state, customers.kept, white.on],
  );
  const restoreChoice = choice.restore;
  const restoreCustomers = customers.restore;
  const setWhiteBackground = white.setOn;
  const restored = useKeptStudioState<KeptPassportStudio>(
    'passport',
    kept,
    useCallback(
      (saved: KeptPassportStudio) => {
        restoreChoice(saved.choice);
        restoreCustomers(saved.sheet);
        if (saved.crop) setCrop({ ...saved.crop, id: ++cropIds, url: URL.createObjectURL(saved.crop.jpeg) });
        setWhiteBackground(saved.whiteBackground === true);
      },
      [restoreChoice, restoreCustomers, setWhiteBackground],
    ),
  );

  // The crop's object URL lives as long as the crop.
  useEffect(() => () => (crop ? URL.revokeObjectURL(crop.url) : undefined), [crop]);

  // The face is looked for while the photo decodes (both off the main thread); the dialog opens on it (decision 0043).
  const facePick = useFacePick(pick, faces.find);
  const { faceSource } = facePick;
  const pickForFace = facePick.choose;
  const choose = useCallback(
    async (file: File) => {
      if (await pickForFace(file)) setCropping(true);
    },
    [pickForFace],
  );
  // A photo from the customer's phone goes the way a picked one does, once the kept work is back (decision 0095);
  // with several customers on the sheet, their studio takes it.
  useHandedFile(passportTarget, (file) => void choose(file), restored && !customers.active);
  const stateFor = faces.stateFor;
  // Computed once per photo, size and search result, not at every render of the studio.
  const faceCrop = useMemo(
    () => (source && faceSource === source.url ? stateFor(source, choice.cropSize) : null),
    [source, faceSource, stateFor, choice.cropSize],
  );

  /** The picked photo (its URL) the crop was made from: another pick that is not cropped leaves the crop as it was. */
  const croppedFrom = useRef<string | null>(null);
  const sourceUrl = source?.url ?? null;
  const cropDone = useCallback(
    (exported: ExportedCrop) => {
      croppedFrom.current = sourceUrl;
      setCrop({ ...exported, id: ++cropIds, url: URL.createObjectURL(exported.jpeg), aspect: cropAspect });
      setCropping(false);
    },
    [cropAspect, sourceUrl],
  );

  /** Another size: a crop of another aspect can't serve it, so the photo is cropped again. */
  const chooseSize = (id: PhotoSizeId) => {
    choice.chooseSize(id);
    if (crop && Math.abs(cropAspectOf(id) - crop.aspect) > 1e-6) {
      setCrop(null);
      if (source) setCropping(true);
    }
  };

  const cropFailed = useCallback(() => {
    setCropping(false);
    discard();
    setCrop(null);
  }, [discard]);

  const cropCancelled = useCallback(() => setCropping(false), []);

  // Nothing prints while the background is being made white: then exactly what the preview shows.
  // A white-background picture goes with the crop it was made from: quoted and charged as that crop.
  const request: PassportPrintRequest | null =
    printedPicture && crop && !white.working && !choice.tooMany
      ? { kind: 'photo-sheet', service: 'passport-photo', sheet: choice.sheet, front: printedPicture.jpeg, ...(whitened ? { frontCrop: crop.jpeg } : {}) }
      : null;
  // The customer sheet quotes its own request: the one-photo sheet hidden behind it is not asked for.
  const quote = usePrintQuote(request && !customers.active ? quoteInputOf(request) : null);
  /** The preview shows the sheet clean whenever the server's quote says Print makes it clean (decision 0073). */
  const watermarked = previewStateOf(quote.quote) === 'watermarked';
  const showBefore = whitened !== null && white.showing === 'before';

  /**
   * "Add another customer": this photo, size and count become the sheet's first customer, on this
   * sheet's paper, with its white background switch as it is here (its own on the list; decision 0047).
   */
  const startCustomerSheet = () => {
    if (!crop || white.working) return;
    customers.choosePaper(layout.paper.id);
    const { jpeg, width, height } = crop;
    // The picked photo goes with it while it is this crop's (not after a reload), for "Crop again" (decision 0084).
    const original = source && croppedFrom.current === source.url ? { blob: source.blob, width: source.width, height: source.height } : null;
    customers.add({ jpeg, width, height, lowResolution: crop.lowResolution }, choice.sizeId, choice.count, whitened !== null, original);
    customers.chooseNextSize(choice.sizeId);
  };

  if (customers.active) return <CustomerSheetStudio {...props} customers={customers} />;

  return (
    <div className="studio">
      <section className="studio__controls" aria-labelledby="studio-photo-title">
        <h2 id="studio-photo-title" className="studio__step">
          {t('studio.steps.photo')}
        </h2>
        {/* After "Back to one customer" (or the last customer removed): Undo brings the list back (decision 0061). */}
        {customers.removal && <CustomerRemovalStatus removal={customers.removal} onUndo={customers.undo} />}
        <div className="field">
          <label htmlFor="studio-size">{t('studio.photoSize.label')}</label>
          <select id="studio-size" value={choice.sizeId} onChange={(event) => chooseSize(event.currentTarget.value as PhotoSizeId)}>
            {choice.sizes.map((size) => (
              <option key={size.id} value={size.id}>
                {photoSizeName(t, size.id)}
              </option>
            ))}
          </select>
        </div>
        <PhotoPicker
          onPick={(file) => void choose(file)}
          stage={picked.stage}
          error={picked.failure ? pickFailureText(t, picked.failure) : null}
          hasPhoto={crop !== null}
          onEditCrop={source ? () => setCropping(true) : undefined}
        />
        {crop && (
          <div className="studio-photo">
            <img
              className="studio-photo__thumb"
              src={whitened && !showBefore ? whitened.url : crop.url}
              alt={whitened ? t(showBefore ? 'studio.whiteBackground.altBefore' : 'studio.whiteBackground.altAfter') : t('studio.photo.alt')}
              width={Math.round(90 * crop.aspect)}
              height={90}
              data-testid="studio-photo-thumb"
            />
            <p className="muted">{t('studio.photo.size', { width: crop.width, height: crop.height, size: sizeText })}</p>
          </div>
        )}
        <WhiteBackgroundSwitch white={white} />
        {crop?.lowResolution && (
          <p className="notice studio-lowres" role="alert">
            {t('studio.photo.lowResolution', { size: sizeText })}
          </p>
        )}
        {crop && (
          <div className="studio-add-customer">
            <button type="button" className="button" onClick={startCustomerSheet}>
              {t('studio.customers.addAnother')}
            </button>
            <p className="muted">{t('studio.customers.addAnotherHint')}</p>
          </div>
        )}

        <h2 className="studio__step studio__step--after-photo">{t('studio.steps.layout')}</h2>
        <div className="field">
          <label htmlFor="studio-layout">{t('studio.layout.label')}</label>
          <select id="studio-layout" value={choice.sheetValue} onChange={(event) => choice.chooseSheet(event.currentTarget.value)}>
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {sheetLayoutName(t, option.layout)}
              </option>
            ))}
          </select>
        </div>
        {choice.startRows.length > 1 && (
          <div className="field">
            <label htmlFor="studio-start-row">{t('studio.layout.startRow')}</label>
            <select
              id="studio-start-row"
              value={choice.startRow}
              onChange={(event) => choice.chooseStartRow(Number(event.currentTarget.value))}
              aria-describedby="studio-start-row-hint"
            >
              {choice.startRows.map((row) => (
                <option key={row} value={row}>
                  {row === 1 ? t('studio.layout.startRowFirst') : t('studio.layout.startRowNumber', { row })}
                </option>
              ))}
            </select>
            <p id="studio-start-row-hint" className="muted">
              {t('studio.layout.startRowHint')}
            </p>
          </div>
        )}
        <div className="field">
          <label htmlFor="studio-count">{t('studio.layout.count')}</label>
          <input
            id="studio-count"
            type="number"
            inputMode="numeric"
            min={1}
            max={choice.mostInAll}
            step={1}
            value={choice.countField}
            onChange={(event) => choice.setCountText(event.currentTarget.value)}
            // A count past two sheets stays as typed, and the line below says so (decision 0071).
            onBlur={() => (choice.tooMany ? undefined : choice.setCountText(String(choice.count)))}
            aria-describedby="studio-count-hint studio-picked"
            aria-invalid={choice.tooMany || undefined}
          />
          <p id="studio-count-hint" className="muted">
            {t('studio.layout.countHint', { most: choice.mostInAll })}
          </p>
          {/* What the count picked, said every time: the sheet, a larger one, or two sheets (decision 0071). */}
          <p
            id="studio-picked"
            className={choice.tooMany ? 'error-box' : 'studio-picked'}
            role="status"
            data-testid="studio-picked"
            data-pages={choice.pages.length}
          >
            {choice.tooMany ? tooManyText(t, choice.mostInAll, layout.paper) : pickedSheetsText(t, choice.pages)}
          </p>
        </div>

        <h2 className="studio__step">{t('studio.steps.print')}</h2>
        <PrintActions
          request={request}
          subject={`${source?.url ?? ''}|${crop?.id ?? ''}|${whitened ? 'white' : ''}`}
          quote={quote}
          paperLabel={paperName(t, layout.paper)}
          missingText={
            choice.tooMany
              ? tooManyText(t, choice.mostInAll, layout.paper)
              : white.working
                ? t('studio.whiteBackground.waitToPrint')
                : t('studio.actions.choosePhotoFirst')
          }
          reprintText={t('studio.charge.reprint')}
          onNeedCoins={onNeedCoins}
          onPrinted={onPrinted}
        />
        <PrintGuide
          paperLabel={paperName(t, layout.paper)}
          ruler={
            placePhotoSheet(layout).scaleBar
              ? undefined
              : t('studio.guide.noRuler', { width: formatMm(layout.photo.width), height: formatMm(layout.photo.height) })
          }
        />
      </section>

      <section className="studio__sheet" aria-labelledby="studio-preview-title">
        <h2 id="studio-preview-title" className="studio__step">
          {t('studio.preview.title')}
        </h2>
        {/* Every sheet it prints on: one, or two when the count takes a second page (decision 0071). */}
        <div
          className={`studio-preview__pages${choice.pages.length > 1 ? ' studio-preview__pages--two' : ''}`}
          data-testid="sheet-preview-pages"
          data-pages={choice.pages.length}
        >
          {choice.pages.map((page, index) => (
            <SheetPreview
              key={page.id}
              layout={page}
              photoUrl={printedPicture?.url ?? null}
              watermark={watermarked ? watermarkText : null}
              label={
                choice.pages.length > 1
                  ? t('studio.preview.page', { page: index + 1, pages: choice.pages.length, layout: sheetLayoutName(t, page) })
                  : t('studio.preview.label', { layout: sheetLayoutName(t, page) })
              }
            />
          ))}
        </div>
        <p className="muted">{previewNote(t, quote.quote, { paid: t('studio.preview.paid'), clean: t('studio.preview.clean') })}</p>
      </section>

      {cropping && source && (
        <CropDialog
          key={source.url}
          imageUrl={source.url}
          aspect={cropAspect}
          sizeFor={choice.cropSizer}
          straighten
          faceCrop={faceCrop}
          onDone={cropDone}
          onCancel={cropCancelled}
          onImageError={cropFailed}
        />
      )}
    </div>
  );
}
