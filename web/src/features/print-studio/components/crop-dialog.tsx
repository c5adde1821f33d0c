import { forwardRef, useCallback, useId, useRef, useState, type ComponentProps } from 'react';
import type { CropPixels } from '@core/documents/document-crop-pixels';
import { rectQuad, type Quad } from '@core/geometry/homography';
import { Cropper, CropperBackgroundImage } from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import { useTranslation } from '../../../lib/i18n';
import { PREVIEW_DEBOUNCE_MS, useCropper } from '../hooks/use-cropper';
import { useQuadCorners } from '../hooks/use-quad-corners';
import { useShowModal } from '../../../lib/use-show-modal';
import type { FaceCropState } from '../../../lib/use-face-crop-proposal';
import { useApplyFaceCrop } from '../../../lib/use-apply-face-crop';
import { warpPhotoQuad } from '../lib/document-quad';
import type { CropSizer, ExportedCrop } from '../lib/export-crop';
import { formatAngle, STRAIGHTEN_LIMIT, STRAIGHTEN_STEP } from '../lib/straighten-angle';
import { FaceCropNotice } from '../../../components/face-crop-notice';
import { GuidedStencil } from '../../../components/guided-stencil';
import { QuadEditor } from './quad-editor';

/** The cropper's settings: transitions, smallest stencil, wheel zoom step (preview refresh and size: useCropper). */
const TRANSITIONS = { duration: 300 };
const MIN_STENCIL = 20;
const WHEEL_ZOOM = { wheel: { ratio: 0.1 }, touch: true };
const ZOOM_STEP = 1.25;

/**
 * The cropper's picture of the photo, with a text alternative: the library's own <img> has no alt
 * (axe: image-alt, critical). It is that very image, given its alt once it is in the page.
 */
const CropperPhoto = forwardRef<HTMLImageElement, ComponentProps<typeof CropperBackgroundImage> & { alt: string }>(function CropperPhoto(
  { alt, ...props },
  ref,
) {
  const withAlt = useCallback(
    (image: HTMLImageElement | null) => {
      image?.setAttribute('alt', alt);
      if (typeof ref === 'function') ref(image);
      else if (ref) ref.current = image;
    },
    [alt, ref],
  );
  return <CropperBackgroundImage {...props} ref={withAlt} />;
});

/** A document found in the photo (decision 0041): its corners are proposed, and OK straightens them. */
interface DocumentQuadCrop {
  found: Quad;
  /** The decoded photo the corners are in. */
  photo: { blob: Blob; width: number; height: number };
  /** The pixel size to straighten `quad` into (documentQuadPixels). */
  sizeFor: (quad: Quad) => CropPixels;
}

interface CropDialogProps {
  /** Object URL of the decoded, upright photo. */
  imageUrl: string;
  /** The stencil's aspect (width ÷ height), or null for a free-aspect crop (page documents). */
  aspect: number | null;
  /** The pixel size to export the crop at. */
  sizeFor: CropSizer;
  /** The dialog's title; by default "Crop the photo". */
  title?: string;
  /** The line under the title; by default the passport photo's. */
  hint?: string;
  /** Offer the straighten slider (±15°, half-degree steps), for documents photographed at a slant. */
  straighten?: boolean;
  /** Offer the mirror flip: photos yes, documents no (their text would read backwards). */
  flip?: boolean;
  /** The document found in the photo: the dialog opens on its four corners, with a way back to the rectangle. */
  documentQuad?: DocumentQuadCrop | null;
  /** A portrait's face (decision 0043): the dialog opens on the proposed crop, with the head rule's guide lines. */
  faceCrop?: FaceCropState | null;
  onDone: (crop: ExportedCrop) => void;
  onCancel: () => void;
  onImageError: () => void;
}

/**
 * A modal cropper: a stencil of the print's aspect (or free), drag, resize, rotate ±90°, straighten
 * by small angles, flip, zoom. OK turns the crop into the picture; a small preview shows what
 * will print, refreshed when the hand rests.
 */
