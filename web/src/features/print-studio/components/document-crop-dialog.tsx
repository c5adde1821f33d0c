import { useState } from 'react';
import type { CropPixels } from '@core/documents/document-crop-pixels';
import type { DocumentKind } from '@core/documents/document-types';
import { rectQuad, type Quad } from '@core/geometry/homography';
import { CropDialog, type CropDialogProps } from '../../../components/crop-dialog';
import type { ExportedCrop } from '../../../lib/cropper/export-crop';
import { useTranslation } from '../../../lib/i18n';
import { useQuadCorners } from '../hooks/use-quad-corners';
import { warpPhotoQuad } from '../lib/document-quad';
import { QuadEditor } from './quad-editor';

/**
 * The document looked for in the photo (decision 0041): its corners are proposed, and OK straightens them.
 * None found, the corners start at the photo's, and the dialog says so (decision 0082).
 */
interface DocumentQuadCrop {
  /** The found document's corners; null when none was found. */
  found: Quad | null;
  /** What is looked for: a card, or a page ("No card found", "No page found"). */
  kind: DocumentKind;
  /** The decoded photo the corners are in. */
  photo: { blob: Blob; width: number; height: number };
  /** The pixel size to straighten `quad` into (documentQuadPixels). */
  sizeFor: (quad: Quad) => CropPixels;
}

type DocumentCropDialogProps = Omit<Extract<CropDialogProps, { onDone: (crop: ExportedCrop) => void }>, 'corners' | 'look'> & {
  /** The search's result: the dialog opens on four corners (the document's, else the photo's), with a way to the rectangle. */
  documentQuad: DocumentQuadCrop | null;
};

/** The shared crop dialog (decision 0079) with the document studio's other way to crop: four corners, found or placed by hand. */
export function DocumentCropDialog({ documentQuad, ...props }: DocumentCropDialogProps) {
  const { t } = useTranslation();
  const photoSize = documentQuad?.photo ?? { width: 1, height: 1 };
  const notFound = documentQuad !== null && documentQuad.found === null;
  const corners = useQuadCorners({ found: documentQuad?.found ?? rectQuad(photoSize.width, photoSize.height), bounds: photoSize });
  const cornerMode = documentQuad !== null && corners.mode === 'corners';
  const [warping, setWarping] = useState(false);
  const { onDone, onImageError } = props;

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

  const cornerCrop = documentQuad && {
    active: cornerMode,
    hint: notFound ? (
      <span role="status" data-testid="document-not-found">
        {t(documentQuad.kind === 'card' ? 'studio.crop.corners.notFoundCard' : 'studio.crop.corners.notFoundPage')}
      </span>
    ) : (
      t('studio.crop.corners.hint')
    ),
    toggle: (
      <button type="button" className="button" data-testid="crop-mode" onClick={() => corners.setMode(cornerMode ? 'rectangle' : 'corners')}>
        {cornerMode ? t('studio.crop.corners.useRectangle') : t(notFound ? 'studio.crop.corners.useFourCorners' : 'studio.crop.corners.useCorners')}
      </button>
    ),
    area: <QuadEditor imageUrl={props.imageUrl} width={photoSize.width} height={photoSize.height} corners={corners} notFound={notFound} />,
    side: (
      <div className="studio-crop__side">
        <div className="studio-crop__tools" role="group" aria-label={t('studio.crop.tools')}>
          <button type="button" className="button" onClick={corners.turn}>
            ⟳ {t('studio.crop.corners.turn')}
          </button>
          <button type="button" className="button" onClick={corners.reset}>
            {t(notFound ? 'studio.crop.corners.resetToPhoto' : 'studio.crop.corners.reset')}
          </button>
        </div>
        <p className="muted">{t('studio.crop.corners.keys')}</p>
      </div>
    ),
    ok: (
      <button type="button" className="button button--primary" disabled={warping} aria-busy={warping} onClick={() => void confirmCorners()}>
        {warping ? t('studio.crop.working') : t('studio.crop.ok')}
      </button>
    ),
  };

  return <CropDialog {...props} corners={cornerCrop} />;
}
