import type { ExamPreset } from '@core/exam-files/exam-presets';
import { useTranslation } from '../../../lib/i18n';
import { examSlotTitleNeedsSize } from '../../../lib/exam-preset-groups';
import { examPixelsText } from '../../../lib/exam-file-text';

interface HandedFileChoiceProps {
  /** The picture from the customer's phone. */
  file: File;
  /** The files the chosen form asks for. */
  presets: ExamPreset[];
  /** Picked for one of them, as its own picker would. */
  onChoose: (preset: ExamPreset) => void;
  onDismiss: () => void;
}

/**
 * A picture from the customer's phone on the exam screen (decision 0095): the form asks for several files (photo,
 * signature, thumb…), so the operator says which one it is, and it is picked there.
 */
export function HandedFileChoice({ file, presets, onChoose, onDismiss }: HandedFileChoiceProps) {
  const { t } = useTranslation();
  const group = { presets };
  return (
    <div className="notice exam-handed" role="group" aria-label={t('intake.title')} data-testid="exam-handed-file">
      <p>{t('intake.handed.exam', { name: file.name })}</p>
      <div className="exam-handed__choices">
        {presets.map((preset) => {
          const kind = t(`examFiles.kinds.${preset.kind}`);
          return (
            <button key={preset.id} type="button" className="button" onClick={() => onChoose(preset)}>
              {examSlotTitleNeedsSize(preset, group) ? t('examFiles.preset.titleWithSize', { kind, size: examPixelsText(t, preset) }) : kind}
            </button>
          );
        })}
        <button type="button" className="button" onClick={onDismiss}>
          {t('intake.handed.notNow')}
        </button>
      </div>
    </div>
  );
}
