import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { isProbablyPhone } from '../../../lib/prints/is-probably-phone';

interface PrintGuideProps {
  /** The paper to choose in the print dialog. */
  paperLabel: string;
  /** The line on checking the size; by default: check the 50 mm bar (say otherwise where the sheet has none). */
  ruler?: string;
  /** Lines of this print's own, after the common ones (duplex for two-page documents). */
  extra?: readonly string[];
}

/**
 * What to set so the sheet prints at its true size: in the browser's print dialog on desktops, or,
 * on phones (where Print downloads the PDF: deliverPdf), when printing the downloaded file.
 */
export function PrintGuide({ paperLabel, ruler, extra = [] }: PrintGuideProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [phone] = useState(isProbablyPhone);
  return (
    <aside className="studio-guide" aria-labelledby={titleId} data-advice={phone ? 'download' : 'dialog'}>
      <h3 id={titleId}>{phone ? t('studio.guide.phoneTitle') : t('studio.guide.title')}</h3>
      <ul>
        {phone && <li>{t('studio.guide.phoneOpen')}</li>}
        <li>{t('studio.guide.paper', { paper: paperLabel })}</li>
        <li>{t('studio.guide.scale')}</li>
        <li>{t('studio.guide.noFit')}</li>
        <li>{ruler ?? t('studio.guide.ruler')}</li>
        {extra.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </aside>
  );
}
