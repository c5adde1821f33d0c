import { forwardRef, useCallback, useId, useMemo, useRef, type ComponentProps } from 'react';
import { Cropper, CropperBackgroundImage } from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import type { PixelSize } from '@core/exam-files/exam-file-size';
import { FaceCropNotice } from '../../../components/face-crop-notice';
import { GuidedStencil } from '../../../components/guided-stencil';
import { useTranslation } from '../../../lib/i18n';
import { useApplyFaceCrop } from '../../../lib/use-apply-face-crop';
import type { FaceCropState } from '../../../lib/use-face-crop-proposal';
import { usePngCropper } from '../hooks/use-png-cropper';
import type { PngCrop } from '../lib/export-png-crop';
import { useShowModal } from '../../../lib/use-show-modal';

const ZOOM_STEP = 1.25;

/** The cropper's own <img> has no alt (axe: image-alt): it is given one once it is in the page. */
const CropperPicture = forwardRef<HTMLImageElement, ComponentProps<typeof CropperBackgroundImage> & { alt: string }>(function CropperPicture(
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

interface ExamCropDialogProps {
  imageUrl: string;
  title: string;
  hint: string;
  /** The frame's aspect (width ÷ height), or null for any. */
  aspect: number | null;
  sizeFor: (crop: PixelSize) => PixelSize;
  onDone: (crop: PngCrop) => void;
  onCancel: () => void;
  onImageError: () => void;
  /** A photo's face (decision 0046): the dialog opens on the proposed crop, with the head rule's guide lines. None for ink on paper. */
  faceCrop?: FaceCropState | null;
}

/** A modal cropper at the file's aspect: drag, resize, rotate, zoom; OK exports the crop losslessly at the upload's size. */
export function ExamCropDialog({ imageUrl, title, hint, aspect, sizeFor, onDone, onCancel, onImageError, faceCrop = null }: ExamCropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { cropperRef, ready, exporting, onReady, act, confirm } = usePngCropper({ sizeFor, onDone, onImageError });

  // The face proposal's tilt is turned by the cropper itself (this dialog has no straighten control); it starts upright.
  const turn = useMemo(() => ({ straightenTo: (degrees: number) => act((c) => c.rotateImage(degrees, { transitions: false })) }), [act]);
  useApplyFaceCrop(faceCrop, ready, act, turn);
  // The tools and OK wait for the face search: the proposal would otherwise move the frame under the operator's hand.
  const findingFace = faceCrop?.status === 'finding';
  const faceTexts = useMemo(() => ({ found: t('examFiles.crop.face.found'), wholeFrame: t('examFiles.crop.face.wholeFrame') }), [t]);

  // Shown as a modal while mounted; Escape (the dialog's cancel) is the Cancel button.
  useShowModal(dialogRef, onCancel);

  return (
    <dialog ref={dialogRef} className="exam-dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="exam-dialog__hint">{hint}</p>
      {faceCrop && <FaceCropNotice faceCrop={faceCrop} texts={faceTexts} />}
      <div className="exam-dialog__body">
        <div className="exam-dialog__area">
          <Cropper
            ref={cropperRef}
            src={imageUrl}
            className="exam-cropper"
            // The browser turns a phone photo upright itself; the cropper's own EXIF read would fetch the blob (CSP connect-src).
            checkOrientation={false}
            stencilComponent={faceCrop ? GuidedStencil : undefined}
            stencilProps={aspect === null ? { grid: true, guides: faceCrop?.guides } : { aspectRatio: aspect, grid: true, guides: faceCrop?.guides }}
            minWidth={20}
            minHeight={20}
            backgroundComponent={CropperPicture}
            backgroundProps={{ alt: t('examFiles.crop.image') }}
            onReady={onReady}
            onError={onImageError}
          />
          {!ready && (
            <p className="status exam-dialog__loading" role="status">
              <span className="spinner" aria-hidden="true" />
              {t('examFiles.crop.loading')}
            </p>
          )}
        </div>
        <div className="exam-dialog__tools" role="group" aria-label={t('examFiles.crop.tools')}>
          <button type="button" className="button" disabled={!ready || findingFace} onClick={() => act((c) => c.rotateImage(-90))}>
            ⟲ {t('examFiles.crop.rotateLeft')}
          </button>
          <button type="button" className="button" disabled={!ready || findingFace} onClick={() => act((c) => c.rotateImage(90))}>
            ⟳ {t('examFiles.crop.rotateRight')}
          </button>
          <button type="button" className="button" disabled={!ready || findingFace} onClick={() => act((c) => c.zoomImage(ZOOM_STEP))}>
            + {t('examFiles.crop.zoomIn')}
          </button>
          <button type="button" className="button" disabled={!ready || findingFace} onClick={() => act((c) => c.zoomImage(1 / ZOOM_STEP))}>
            − {t('examFiles.crop.zoomOut')}
          </button>
        </div>
      </div>
      <div className="exam-dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('examFiles.crop.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!ready || exporting || findingFace}
          aria-busy={exporting || findingFace}
          onClick={() => void confirm()}
        >
          {exporting ? t('examFiles.crop.working') : t('examFiles.crop.ok')}
        </button>
      </div>
    </dialog>
  );
}
