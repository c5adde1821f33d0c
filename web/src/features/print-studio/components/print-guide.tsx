import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface PrintGuideProps {
  /** The paper to choose in the print dialog. */
  paperLabel: string;
  /** Lines of this print's own, after the common ones (duplex for two-page documents). */
  extra?: readonly string[];
}

/** What to set in the browser's print dialog so the sheet prints at its true size. */
export function PrintGuide({ paperLabel, extra = [] }: PrintGuideProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className="studio-guide" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('studio.guide.title')}</h3>
      <ul>
        <li>{t('studio.guide.paper', { paper: paperLabel })}</li>
        <li>{t('studio.guide.scale')}</li>
        <li>{t('studio.guide.noFit')}</li>
        <li>{t('studio.guide.ruler')}</li>
        {extra.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </aside>
  );
}
