import type { ExamPreset } from '@core/exam-files/exam-presets';
import { useTranslation } from '../../../lib/i18n';
import type { ExamFileResults } from '../hooks/use-exam-file-results';
import { examFileSizeText, examKbText, fitsExamWindow } from '../../../lib/exam-file-text';

interface ExamFileResultsListProps {
  results: ExamFileResults;
  presets: readonly ExamPreset[];
}

/**
 * The files the server made, each with its picture (watermarked in a preview), its name, its exact pixels and
 * its exact size in KB against the form's window; clean files each with their own download link.
 */
export function ExamFileResultsList({ results, presets }: ExamFileResultsListProps) {
  const { t } = useTranslation();
  const preview = results.charge === 'none';
  return (
    <ul className="exam-results" data-testid={preview ? 'exam-preview' : 'exam-clean'}>
      {results.files.map((file) => {
        const preset = presets.find((p) => p.id === file.presetId);
        const kind = preset ? t(`examFiles.kindsInText.${preset.kind}`) : file.fileName;
        return (
          <li key={file.presetId} className="exam-results__file" data-testid={`exam-file-${file.presetId}`} data-bytes={file.bytes}>
            <img
              src={file.url}
              width={file.width}
              height={file.height}
              className="exam-results__picture"
              alt={preview ? t('examFiles.results.previewAlt', { kind }) : t('examFiles.results.fileAlt', { kind })}
            />
            <div>
              <p className="exam-results__name mono">{file.fileName}</p>
              <p>
                {t('examFiles.results.pixels', { width: file.width, height: file.height, dpi: file.dpi })} · {examFileSizeText(t, file.bytes)}
              </p>
              {preset && (
                <p className="muted">
                  {fitsExamWindow(preset, file.bytes)
                    ? t('examFiles.results.fits', { window: examKbText(t, preset) })
                    : t('examFiles.results.outside', { window: examKbText(t, preset) })}
                </p>
              )}
              {!preview && (
                <a className="button" href={file.url} download={file.fileName}>
                  {t('examFiles.results.download', { name: file.fileName })}
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
