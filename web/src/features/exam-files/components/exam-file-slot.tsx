import { useId, type ReactNode } from 'react';
import { hasExamCaption } from '@core/exam-files/exam-caption';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { FilePicker } from '../../../components/file-picker';
import { LoadingMessage } from '../../../components/loading-message';
import { useTranslation } from '../../../lib/i18n';
import type { DecodeStage } from '../../../lib/decode-protocol';
import { ACCEPTED_TYPES } from '../../../lib/image-format';
import type { ExamCrop, ExamPickFailure } from '../hooks/use-exam-crops';
import { inLanguage, isInkKind } from '../../../lib/exam-preset-groups';
import { ExamPresetReport } from './exam-preset-report';
import { examCheckedText, examKbText, examPixelsText } from '../../../lib/exam-file-text';

interface ExamFileSlotProps {
  preset: ExamPreset;
  /** The group's name, to say a preset's own form name only when it differs (`SSC (older pattern)`). */
  groupForm: string;
  crop: ExamCrop | null;
  failure: ExamPickFailure | null;
  /** The chosen picture being opened, or null. */
  opening: DecodeStage | null;
  onPick: (file: File) => void;
  /** Crop the chosen picture again; absent until there is one. */
  onRecrop?: () => void;
  /** The operator's own size (Custom): no source or checked date to show. */
  ownSize?: boolean;
  /** The form asks for two files of this kind (NEET's passport and postcard photos): the title says the size too. */
  titleWithSize?: boolean;
  /** White background is on for this file: a rule that forbids edits warns (decision 0058). */
  whiteOn?: boolean;
  /** More for this file under its crop (the photo's white background switch). */
  children?: ReactNode;
}

/** One file of the form: what the form asks for and where that rule comes from, the picture chosen and its crop. */
export function ExamFileSlot({
  preset,
  groupForm,
  crop,
  failure,
  opening,
  onPick,
  onRecrop,
  ownSize = false,
  titleWithSize = false,
  whiteOn = false,
  children,
}: ExamFileSlotProps) {
  const { t, lng } = useTranslation();
  const note = inLanguage(lng, preset.note, preset.noteHi);
  const hintId = useId();
  const titleId = useId();
  const kind = t(`examFiles.kinds.${preset.kind}`);
  const kindInText = t(`examFiles.kindsInText.${preset.kind}`);
  const ink = isInkKind(preset.kind);

  return (
    <section className="exam-slot" aria-labelledby={titleId} data-testid={`exam-slot-${preset.id}`}>
      <h3 id={titleId}>{titleWithSize ? t('examFiles.preset.titleWithSize', { kind, size: examPixelsText(t, preset) }) : kind}</h3>
      {preset.oldPattern && <p className="exam-slot__old notice">{t('examFiles.preset.oldPattern')}</p>}
      <dl className="exam-slot__rule">
        {preset.form !== groupForm && (
          <>
            <dt>{t('examFiles.preset.form')}</dt>
            <dd>{inLanguage(lng, preset.form, preset.formHi)}</dd>
          </>
        )}
        <dt>{t('examFiles.preset.size')}</dt>
        <dd>
          {examPixelsText(t, preset)}
          {preset.pixelsPreferred ? ` (${t('examFiles.preset.preferred')})` : ''}, {examKbText(t, preset)}
          {preset.tone === 'black-and-white' ? `, ${t('examFiles.preset.blackAndWhite')}` : ''}
          {hasExamCaption(preset) ? `, ${t('examFiles.preset.withCaption')}` : ''}
        </dd>
        {!ownSize && (
          <>
            {preset.ruleYear !== null && (
              <>
                <dt>{t('examFiles.preset.rule')}</dt>
                <dd>{t('examFiles.preset.ruleYear', { year: preset.ruleYear })}</dd>
              </>
            )}
            <dt>{t('examFiles.preset.source')}</dt>
            <dd>
              {preset.sourceUrl ? (
                <a href={preset.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {inLanguage(lng, preset.source, preset.sourceHi)}
                </a>
              ) : (
                inLanguage(lng, preset.source, preset.sourceHi)
              )}
              <span className="exam-slot__secondary"> {t(preset.secondarySource ? 'examFiles.preset.secondary' : 'examFiles.preset.own')}</span>
            </dd>
            <dt>{t('examFiles.preset.checkedLabel')}</dt>
            <dd>{examCheckedText(t, lng, preset.checked)}</dd>
          </>
        )}
        {note !== '' && (
          <>
            <dt>{t('examFiles.preset.note')}</dt>
            <dd>{note}</dd>
          </>
        )}
      </dl>
      <div className="exam-slot__picker">
        <FilePicker
          button={t(ink ? 'examFiles.pick.ink' : 'examFiles.pick.photo', { kind: kindInText })}
          accept={ACCEPTED_TYPES}
          describedBy={hintId}
          pickAgain
          onChange={(file) => file && onPick(file)}
        />
        <p id={hintId} className="muted">
          {t(ink ? 'examFiles.pick.inkHint' : 'examFiles.pick.photoHint')}
        </p>
      </div>
      {opening && <LoadingMessage label={t('examFiles.pick.opening')} />}
      {failure && (
        <p className="error-box" role="alert">
          {failure.reason === 'unsupported' ? t('examFiles.pick.unsupported', { name: failure.name }) : t('examFiles.pick.unreadable')}
        </p>
      )}
      {crop && (
        <div className="exam-slot__crop">
          <img src={crop.url} alt={t('examFiles.pick.cropAlt', { kind: kindInText })} className="exam-slot__thumb" />
          <p className="muted">{t('examFiles.pick.cropped', { width: crop.width, height: crop.height })}</p>
        </div>
      )}
      {onRecrop && (
        <button type="button" className="button" onClick={onRecrop}>
          {t('examFiles.pick.recrop')}
        </button>
      )}
      {children}
      {preset.noEdits && whiteOn && (
        <p className="error-box" role="alert">
          {t('examFiles.preset.noEditsWhite')}
        </p>
      )}
      {!ownSize && <ExamPresetReport presetId={preset.id} formName={inLanguage(lng, preset.form, preset.formHi)} />}
    </section>
  );
}
