import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PolicyPageProps {
  heading: string;
  children: ReactNode;
}

/** Layout of the policy texts: heading, the date they were last updated, then the text. */
export function PolicyPage({ heading, children }: PolicyPageProps) {
  const { t } = useTranslation();
  return (
    <article className="page page--prose">
      <h1>{heading}</h1>
      <p className="muted">{t('common.lastUpdated')}</p>
      {children}
    </article>
  );
}
