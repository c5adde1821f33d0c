import { useEffect } from 'react';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation } from '../../lib/i18n';
import { documentTitle } from '../document-title';
import type { RouteHandle } from '../route-handle';

/** Sets the document title from the matched route's title (see documentTitle). */
export function useDocumentTitle(handle: RouteHandle | undefined): void {
  const { t } = useTranslation();
  const brand = useBrandName();
  const title = documentTitle(handle, t, brand);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
