import { useCallback, useState } from 'react';
import { MAX_SHEET_CUSTOMERS } from '@core/layout/place-customer-sheet';
import { photoSizes, type PhotoSizeId } from '@core/layout/photo-sizes';
import { findPaper } from '@core/layout/sheet-layouts';
import { useTranslation } from '../../../lib/i18n';
import { printedPhoto, type useCustomerSheet } from '../hooks/use-customer-sheet';
import { usePickedPhoto } from '../hooks/use-picked-photo';
import { usePrintQuote } from '../hooks/use-print-quote';
import type { ExportedCrop } from '../lib/export-crop';
import { photoSizeName } from '../lib/photo-size-name';
import { pickFailureText } from '../lib/pick-failure-text';
import { quoteInputOf, quoteIsFree } from '../lib/print-quote';
import { paperName } from '../lib/sheet-layout-name';
import { CropDialog } from './crop-dialog';
import { CustomerList } from './customer-list';
import { CustomerSheetPreview } from './customer-sheet-preview';
import { PhotoPicker } from './photo-picker';
import { PrintActions, type StudioEntitlement } from './print-actions';
import { PrintGuide } from './print-guide';

interface CustomerSheetStudioProps extends StudioEntitlement {
  /** The list of customers and the paper (useCustomerSheet, held by the passport studio so a reload keeps it). */
  customers: ReturnType<typeof useCustomerSheet>;
}

/**
 * The passport studio with several customers on one sheet (decision 0042): the
 * customers (photo, label, size, count, Remove), the next customer's size and photo (cropped at its
 * aspect), the paper, the print buttons and a preview drawn from core's packing, exactly what prints.
 * Charged per distinct photo by the server; "Back to one customer" returns to the single sheet.
 */
export function CustomerSheetStudio(props: CustomerSheetStudioProps) {
  const { customers: sheet, watermarkText, onNeedCoins, onPrinted } = props;
  const { t } = useTranslation();
  const picked = usePickedPhoto();
  const { photo: source, pick, discard } = picked;
  const [cropping, setCropping] = useState(false);
  const paper = findPaper(sheet.paper)!;
  /** What prints: each customer's photo, and whether it is the white-background picture. */
  const pictures = sheet.customers.map((c) => `${c.id}${c.whiteBackground && c.white ? '-white' : ''}`).join(',');
  /** The server's quote of the sheet (its new photos together, each white picture as its crop): shown on Print, and the preview clean when it is free. */
  const quote = usePrintQuote(sheet.request && quoteInputOf(sheet.request));
  const watermarked = !quoteIsFree(quote.quote);

  const choose = useCallback(
    async (file: File) => {
      if (await pick(file)) setCropping(true);
    },
    [pick],
  );
  const { add, nextSizeId } = sheet;
  const cropDone = useCallback(
    (exported: ExportedCrop) => {
      add(exported, nextSizeId);
      setCropping(false);
    },
    [add, nextSizeId],
  );
  const cropFailed = useCallback(() => {
    setCropping(false);
    discard();
  }, [discard]);
  const cropCancelled = useCallback(() => setCropping(false), []);

  const problem = sheet.problem;
  const problemText =
    problem === null
      ? null
      : problem.kind === 'label'
        ? t('studio.customers.badLabel', { number: problem.index + 1, most: sheet.maxLabelLength })
        : problem.kind === 'count'
          ? t('studio.customers.badCount', { number: problem.index + 1 })
          : t('studio.customers.doesNotFit', { paper: paperName(t, paper) });
  const photoCount = sheet.request ? sheet.request.sheet.customers.reduce((sum, c) => sum + c.count, 0) : 0;
  const placed = sheet.placed?.ok ? sheet.placed.sheet : null;

  return (
    <div className="studio">
      <section className="studio__controls" aria-labelledby="customers-title">
        <h2 id="customers-title" className="studio__step">
          {t('studio.customers.title')}
        </h2>
        <p className="muted">{t('studio.customers.intro')}</p>
        <CustomerList
          customers={sheet.customers}
          problem={problem}
          maxLabelLength={sheet.maxLabelLength}
          onChange={sheet.update}
          onRemove={sheet.remove}
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
              label={t('studio.customers.nextPhoto')}
              onPick={(file) => void choose(file)}
              stage={picked.stage}
              error={picked.failure ? pickFailureText(t, picked.failure) : null}
              hasPhoto={false}
            />
          </>
        ) : (
          <p className="muted">{t('studio.customers.full', { most: MAX_SHEET_CUSTOMERS })}</p>
        )}

        <h2 className="studio__step">{t('studio.customers.paperStep')}</h2>
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
        <PrintGuide paperLabel={paperName(t, paper)} ruler={placed && !placed.scaleBar ? t('studio.customers.noRuler') : undefined} />
        <button type="button" className="button studio-back-to-one" onClick={sheet.clear}>
          {t('studio.customers.backToOne')}
        </button>
      </section>

      <section className="studio__sheet" aria-labelledby="customers-preview-title">
        <h2 id="customers-preview-title" className="studio__step">
          {t('studio.preview.title')}
        </h2>
        <CustomerSheetPreview
          paper={paper}
          sheet={placed}
          photoUrls={sheet.customers.map((c) => printedPhoto(c).url)}
          watermark={watermarked ? watermarkText : null}
        />
        <p className="muted">{watermarked ? t('studio.preview.watermarked') : t('studio.customers.cleanPreview', { count: photoCount })}</p>
      </section>

      {cropping && source && (
        <CropDialog
          key={source.url}
          imageUrl={source.url}
          aspect={sheet.nextAspect}
          sizeFor={sheet.nextSizer}
          onDone={cropDone}
          onCancel={cropCancelled}
          onImageError={cropFailed}
        />
      )}
    </div>
  );
}
