import { useCallback, useEffect, useRef, useState } from 'react';
import { Cropper, type CropperRef } from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import { useTranslation } from '../../../lib/i18n';
import { CROP_ASPECT } from '../lib/crop-size';
import { exportCrop, type ExportedCrop } from '../lib/export-crop';

/** The cropper's settings (issue 6): preview refresh, transitions, preview size, smallest stencil, wheel zoom step. */
const PREVIEW_DEBOUNCE_MS = 500;
const TRANSITIONS = { duration: 300 };
const PREVIEW_MAX_SIDE = 1024;
const MIN_STENCIL = 20;
const WHEEL_ZOOM = { wheel: { ratio: 0.1 }, touch: true };
const ZOOM_STEP = 1.25;

interface CropDialogProps {
  /** Object URL of the decoded, upright photo. */
  imageUrl: string;
  onDone: (crop: ExportedCrop) => void;
  onCancel: () => void;
  onImageError: () => void;
}

/**
 * A modal cropper with a 7:9 (35×45 mm) stencil: drag, resize, rotate ±90°, flip, zoom. OK turns
 * the crop into the photo; a small preview shows what will print, refreshed when the hand rests.
 */
export function CropDialog({ imageUrl, onDone, onCancel, onImageError }: CropDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cropperRef = useRef<CropperRef>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const debounceRef = useRef<number | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      window.clearTimeout(debounceRef.current);
      if (dialog?.open) dialog.close();
    };
  }, []);

  const drawPreview = useCallback(() => {
    const cropper = cropperRef.current;
    const target = previewRef.current;
    if (!cropper || !target) return;
    const canvas = cropper.getCanvas({ maxWidth: PREVIEW_MAX_SIDE, maxHeight: PREVIEW_MAX_SIDE, fillColor: '#ffffff' });
    if (!canvas) return;
    target.width = canvas.width;
    target.height = canvas.height;
    target.getContext('2d')?.drawImage(canvas, 0, 0);
  }, []);

  const schedulePreview = useCallback(() => {
    window.clearTimeout(debounceRef.current);
    debounceRef.current = window.setTimeout(drawPreview, PREVIEW_DEBOUNCE_MS);
  }, [drawPreview]);

  const confirm = async () => {
    const cropper = cropperRef.current;
    if (!cropper || exporting) return;
    setExporting(true);
    try {
      const crop = await exportCrop(cropper);
      if (crop) onDone(crop);
      else onImageError();
    } finally {
      setExporting(false);
    }
  };

  const act = (action: (cropper: CropperRef) => void) => {
    const cropper = cropperRef.current;
    if (cropper) action(cropper);
  };

  return (
    <dialog
      ref={dialogRef}
      className="studio-dialog studio-crop"
      aria-labelledby="studio-crop-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="studio-crop-title">{t('studio.crop.title')}</h2>
      <p className="studio-crop__hint">{t('studio.crop.hint')}</p>
      <div className="studio-crop__body">
        <div className="studio-crop__area">
          <Cropper
            ref={cropperRef}
            src={imageUrl}
            className="studio-cropper"
            checkOrientation={false}
            stencilProps={{ aspectRatio: CROP_ASPECT, grid: true }}
            minWidth={MIN_STENCIL}
            minHeight={MIN_STENCIL}
            transitions={TRANSITIONS}
            backgroundWrapperProps={{ scaleImage: WHEEL_ZOOM, timeout: PREVIEW_DEBOUNCE_MS }}
            onReady={() => {
              setReady(true);
              drawPreview();
            }}
            onError={onImageError}
            onChange={schedulePreview}
          />
          {!ready && (
            <p className="status studio-crop__loading" role="status">
              <span className="spinner" aria-hidden="true" />
              {t('studio.crop.loading')}
            </p>
          )}
        </div>
        <div className="studio-crop__side">
          <canvas ref={previewRef} className="studio-crop__preview" aria-label={t('studio.crop.preview')} role="img" />
          <div className="studio-crop__tools" role="group" aria-label={t('studio.crop.tools')}>
            <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.rotateImage(-90))}>
              ⟲ {t('studio.crop.rotateLeft')}
            </button>
            <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.rotateImage(90))}>
              ⟳ {t('studio.crop.rotateRight')}
            </button>
            <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.flipImage(true, false))}>
              ⇋ {t('studio.crop.flip')}
            </button>
            <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.zoomImage(ZOOM_STEP))}>
              + {t('studio.crop.zoomIn')}
            </button>
            <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.zoomImage(1 / ZOOM_STEP))}>
              − {t('studio.crop.zoomOut')}
            </button>
          </div>
        </div>
      </div>
      <div className="studio-dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('studio.crop.cancel')}
        </button>
        <button type="button" className="button button--primary" disabled={!ready || exporting} aria-busy={exporting} onClick={() => void confirm()}>
          {exporting ? t('studio.crop.working') : t('studio.crop.ok')}
        </button>
      </div>
    </dialog>
  );
}
