import { useId } from 'react';
import { FilePicker } from '../../../components/file-picker';
import { useTranslation } from '../../../lib/i18n';
import type { DecodeStage } from '../../../lib/decode-protocol';
import { ACCEPTED_TYPES } from '../../../lib/image-format';
import { StageProgress } from './stage-progress';

const stages: readonly DecodeStage[] = ['reading', 'decoding', 'resizing', 'encoding'];

interface PhotoPickerProps {
  /** The field's name above the button ("Front side"), when the button alone does not say it. */
  label?: string;
  /** The button's text; by default "Choose a photo" (or "Choose another photo" once there is one). */
  button?: string;
  /** The line under the picker; by default the formats it takes. */
  hint?: string;
  onPick: (file: File) => void;
  /** The stage of the photo being opened, or null when idle. */
  stage: DecodeStage | null;
  error: string | null;
  hasPhoto: boolean;
  onEditCrop?: () => void;
}

/** Choose a photo (JPEG, PNG or WebP), with progress while it opens and a plain message when it can't. */
export function PhotoPicker({ label, button, hint, onPick, stage, error, hasPhoto, onEditCrop }: PhotoPickerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const busy = stage !== null;

  return (
    <div className="studio-picker">
      <FilePicker
        label={label}
        button={button ?? (hasPhoto ? t('studio.picker.change') : t('studio.picker.choose'))}
        accept={ACCEPTED_TYPES}
        disabled={busy}
        describedBy={hintId}
        // Emptied at once, so choosing the same file again opens it again.
        pickAgain
        onChange={(file) => file && onPick(file)}
      />
      <p id={hintId} className="muted studio-picker__hint">
        {hint ?? t('studio.picker.formats')}
      </p>
      {busy && <StageProgress stages={stages} stage={stage} label={t('studio.picker.opening')} text={t(`studio.picker.stage.${stage}`)} />}
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      {onEditCrop && !busy && (
        <button type="button" className="button" onClick={onEditCrop}>
          {t('studio.picker.recrop')}
        </button>
      )}
    </div>
  );
}
