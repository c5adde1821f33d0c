import { forwardRef, useCallback, useId, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { Cropper, CropperBackgroundImage } from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import { cropPreviewStyle } from '../lib/cropper/crop-preview-style';
import { formatAngle, STRAIGHTEN_LIMIT, STRAIGHTEN_STEP } from '../lib/cropper/straighten-angle';
import { PREVIEW_DEBOUNCE_MS, useCropper, type CropperOptions } from '../lib/cropper/use-cropper';
import { useTranslation } from '../lib/i18n';
import { useApplyFaceCrop } from '../lib/use-apply-face-crop';
import type { FaceCropState } from '../lib/use-face-crop-proposal';
import { useShowModal } from '../lib/use-show-modal';
import { FaceCropNotice, type FaceCropTexts } from './face-crop-notice';
import { FaceChooser } from './face-chooser';
import { GuidedStencil } from './guided-stencil';

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

/**
 * A tool of the crop dialog: its sign and its name; on a phone only the sign shows, the name is still
 * what it is called (decision 0064: the photo and its controls fit a 360×640 screen together).
 */
function CropTool({ icon, text, disabled, onClick }: { icon: string; text: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button studio-crop__tool" disabled={disabled} onClick={onClick}>
      <span className="studio-crop__tool-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="studio-crop__tool-text">{text}</span>
    </button>
  );
}

/**
 * A feature's other way to crop, beside the rectangle (the document studio's found corners, decision 0041):
 * while active it stands in for the cropper, its tools and OK.
 */
export interface CropCornerMode {
  active: boolean;
  /** The line under the title while active. */
  hint: ReactNode;
  /** The button between the two ways, shown in both. */
  toggle: ReactNode;
  area: ReactNode;
  side: ReactNode;
  ok: ReactNode;
}

/**
 * The screen the dialog is on: the print studio's (tools with their signs, preview, flip, straighten;
 * studio.crop texts) or the exam files screen's (a plain row of tools, no preview; examFiles.crop texts).
 */
export type CropDialogLook = 'studio' | 'exam';

export type CropDialogProps = CropperOptions & {
  /** Object URL of the decoded, upright photo. */
  imageUrl: string;
  /** The stencil's aspect (width ÷ height), or null for a free-aspect crop (page documents, signature parts). */
  aspect: number | null;
  /** The dialog's title; by default "Crop the photo". */
  title?: string | undefined;
  /** The line under the title; by default the passport photo's. */
  hint?: string | undefined;
  look?: CropDialogLook;
  /** Offer the straighten slider (±45°, half-degree steps: decision 0085), for photos taken at a slant (studio look). */
  straighten?: boolean;
  /** Offer the mirror flip: photos yes, documents no (their text would read backwards; studio look). */
  flip?: boolean;
  /** The other way to crop, if the feature has one. */
  corners?: CropCornerMode | null;
  /** A portrait's face (decisions 0043, 0046): the dialog opens on the proposed crop, with the head rule's guide lines. */
  faceCrop?: FaceCropState | null;
  /** A frame to open on instead, in the picture's pixels (a signature's ink, decision 0082); OK waits while it is looked for. */
  proposedFrame?: { status: 'finding' } | { status: 'found'; frame: { left: number; top: number; width: number; height: number } | null } | null;
  onCancel: () => void;
};

/**
 * The one crop dialog of every feature (decision 0079): a modal cropper with a stencil of the print's or the
 * form's aspect (or free), drag, resize, rotate ±90°, zoom; in the studio also straighten by small angles,
 * flip and a small preview of what will print, refreshed when the hand rests. OK exports the crop as the
 * caller's output asks: a JPEG at the print size, or a lossless PNG at the upload's exact size.
 */
export function CropDialog(props: CropDialogProps) {
  const {
    imageUrl,
    aspect,
    title,
    hint,
    look = 'studio',
    straighten = false,
    flip = true,
    corners = null,
    faceCrop = null,
    proposedFrame = null,
    onCancel,
  } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const straightenId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { cropperRef, previewRef, ready, exporting, onReady, schedulePreview, act, confirm, straighten: straightening } = useCropper(props);
  const { angle } = straightening;
  const studio = look === 'studio';
  const frame = proposedFrame?.status === 'found' ? proposedFrame.frame : null;
  const framed = useMemo(() => (frame ? { status: 'found' as const, proposal: { crop: frame, rotation: 0 } } : null), [frame]);
  useApplyFaceCrop(faceCrop ?? framed, ready, act, straightening, schedulePreview);
  // The OK (and on the exam screen the tools) wait for the face search or the ink's frame: the proposal would otherwise move the frame under the operator's hand.
  const findingFace = faceCrop?.status === 'finding' || proposedFrame?.status === 'finding';
  const cornerMode = corners?.active === true;
  const faceTexts = useMemo<FaceCropTexts | undefined>(
    () => (studio ? undefined : { found: t('examFiles.crop.face.found'), wholeFrame: t('examFiles.crop.face.wholeFrame') }),
    [studio, t],
  );
  const texts = studio
    ? {
        title: t('studio.crop.title'),
        hint: t('studio.crop.hint'),
        image: t('studio.crop.image'),
        loading: t('studio.crop.loading'),
        tools: t('studio.crop.tools'),
        rotateLeft: t('studio.crop.rotateLeft'),
        rotateRight: t('studio.crop.rotateRight'),
        zoomIn: t('studio.crop.zoomIn'),
        zoomOut: t('studio.crop.zoomOut'),
        cancel: t('studio.crop.cancel'),
        ok: t('studio.crop.ok'),
        working: t('studio.crop.working'),
      }
    : {
        title: '',
        hint: '',
        image: t('examFiles.crop.image'),
        loading: t('examFiles.crop.loading'),
        tools: t('examFiles.crop.tools'),
        rotateLeft: t('examFiles.crop.rotateLeft'),
        rotateRight: t('examFiles.crop.rotateRight'),
        zoomIn: t('examFiles.crop.zoomIn'),
        zoomOut: t('examFiles.crop.zoomOut'),
        cancel: t('examFiles.crop.cancel'),
        ok: t('examFiles.crop.ok'),
        working: t('examFiles.crop.working'),
      };
  const toolsDisabled = !ready || (!studio && findingFace);

  // Shown as a modal while mounted; Escape (the dialog's cancel) is the Cancel button.
  useShowModal(dialogRef, onCancel);

  const cropper = (
    <div className={studio ? 'studio-crop__area' : 'exam-dialog__area'}>
      <Cropper
        ref={cropperRef}
        src={imageUrl}
        className={studio ? 'studio-cropper' : 'exam-cropper'}
        // The browser turns a phone photo upright itself; the cropper's own EXIF read would fetch the blob (CSP connect-src).
        checkOrientation={false}
        stencilComponent={faceCrop ? GuidedStencil : undefined}
        stencilProps={
          aspect === null ? { grid: true, guides: studio ? undefined : faceCrop?.guides } : { aspectRatio: aspect, grid: true, guides: faceCrop?.guides }
        }
        minWidth={MIN_STENCIL}
        minHeight={MIN_STENCIL}
        {...(studio
          ? { transitions: TRANSITIONS, backgroundWrapperProps: { scaleImage: WHEEL_ZOOM, timeout: PREVIEW_DEBOUNCE_MS }, onChange: schedulePreview }
          : {})}
        backgroundComponent={CropperPhoto}
        backgroundProps={{ alt: texts.image }}
        onReady={onReady}
        onError={props.onImageError}
      />
      {!ready && (
        <p className={studio ? 'status studio-crop__loading' : 'status exam-dialog__loading'} role="status">
          <span className="spinner" aria-hidden="true" />
          {texts.loading}
        </p>
      )}
    </div>
  );

  const tools = studio ? (
    <div className="studio-crop__tools" role="group" aria-label={texts.tools}>
      <CropTool icon="⟲" text={texts.rotateLeft} disabled={toolsDisabled} onClick={() => act((c) => c.rotateImage(-90))} />
      <CropTool icon="⟳" text={texts.rotateRight} disabled={toolsDisabled} onClick={() => act((c) => c.rotateImage(90))} />
      {flip && <CropTool icon="⇋" text={t('studio.crop.flip')} disabled={toolsDisabled} onClick={() => act((c) => c.flipImage(true, false))} />}
      <CropTool icon="⊕" text={texts.zoomIn} disabled={toolsDisabled} onClick={() => act((c) => c.zoomImage(ZOOM_STEP))} />
      <CropTool icon="⊖" text={texts.zoomOut} disabled={toolsDisabled} onClick={() => act((c) => c.zoomImage(1 / ZOOM_STEP))} />
    </div>
  ) : (
    <div className="exam-dialog__tools" role="group" aria-label={texts.tools}>
      <button type="button" className="button" disabled={toolsDisabled} onClick={() => act((c) => c.rotateImage(-90))}>
        ⟲ {texts.rotateLeft}
      </button>
      <button type="button" className="button" disabled={toolsDisabled} onClick={() => act((c) => c.rotateImage(90))}>
        ⟳ {texts.rotateRight}
      </button>
      <button type="button" className="button" disabled={toolsDisabled} onClick={() => act((c) => c.zoomImage(ZOOM_STEP))}>
        + {texts.zoomIn}
      </button>
      <button type="button" className="button" disabled={toolsDisabled} onClick={() => act((c) => c.zoomImage(1 / ZOOM_STEP))}>
        − {texts.zoomOut}
      </button>
    </div>
  );

  const straightenControl = straighten && (
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
  );

  const ok = (
    <button
      type="button"
      className="button button--primary"
      disabled={!ready || exporting || findingFace}
      aria-busy={exporting || findingFace}
      onClick={() => void confirm()}
    >
      {exporting ? texts.working : texts.ok}
    </button>
  );

  return (
    <dialog ref={dialogRef} className={studio ? 'studio-dialog studio-crop' : 'exam-dialog'} aria-labelledby={titleId}>
      <h2 id={titleId}>{title ?? texts.title}</h2>
      <p className={studio ? 'studio-crop__hint' : 'exam-dialog__hint'}>{cornerMode ? corners.hint : (hint ?? texts.hint)}</p>
      {faceCrop && <FaceCropNotice faceCrop={faceCrop} texts={faceTexts} />}
      {faceCrop && !cornerMode && <FaceChooser faceCrop={faceCrop} imageUrl={imageUrl} />}
      {corners && <p className="studio-crop__mode">{corners.toggle}</p>}
      {studio ? (
        <div className="studio-crop__body">
          {cornerMode ? <div className="studio-crop__area">{corners.area}</div> : cropper}
          {cornerMode ? (
            corners.side
          ) : (
            <div className={straighten ? 'studio-crop__side studio-crop__side--straighten' : 'studio-crop__side'}>
              <canvas
                ref={previewRef}
                className={`studio-crop__preview${(aspect === null || straighten) && !faceCrop ? ' studio-crop__preview--document' : ''}`}
                style={cropPreviewStyle(aspect)}
                aria-label={t('studio.crop.preview')}
                role="img"
              />
              {straightenControl}
              {tools}
            </div>
          )}
        </div>
      ) : (
        <div className="exam-dialog__body">
          {cropper}
          {tools}
        </div>
      )}
      <div className={studio ? 'studio-dialog__actions' : 'exam-dialog__actions'}>
        <button type="button" className="button" onClick={onCancel}>
          {texts.cancel}
        </button>
        {cornerMode ? corners.ok : ok}
      </div>
    </dialog>
  );
}
