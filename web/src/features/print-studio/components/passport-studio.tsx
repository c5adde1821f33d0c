import { useCallback, useEffect, useState } from 'react';
import { fixedSizeCropPixels, PASSPORT_LEAST_CROP } from '@core/documents/document-crop-pixels';
import { passportPhoto } from '@core/layout/papers';
import { placePhotoSheet } from '@core/layout/place-photo-sheet';
import { DEFAULT_SHEET_LAYOUT, findSheetLayout, sheetLayouts, type SheetLayout } from '@core/layout/sheet-layouts';
import { useTranslation } from '../../../lib/i18n';
import type { PassportPrintRequest } from '../api/create-print';
import { useCleanEntitlement } from '../hooks/use-clean-entitlement';
import { usePickedPhoto } from '../hooks/use-picked-photo';
import type { CropSizer, ExportedCrop } from '../lib/export-crop';
import { pickFailureText } from '../lib/pick-failure-text';
import { paperName, sheetLayoutName } from '../lib/sheet-layout-name';
import { CropDialog } from './crop-dialog';
import { PhotoPicker } from './photo-picker';
import { PrintGuide } from './print-guide';
import { PrintActions, type StudioEntitlement } from './print-actions';
import { SheetPreview } from './sheet-preview';
import '../print-studio.css';

export type PassportStudioProps = StudioEntitlement;

interface Crop extends ExportedCrop {
  id: number;
  url: string;
}

let cropIds = 0;

const formatMm = (value: number) => String(Math.round(value * 10) / 10);

/** The stencil's aspect ratio: 35×45 mm (7:9), shared by every layout (the 42-up 30×38.6 mm too). */
const CROP_ASPECT = passportPhoto.width / passportPhoto.height;
/** Every passport layout shares the crop, exported at 600 dpi of 35×45 mm (827×1063 px) and never under 420×540 px. */
const passportCropSize: CropSizer = (crop) => fixedSizeCropPixels(passportPhoto, crop, PASSPORT_LEAST_CROP);

/** The passport photo studio: pick, crop, choose a sheet, see it at true proportions, print. */
export function PassportStudio({ canPrintClean, planCovers, priceCoins, watermarkText, onNeedCoins, onPrinted }: PassportStudioProps) {
  const { t } = useTranslation();
  const picked = usePickedPhoto();
  const { photo: source, pick, discard } = picked;
  const [cropping, setCropping] = useState(false);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [layoutId, setLayoutId] = useState<string>(DEFAULT_SHEET_LAYOUT);
  const { paid, cleanIsFree, entitledClean, watermarked, printed } = useCleanEntitlement(crop ? String(crop.id) : null, {
    canPrintClean,
    planCovers,
    onPrinted,
  });

  const layout: SheetLayout = findSheetLayout(layoutId) ?? sheetLayouts[0];

  // The crop's object URL lives as long as the crop.
  useEffect(() => () => (crop ? URL.revokeObjectURL(crop.url) : undefined), [crop]);

  const choose = useCallback(
    async (file: File) => {
      if (await pick(file)) setCropping(true);
    },
    [pick],
  );

  const cropDone = useCallback((exported: ExportedCrop) => {
    setCrop({ ...exported, id: ++cropIds, url: URL.createObjectURL(exported.jpeg) });
    setCropping(false);
  }, []);

  const cropFailed = useCallback(() => {
    setCropping(false);
    discard();
    setCrop(null);
  }, [discard]);

  const cropCancelled = useCallback(() => setCropping(false), []);

  const request: PassportPrintRequest | null = crop ? { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: layout.id }, front: crop.jpeg } : null;

  return (
    <div className="studio">
      <section className="studio__controls" aria-labelledby="studio-photo-title">
        <h2 id="studio-photo-title" className="studio__step">
          {t('studio.steps.photo')}
        </h2>
        <PhotoPicker
          onPick={(file) => void choose(file)}
          stage={picked.stage}
          error={picked.failure ? pickFailureText(t, picked.failure) : null}
          hasPhoto={crop !== null}
          onEditCrop={source ? () => setCropping(true) : undefined}
        />
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
                {sheetLayoutName(t, option)}
              </option>
            ))}
          </select>
        </div>

        <h2 className="studio__step">{t('studio.steps.print')}</h2>
        <PrintActions
          request={request}
          subject={`${source?.url ?? ''}|${crop?.id ?? ''}`}
          entitledClean={entitledClean}
          cleanIsFree={cleanIsFree}
          priceCoins={priceCoins}
          paperLabel={paperName(t, layout.paper)}
          missingText={t('studio.actions.choosePhotoFirst')}
          costsText={priceCoins !== null ? t('studio.actions.costs', { price: priceCoins }) : null}
          reprintText={t('studio.charge.reprint')}
          onNeedCoins={onNeedCoins}
          onPrinted={printed}
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
        <SheetPreview
          layout={layout}
          photoUrl={crop?.url ?? null}
          watermark={watermarked ? watermarkText : null}
          label={t('studio.preview.label', { layout: sheetLayoutName(t, layout) })}
        />
        <p className="muted">{watermarked ? t('studio.preview.watermarked') : paid && !planCovers ? t('studio.preview.paid') : t('studio.preview.clean')}</p>
      </section>

      {cropping && source && (
        <CropDialog
          key={source.url}
          imageUrl={source.url}
          aspect={CROP_ASPECT}
          sizeFor={passportCropSize}
          onDone={cropDone}
          onCancel={cropCancelled}
          onImageError={cropFailed}
        />
      )}
    </div>
  );
}
