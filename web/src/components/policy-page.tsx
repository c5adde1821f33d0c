import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

interface PolicyPageProps {
  heading: string;
  children: ReactNode;
}

/** Layout of the policy texts: heading, the date they were last updated (spec §9: May 1st 2024), then the text. */
export function PolicyPage({ heading, children }: PolicyPageProps) {
  const { t } = useTranslation();
  return (
    <article className="page page--prose policy">
      <h1>{heading}</h1>
      <p className="muted">
        {t('common.lastUpdatedLabel')} <time dateTime="2024-05-01">{t('common.lastUpdatedDate')}</time>
      </p>
      {children}
    </article>
  );
}
