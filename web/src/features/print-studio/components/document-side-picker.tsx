import { useTranslation } from '../../../lib/i18n';
import type { PickedPhotoState } from '../hooks/use-picked-photo';
import { pickFailureText } from '../lib/pick-failure-text';
import { PhotoPicker } from './photo-picker';

export interface SideCrop {
  id: number;
  /** Object URL of the cropped picture. */
  url: string;
  jpeg: Blob;
  /** Exported pixels; null when not measured (cards taken from an e-Aadhaar). */
  width: number | null;
  height: number | null;
  /** Width ÷ height of the picture. */
  aspect: number;
  lowResolution: boolean;
  /** The crop aspect of the type it was cut for (null: free), so a crop for a card is not printed as a certificate. */
  cutFor: number | null;
}

interface DocumentSidePickerProps {
  /** "Front side", "Back side", or the document itself for a single-side print. */
  label: string;
  picked: PickedPhotoState;
  /** The crop that will print, or null. */
  crop: SideCrop | null;
  /** A crop exists but was cut for a type of another shape: it must be cropped again. */
  stale: boolean;
  onPick: (file: File) => void;
  onEditCrop: () => void;
}

/** One side of a document: its picker (named in any error), the crop that will print, and what to know about it. */
export function DocumentSidePicker({ label, picked, crop, stale, onPick, onEditCrop }: DocumentSidePickerProps) {
  const { t } = useTranslation();
  return (
    <div className="studio-side" data-testid={`side-${label}`}>
      <PhotoPicker
        label={label}
        hint={t('documentStudio.picker.hint')}
        onPick={onPick}
        stage={picked.stage}
        error={picked.failure ? pickFailureText(t, picked.failure, label) : null}
        hasPhoto={crop !== null}
        onEditCrop={picked.photo ? onEditCrop : undefined}
      />
      {crop && (
        <div className="studio-photo">
          <img
            className="studio-photo__thumb studio-photo__thumb--document"
            src={crop.url}
            alt={t('documentStudio.picker.alt', { side: label })}
            style={{ aspectRatio: String(crop.aspect) }}
          />
          {crop.width !== null && crop.height !== null && (
            <p className="muted">{t('documentStudio.picker.size', { width: crop.width, height: crop.height })}</p>
          )}
        </div>
      )}
      {stale && (
        <p className="notice" role="status">
          {t('documentStudio.picker.cropAgain')}
        </p>
      )}
      {crop?.lowResolution && (
        <p className="notice studio-lowres" role="alert">
          {t('documentStudio.picker.lowResolution', { side: label })}
        </p>
      )}
    </div>
  );
}
