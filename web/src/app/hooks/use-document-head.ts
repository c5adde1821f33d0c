import { useEffect } from 'react';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation, type TranslationKey } from '../../lib/i18n';
import { documentTitle } from '../document-title';
import type { RouteHandle } from '../route-handle';

/**
 * Sets the document title from the matched route's title (see documentTitle), and the meta description of a
 * public page (`pageDescriptions.<route>`, the one the server sent with the page: decision 0076) in the language
 * shown, so both follow a switch of language in the app (decision 0081). Home's description comes with the
 * shell's texts and stands for every page without its own; the other public pages' come with their texts.
 */
export function useDocumentHead(handle: RouteHandle | undefined): void {
  const { t } = useTranslation();
  const brand = useBrandName();
  const title = documentTitle(handle, t, brand);
  const ownKey = `pageDescriptions.${handle?.titleKey.slice('routes.'.length) ?? 'home'}`;
  const own = t(ownKey as TranslationKey);
  // t gives the key itself for a text it does not have.
  const description = own === ownKey ? t('pageDescriptions.home') : own;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
