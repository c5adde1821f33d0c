import { FilePicker } from '../../../components/file-picker';
import { LoadingMessage } from '../../../components/loading-message';
import { useTranslation } from '../../../lib/i18n';
import type { DecodeStage } from '../../../lib/decode-protocol';
import { ACCEPTED_TYPES } from '../../../lib/image-format';
import type { ExamCrop, ExamPickFailure } from '../hooks/use-exam-crops';
import type { StackState } from '../hooks/use-stacked-signatures';

interface ExamSignaturePartsProps {
  /** The parts' keys, in order (Signature 1, 2, 3). */
  partKeys: readonly string[];
  crops: Readonly<Record<string, ExamCrop>>;
  failures: Readonly<Record<string, ExamPickFailure>>;
  opening: Readonly<Record<string, DecodeStage>>;
  /** Whether the file is being stacked from its parts, or could not be. */
  stack: StackState | undefined;
  onPick: (partKey: string, file: File) => void;
  /** Crop a part's picture again; only for parts that have one. */
  onRecrop: (partKey: string) => void;
  canRecrop: (partKey: string) => boolean;
}

/**
 * The other way to make a file of several signatures (docs/decisions/0059-three-signatures-from-three-crops.md): a
 * picture of each signature, cropped on its own; once all are cropped they are stacked into the file's crop above.
 */
export function ExamSignatureParts({ partKeys, crops, failures, opening, stack, onPick, onRecrop, canRecrop }: ExamSignaturePartsProps) {
  const { t } = useTranslation();
  const count = partKeys.length;
  const done = partKeys.filter((key) => crops[key] !== undefined).length;

  return (
    <fieldset className="exam-parts" data-testid="exam-signature-parts">
      <legend>{t('examFiles.parts.legend', { count })}</legend>
      <p className="muted">{t('examFiles.parts.hint', { count })}</p>
      <ol className="exam-parts__list">
        {partKeys.map((key, index) => {
          const crop = crops[key];
          const failure = failures[key];
          const n = index + 1;
          return (
            <li key={key} className="exam-parts__part" data-testid={`exam-signature-part-${n}`}>
              <FilePicker label={t('examFiles.parts.choose', { n })} accept={ACCEPTED_TYPES} pickAgain onChange={(file) => file && onPick(key, file)} />
              {opening[key] && <LoadingMessage label={t('examFiles.pick.opening')} />}
              {failure && (
                <p className="error-box" role="alert">
                  {failure.reason === 'unsupported' ? t('examFiles.pick.unsupported', { name: failure.name }) : t('examFiles.pick.unreadable')}
                </p>
              )}
              {crop && <img src={crop.url} alt={t('examFiles.parts.cropAlt', { n })} className="exam-parts__thumb" />}
              {canRecrop(key) && (
                <button type="button" className="button" onClick={() => onRecrop(key)}>
                  {t('examFiles.parts.recrop', { n })}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <p className="muted" role="status">
        {stack === 'working'
          ? t('examFiles.parts.stacking')
          : stack === 'failed'
            ? ''
            : done < count
              ? t('examFiles.parts.progress', { done, count })
              : t('examFiles.parts.stacked', { count })}
      </p>
      {stack === 'failed' && (
        <p className="error-box" role="alert">
          {t('examFiles.parts.failed')}
        </p>
      )}
    </fieldset>
  );
}
