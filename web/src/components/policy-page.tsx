import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

interface PolicyPageProps {
  heading: string;
  /** A text of plain paragraphs, the first the key point (set apart); else the text is the children. */
  paragraphs?: readonly string[];
  children?: ReactNode;
}

/** Layout of the policy texts: heading, the date they were last updated (the spec's constants: May 1st 2024), then the text. */
export function PolicyPage({ heading, paragraphs = [], children }: PolicyPageProps) {
  const { t } = useTranslation();
  return (
    <article className="page page--prose policy">
      <h1>{heading}</h1>
      <p className="muted">
        {t('common.lastUpdatedLabel')} <time dateTime="2024-05-01">{t('common.lastUpdatedDate')}</time>
      </p>
      {paragraphs.map((paragraph, index) => (
        <p key={paragraph} className={index === 0 ? 'policy__key' : undefined}>
          {paragraph}
        </p>
      ))}
      {children}
    </article>
  );
}
