import { useState } from 'react';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { examKbText, examPixelsText } from '../../../lib/exam-file-text';
import { useTranslation } from '../../../lib/i18n';
import { useAdminExamPresets } from '../api/list-admin-exam-presets';
import { AdminResults } from './admin-results';
import { AdminSection } from './admin-section';
import { ExamPresetEditor } from './exam-preset-editor';

/** The list's rows: the presets, each with the seed's proposal when it is flagged for review. */
interface PresetRow {
  preset: ExamPreset;
  proposal: ExamPreset | undefined;
}

/**
 * Exam upload presets for the admin (docs/decisions/0062-admin-preset-screen.md): every preset, retired ones too,
 * with its rule as operators read it, its version and whether it waits for review; Edit opens the editor in place,
 * and New preset one for a form not listed yet.
 */
export function ExamPresetsAdmin() {
  const { t, lng } = useTranslation();
  const presets = useAdminExamPresets();
  // The preset being edited (its id), 'new', or null.
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<ExamPreset | null>(null);
  const rows: PresetRow[] | undefined = presets.data?.presets.map((preset) => ({ preset, proposal: presets.data.reviewProposals[preset.id] }));
  const query = { ...presets, data: rows };
  const done = (preset: ExamPreset | null) => {
    setEditing(null);
    setSaved(preset);
  };

  return (
    <AdminSection id="admin-presets" title={t('admin.presets.title')} refresh={presets}>
      <p className="muted">{t('admin.presets.intro')}</p>
      {saved && (
        <p className="success" role="status">
          {t('admin.presets.saved', { id: saved.id, version: saved.version })}
        </p>
      )}
      {editing === 'new' ? (
        <ExamPresetEditor preset={null} onDone={done} />
      ) : (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('admin.presets.new')}
        </button>
      )}
      <AdminResults query={query} loadingLabel={t('admin.presets.loading')} emptyText={t('admin.presets.empty')}>
        {(shown) => (
          <ul className="admin-cards" data-testid="admin-presets">
            {shown.map(({ preset, proposal }) => (
              <li key={preset.id} className="admin-card" data-testid={`admin-preset-${preset.id}`}>
                <p className="admin-card__title">
                  <strong>
                    {lng === 'hi' && preset.formHi !== '' ? preset.formHi : preset.form} — {t(`examFiles.kinds.${preset.kind}`)}
                  </strong>
                  <span className="mono">{preset.id}</span>
                </p>
                <p>
                  {examPixelsText(t, preset)}, {examKbText(t, preset)}, {t('admin.presets.dpiWritten', { dpi: preset.dpi })}
                  {preset.caption !== 'none' ? `, ${t('examFiles.preset.withCaption')}` : ''}
                  {preset.signatures > 1 ? `, ${t('admin.presets.signaturesInFile', { count: preset.signatures })}` : ''}
                </p>
                <p className="muted">
                  {t('admin.presets.versionLine', { version: preset.version })}
                  {' · '}
                  {preset.active ? t('admin.presets.active') : t('admin.presets.retired')}
                  {preset.ruleYear !== null ? ` · ${t('admin.presets.ruleYear', { year: preset.ruleYear })}` : ''}
                </p>
                {preset.needsReview && (
                  <p className="notice" data-testid="admin-preset-needs-review">
                    {t(proposal ? 'admin.presets.needsReview' : 'admin.presets.needsReviewNoProposal')}
                  </p>
                )}
                {editing === preset.id ? (
                  <ExamPresetEditor preset={preset} proposal={proposal} onDone={done} />
                ) : (
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      setSaved(null);
                      setEditing(preset.id);
                    }}
                    aria-label={t('admin.presets.editLabel', {
                      action: preset.needsReview ? t('admin.presets.review') : t('admin.presets.edit'),
                      id: preset.id,
                    })}
                  >
                    {preset.needsReview ? t('admin.presets.review') : t('admin.presets.edit')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminResults>
    </AdminSection>
  );
}
