import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { DecodeStage } from '../../../lib/decode-protocol';
import { ACCEPTED_TYPES } from '../../../lib/image-format';
import { StageProgress } from './stage-progress';

const stages: readonly DecodeStage[] = ['reading', 'decoding', 'resizing', 'encoding'];

interface PhotoPickerProps {
  /** The picker's label; by default "Choose a photo" (or "Choose another photo" once there is one). */
  label?: string;
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
export function PhotoPicker({ label, hint, onPick, stage, error, hasPhoto, onEditCrop }: PhotoPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const busy = stage !== null;

  return (
    <div className="studio-picker">
      <label htmlFor={inputId} className="studio-picker__label">
        {label ?? (hasPhoto ? t('studio.picker.change') : t('studio.picker.choose'))}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES}
        disabled={busy}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared at once, so choosing the same file again opens it again.
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      <p id={`${inputId}-hint`} className="muted studio-picker__hint">
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
