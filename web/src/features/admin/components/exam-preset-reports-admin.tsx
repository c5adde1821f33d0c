import { useTranslation } from '../../../lib/i18n';
import { useExamPresetReports } from '../api/list-exam-preset-reports';
import { AdminResults } from './admin-results';
import { AdminSection } from './admin-section';
import { IstTime } from './ist-time';

/**
 * Operators' "Rule looks wrong?" notes on the exam presets, newest first (docs/decisions/0058-exam-presets-2026.md):
 * which preset and version, the form, what it asks for now and where it says so.
 */
export function ExamPresetReportsAdmin() {
  const { t } = useTranslation();
  const reports = useExamPresetReports();

  return (
    <AdminSection id="admin-preset-notes" title={t('admin.presetNotes.title')} refresh={reports}>
      <AdminResults query={reports} loadingLabel={t('admin.presetNotes.loading')} emptyText={t('admin.presetNotes.empty')} pageSize={20}>
        {(rows) => (
          <ul className="admin-cards" data-testid="admin-preset-notes">
            {rows.map((report) => (
              <li key={report.id} className="admin-card">
                <p className="admin-card__title">
                  <strong className="mono">{t('admin.presetNotes.about', { preset: report.presetId, version: report.presetVersion })}</strong>
                  <IstTime iso={report.createdAt} />
                </p>
                <p>{t('admin.presetNotes.form', { form: report.form })}</p>
                <p className="admin-message">{report.changed}</p>
                <p className="muted">
                  {report.link !== '' && (
                    <>
                      <a href={report.link} target="_blank" rel="noopener noreferrer nofollow">
                        {t('admin.presetNotes.link')}
                      </a>
                      {' · '}
                    </>
                  )}
                  <span className="mono">{t('admin.presetNotes.account', { uid: report.uid })}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </AdminResults>
    </AdminSection>
  );
}