export function CropDialog({
  imageUrl,
  aspect,
  sizeFor,
  title,
  hint,
  straighten = false,
  flip = true,
  documentQuad = null,
  faceCrop = null,
  onDone,
  onCancel,
  onImageError,
}: CropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const straightenId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const {
    cropperRef,
    previewRef,
    ready,
    exporting,
    onReady,
    schedulePreview,
    act,
    confirm,
    straighten: straightening,
  } = useCropper({ sizeFor, onDone, onImageError });
  const { angle } = straightening;
  useApplyFaceCrop(faceCrop, ready, act, straightening, schedulePreview);
  const findingFace = faceCrop?.status === 'finding';
  const photoSize = documentQuad?.photo ?? { width: 1, height: 1 };
  const corners = useQuadCorners({ found: documentQuad?.found ?? rectQuad(1, 1), bounds: photoSize });
  const cornerMode = documentQuad !== null && corners.mode === 'corners';
  const [warping, setWarping] = useState(false);

  /** OK on the corners: the document straightened to its true aspect at the print size. */
  const confirmCorners = async () => {
    if (!documentQuad || warping) return;
    setWarping(true);
    try {
      const size = documentQuad.sizeFor(corners.quad);
      const jpeg = await warpPhotoQuad(documentQuad.photo.blob, corners.quad, size.width, size.height);
      if (jpeg) onDone({ ...size, jpeg });
      else onImageError();
    } finally {
      setWarping(false);
    }
  };

  useShowModal(dialogRef, onCancel);

  return (
    <dialog ref={dialogRef} className="studio-dialog studio-crop" aria-labelledby={titleId}>
      <h2 id={titleId}>{title ?? t('studio.crop.title')}</h2>
      <p className="studio-crop__hint">{cornerMode ? t('studio.crop.corners.hint') : (hint ?? t('studio.crop.hint'))}</p>
      {faceCrop && <FaceCropNotice faceCrop={faceCrop} />}
      {documentQuad && (
        <p className="studio-crop__mode">
          <button type="button" className="button" data-testid="crop-mode" onClick={() => corners.setMode(cornerMode ? 'rectangle' : 'corners')}>
            {cornerMode ? t('studio.crop.corners.useRectangle') : t('studio.crop.corners.useCorners')}
          </button>
        </p>
      )}
      <div className="studio-crop__body">
        {cornerMode && documentQuad ? (
          <div className="studio-crop__area">
            <QuadEditor imageUrl={imageUrl} width={photoSize.width} height={photoSize.height} corners={corners} />
          </div>
        ) : (
          <div className="studio-crop__area">
            <Cropper
              ref={cropperRef}
              src={imageUrl}
              className="studio-cropper"
              checkOrientation={false}
              stencilComponent={faceCrop ? GuidedStencil : undefined}
              stencilProps={aspect === null ? { grid: true } : { aspectRatio: aspect, grid: true, guides: faceCrop?.guides }}
              minWidth={MIN_STENCIL}
              minHeight={MIN_STENCIL}
              transitions={TRANSITIONS}
              backgroundWrapperProps={{ scaleImage: WHEEL_ZOOM, timeout: PREVIEW_DEBOUNCE_MS }}
              backgroundComponent={CropperPhoto}
              backgroundProps={{ alt: t('studio.crop.image') }}
              onReady={onReady}
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
        )}
        {cornerMode ? (
          <div className="studio-crop__side">
            <div className="studio-crop__tools" role="group" aria-label={t('studio.crop.tools')}>
              <button type="button" className="button" onClick={corners.turn}>
                ⟳ {t('studio.crop.corners.turn')}
              </button>
              <button type="button" className="button" onClick={corners.reset}>
                {t('studio.crop.corners.reset')}
              </button>
            </div>
            <p className="muted">{t('studio.crop.corners.keys')}</p>
          </div>
        ) : (
          <div className="studio-crop__side">
            <canvas
              ref={previewRef}
              className={`studio-crop__preview${(aspect === null || straighten) && !faceCrop ? ' studio-crop__preview--document' : ''}`}
              aria-label={t('studio.crop.preview')}
              role="img"
            />
            {straighten && (
              <div className="studio-crop__straighten">
                <label htmlFor={straightenId}>{t('studio.crop.straighten')}</label>
                <div className="studio-crop__straighten-row">
                  <button
                    type="button"
                    className="button"
                    disabled={!ready || angle <= -STRAIGHTEN_LIMIT}
                    aria-label={t('studio.crop.straightenLeft')}
                    onClick={() => straightening.straightenBy(-STRAIGHTEN_STEP)}
                  >
                    −
                  </button>
                  <input
                    id={straightenId}
                    type="range"
                    min={-STRAIGHTEN_LIMIT}
                    max={STRAIGHTEN_LIMIT}
                    step={STRAIGHTEN_STEP}
                    value={angle}
                    disabled={!ready}
                    aria-valuetext={formatAngle(angle)}
                    onChange={(event) => straightening.straightenTo(Number(event.currentTarget.value))}
                  />
                  <button
                    type="button"
                    className="button"
                    disabled={!ready || angle >= STRAIGHTEN_LIMIT}
                    aria-label={t('studio.crop.straightenRight')}
                    onClick={() => straightening.straightenBy(STRAIGHTEN_STEP)}
                  >
                    +
                  </button>
                </div>
                <output htmlFor={straightenId} className="studio-crop__angle" data-testid="straighten-angle">
                  {formatAngle(angle)}
                </output>
              </div>
            )}
            <div className="studio-crop__tools" role="group" aria-label={t('studio.crop.tools')}>
              <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.rotateImage(-90))}>
                ⟲ {t('studio.crop.rotateLeft')}
              </button>
              <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.rotateImage(90))}>
                ⟳ {t('studio.crop.rotateRight')}
              </button>
              {flip && (
                <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.flipImage(true, false))}>
                  ⇋ {t('studio.crop.flip')}
                </button>
              )}
              <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.zoomImage(ZOOM_STEP))}>
                + {t('studio.crop.zoomIn')}
              </button>
              <button type="button" className="button" disabled={!ready} onClick={() => act((c) => c.zoomImage(1 / ZOOM_STEP))}>
                − {t('studio.crop.zoomOut')}
              </button>
            </div>
          </div>
        )}
      </div>
      <div className="studio-dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('studio.crop.cancel')}
        </button>
        {cornerMode ? (
          <button type="button" className="button button--primary" disabled={warping} aria-busy={warping} onClick={() => void confirmCorners()}>
            {warping ? t('studio.crop.working') : t('studio.crop.ok')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={!ready || exporting || findingFace}
            aria-busy={exporting || findingFace}
            onClick={() => void confirm()}
          >
            {exporting ? t('studio.crop.working') : t('studio.crop.ok')}
          </button>
        )}
      </div>
    </dialog>
  );
}
