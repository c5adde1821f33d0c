import { useCallback, useEffect, useMemo, useState } from 'react';
import { MAX_SHEET_CUSTOMERS } from '@core/layout/place-customer-sheet';
import { findPhotoSize, photoSizeAspect, photoSizes, type PhotoSizeId } from '@core/layout/photo-sizes';
import { useFaceCropProposal } from '../../../lib/use-face-crop-proposal';
import { useFacePick } from '../../../lib/use-face-pick';
import { findPaper, paperList } from '@core/layout/sheet-layouts';
import { useTranslation } from '../../../lib/i18n';
import { cropSizerFor, printedPhoto, type OriginalPhoto, type useCustomerSheet } from '../hooks/use-customer-sheet';
import { usePickedPhoto } from '../hooks/use-picked-photo';
import { usePrintQuote } from '../../../lib/prints/use-print-quote';
import { useHandedFile } from '../../../lib/intake/use-handed-file';
import type { HandoffTarget } from '../../../lib/intake/handed-file';
import type { ExportedCrop } from '../../../lib/cropper/export-crop';
import { photoSizeName } from '../lib/photo-size-name';
import { backToOneText, removeAskText } from '../lib/customer-removal-text';
import { pickFailureText } from '../lib/pick-failure-text';
import { previewNote, previewStateOf, quoteInputOf } from '../../../lib/prints/print-quote';
import { paperName } from '../lib/sheet-layout-name';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CropDialog } from '../../../components/crop-dialog';
import { CustomerList } from './customer-list';
import { CustomerRemovalStatus } from './customer-removal-status';
import { CustomerSheetPreview } from './customer-sheet-preview';
import { PhotoPicker } from './photo-picker';
import { PrintActions, type StudioEntitlement } from './print-actions';
import { PrintGuide } from './print-guide';

/** Whether no paper is larger than `paper` (A4): a list that does not fit it can't be helped by choosing larger paper. */
const isLargestPaper = (paper: { width: number; height: number }) => paperList.every((p) => p.width * p.height <= paper.width * paper.height);

const passportTarget: readonly HandoffTarget[] = ['passport'];

/** A removal the operator is asked to confirm (decision 0061). */
type Asking = { kind: 'one'; id: number } | { kind: 'back-to-one' };

interface CustomerSheetStudioProps extends StudioEntitlement {
  /** The list of customers and the paper (useCustomerSheet, held by the passport studio so a reload keeps it). */
  customers: ReturnType<typeof useCustomerSheet>;
}

/** The removal questions look like the studio's other dialogs (print-studio.css). */
const confirmClasses = { dialog: 'studio-dialog studio-confirm', actions: 'studio-dialog__actions' };

/**
 * The passport studio with several customers on one sheet (decision 0042): the
 * customers (photo, label, size, count, Remove), the next customer's size and photo (cropped at its
 * aspect), the paper, the print buttons and a preview drawn from core's packing, exactly what prints.
 * Charged per distinct photo by the server; "Back to one customer" returns to the single sheet.
 * Removing a customer and going back to one customer ask first and can be undone (decision 0061).
 */
