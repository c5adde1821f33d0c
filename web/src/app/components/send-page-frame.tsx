import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { LanguageSwitch } from '../layout/language-switch';

/**
 * The frame of the customer's send pages (decision 0095): no site header or footer (a light page for cheap phones),
 * the language switch at hand, the title.
 */
export function SendPageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page intake-send">
      <div className="intake-send__top">
        <LanguageSwitch />
      </div>
      <h1>{t('intakeSend.title')}</h1>
      {children}
    </div>
  );
}