export function CustomerSheetStudio(props: CustomerSheetStudioProps) {
  const { customers: sheet, watermarkText, onNeedCoins, onPrinted } = props;
  const { t, lng } = useTranslation();
  const picked = usePickedPhoto();
  const [asking, setAsking] = useState<Asking | null>(null);
  const { photo: source, pick, discard } = picked;
  const [cropping, setCropping] = useState(false);
  const paper = findPaper(sheet.paper)!;
  /** What prints: each customer's photo, and whether it is the white-background picture. */
  const pictures = sheet.customers.map((c) => `${c.id}${c.whiteBackground && c.white ? '-white' : ''}`).join(',');
  /** The server's quote of the sheet (its new photos together, each white picture as its crop): shown on Print, and the preview clean when it is free. */
  const quote = usePrintQuote(sheet.request && quoteInputOf(sheet.request));
  const watermarked = previewStateOf(quote.quote) === 'watermarked';

  const { add, recrop, nextSizeId } = sheet;
  // Every customer's photo gets the face-aware crop and straighten the first customer's got (decision 0084):
  // the face is looked for while the photo decodes, and the dialog opens on it at that customer's size.
  const faces = useFaceCropProposal();
  const { choose: pickForFace, searchAgain, faceSource } = useFacePick(pick, faces.find);
  /** "Crop again" on a listed customer: their picked photo, opened again at their size (decision 0084). */
  const [again, setAgain] = useState<{ id: number; sizeId: PhotoSizeId; photo: OriginalPhoto & { url: string } } | null>(null);
  useEffect(() => () => (again ? URL.revokeObjectURL(again.photo.url) : undefined), [again]);
  const choose = useCallback(
    async (file: File) => {
      setAgain(null);
      if (await pickForFace(file)) setCropping(true);
    },
    [pickForFace],
  );
  // A photo from the customer's phone is the next customer's, as if picked here (decision 0095).
  useHandedFile(passportTarget, (file) => void choose(file));
  const cropAgain = useCallback(
    (id: number) => {
      const customer = sheet.customers.find((c) => c.id === id);
      if (!customer?.original) return;
      const photo = { ...customer.original, url: URL.createObjectURL(customer.original.blob) };
      searchAgain(photo);
      setAgain({ id, sizeId: customer.sizeId, photo });
      setCropping(true);
    },
    [sheet.customers, searchAgain],
  );
  /** The photo in the crop dialog, and the size it is cropped at: a listed customer's again, else the next customer's. */
  const cropPhoto = again?.photo ?? source;
  const cropSizeId = again?.sizeId ?? nextSizeId;
  const stateFor = faces.stateFor;
  const faceCrop = useMemo(
    () => (cropPhoto && faceSource === cropPhoto.url ? stateFor(cropPhoto, findPhotoSize(cropSizeId)!) : null),
    [cropPhoto, faceSource, stateFor, cropSizeId],
  );
  const againSizer = useMemo(() => (again ? cropSizerFor(again.sizeId) : null), [again]);
  const cropDone = useCallback(
    (exported: ExportedCrop) => {
      if (again) recrop(again.id, exported);
      else if (source) add(exported, nextSizeId, undefined, false, { blob: source.blob, width: source.width, height: source.height });
      setAgain(null);
      setCropping(false);
    },
    [again, recrop, add, nextSizeId, source],
  );
  const cropFailed = useCallback(() => {
    setCropping(false);
    if (again) setAgain(null);
    else discard();
  }, [again, discard]);
  const cropCancelled = useCallback(() => {
    setCropping(false);
    setAgain(null);
  }, []);
  const ask = useCallback((id: number) => setAsking({ kind: 'one', id }), []);
  const stopAsking = useCallback(() => setAsking(null), []);
  const askedIndex = asking?.kind === 'one' ? sheet.customers.findIndex((c) => c.id === asking.id) : -1;
  const asked = askedIndex >= 0 ? sheet.customers[askedIndex]! : null;
  const { remove, backToOne } = sheet;
  const confirmRemoval = useCallback(() => {
    if (asking?.kind === 'one') remove(asking.id);
    else if (asking?.kind === 'back-to-one') backToOne();
    setAsking(null);
  }, [asking, remove, backToOne]);
  /** With one customer, nobody is removed: nothing to ask. */
  const askBackToOne = () => (sheet.customers.length > 1 ? setAsking({ kind: 'back-to-one' }) : backToOne());

  const problem = sheet.problem;
  const problemText =
    problem === null
      ? null
      : problem.kind === 'label'
        ? t('studio.customers.badLabel', { number: problem.index + 1, most: sheet.maxLabelLength })
        : problem.kind === 'count'
          ? t('studio.customers.badCount', { number: problem.index + 1 })
          : // On the largest paper there is none larger to suggest (decision 0071).
            t(isLargestPaper(paper) ? 'studio.customers.doesNotFitLargest' : 'studio.customers.doesNotFit', { paper: paperName(t, paper) });
  const photoCount = sheet.request ? sheet.request.sheet.customers.reduce((sum, c) => sum + c.count, 0) : 0;
  /** The sheets the preview draws: what prints, or what fits when not everything does (never an empty sheet then). */
  const { pages } = sheet;
  const fittedPhotos = pages.reduce((sum, page) => sum + page.sheet.customers.reduce((n, c) => n + c.rects.length, 0), 0);
  const placed = pages[0]?.sheet ?? null;
  const printedUrls = sheet.customers.map((c) => printedPhoto(c).url);

  return (
    <div className="studio">
      <section className="studio__controls" aria-labelledby="customers-title">
        <h2 id="customers-title" className="studio__step">
          {t('studio.customers.title')}
        </h2>
        <p className="muted">{t('studio.customers.intro')}</p>
        {sheet.removal && <CustomerRemovalStatus removal={sheet.removal} onUndo={sheet.undo} />}
        <CustomerList
          customers={sheet.customers}
          problem={problem}
          maxLabelLength={sheet.maxLabelLength}
          onChange={sheet.update}
          onRemove={ask}
          onCropAgain={cropAgain}
          onWhite={sheet.setWhite}
        />
        {problemText && (
          <p className="error-box" role="alert" data-testid="customer-sheet-problem">
            {problemText}
          </p>
        )}

        <h3 className="studio__substep">{t('studio.customers.nextTitle')}</h3>
        {sheet.canAdd ? (
          <>
            <div className="field">
              <label htmlFor="customers-next-size">{t('studio.customers.nextSize')}</label>
              <select id="customers-next-size" value={sheet.nextSizeId} onChange={(event) => sheet.chooseNextSize(event.currentTarget.value as PhotoSizeId)}>
                {photoSizes.map((size) => (
                  <option key={size.id} value={size.id}>
                    {photoSizeName(t, size.id)}
                  </option>
                ))}
              </select>
            </div>
            <PhotoPicker
              button={t('studio.customers.nextPhoto')}
              onPick={(file) => void choose(file)}
              stage={picked.stage}
              error={picked.failure ? pickFailureText(t, picked.failure) : null}
              hasPhoto={false}
            />
          </>
        ) : (
          <p className="muted">{t('studio.customers.full', { most: MAX_SHEET_CUSTOMERS })}</p>
        )}

        <h2 className="studio__step studio__step--after-photo">{t('studio.customers.paperStep')}</h2>
        <div className="field">
          <label htmlFor="customers-paper">{t('studio.customers.paper')}</label>
          <select id="customers-paper" value={sheet.paper} onChange={(event) => sheet.choosePaper(event.currentTarget.value)}>
            {sheet.papers.map((option) => (
              <option key={option.id} value={option.id}>
                {paperName(t, option)}
              </option>
            ))}
          </select>
        </div>

        <h2 className="studio__step">{t('studio.customers.printStep')}</h2>
        <PrintActions
          request={sheet.request}
          subject={pictures}
          quote={quote}
          paperLabel={paperName(t, paper)}
          missingText={problemText ?? (sheet.whitening ? t('studio.whiteBackground.waitToPrint') : t('studio.actions.choosePhotoFirst'))}
          reprintText={t('studio.customers.reprint')}
          onNeedCoins={onNeedCoins}
          onPrinted={onPrinted}
        />
        <PrintGuide paperLabel={paperName(t, paper)} ruler={pages.some((page) => !page.sheet.scaleBar) ? t('studio.customers.noRuler') : undefined} />
        <button type="button" className="button studio-back-to-one" onClick={askBackToOne}>
          {t('studio.customers.backToOne')}
        </button>
      </section>

      <section className="studio__sheet" aria-labelledby="customers-preview-title">
        <h2 id="customers-preview-title" className="studio__step">
          {t('studio.preview.title')}
        </h2>
        {/* One sheet, or two (decision 0071); with nothing placed yet (a label or count to fix), the empty paper. */}
        <div
          className={`studio-preview__pages${pages.length > 1 ? ' studio-preview__pages--two' : ''}`}
          data-testid="customer-sheet-pages"
          data-pages={pages.length}
        >
          {pages.length === 0 ? (
            <CustomerSheetPreview paper={paper} sheet={null} photoUrls={[]} watermark={watermarked ? watermarkText : null} />
          ) : (
            pages.map((page, index) => (
              <CustomerSheetPreview
                key={index}
                paper={paper}
                sheet={page.sheet}
                photoUrls={printedUrls.slice(page.first)}
                watermark={watermarked ? watermarkText : null}
                page={pages.length > 1 || problem?.kind === 'fit' ? { number: index + 1, of: pages.length } : undefined}
              />
            ))
          )}
        </div>
        {problem?.kind === 'fit' && placed && <p className="muted">{t('studio.customers.overflowNote', { photos: fittedPhotos })}</p>}
        <p className="muted">
          {previewNote(t, quote.quote, {
            paid: t('studio.customers.cleanPreview', { count: photoCount }),
            clean: t('studio.customers.cleanPreview', { count: photoCount }),
          })}
        </p>
      </section>

      {asked && (
        <ConfirmDialog
          title={removeAskText(t, askedIndex + 1, asked.label)}
          message={t('studio.customers.removeAskHint')}
          confirmText={t('studio.customers.removeYes')}
          cancelText={t('studio.customers.keep')}
          onConfirm={confirmRemoval}
          onCancel={stopAsking}
          classes={confirmClasses}
          testId="customer-remove-confirm"
        />
      )}
      {asking?.kind === 'back-to-one' && (
        <ConfirmDialog
          title={t('studio.customers.backToOneAsk')}
          message={backToOneText(
            t,
            lng,
            sheet.customers.slice(1).map((_, i) => i + 2),
          )}
          confirmText={t('studio.customers.backToOneYes')}
          cancelText={t('studio.customers.keep')}
          onConfirm={confirmRemoval}
          onCancel={stopAsking}
          classes={confirmClasses}
          testId="customer-back-to-one-confirm"
        />
      )}
      {cropping && cropPhoto && (
        <CropDialog
          key={cropPhoto.url}
          imageUrl={cropPhoto.url}
          aspect={again ? photoSizeAspect(findPhotoSize(again.sizeId)!) : sheet.nextAspect}
          sizeFor={againSizer ?? sheet.nextSizer}
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
