import { useEffect } from 'react';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation } from '../../lib/i18n';
import type { RouteHandle } from '../route-handle';

/** The document title from the route's title (spec §2); the brand alone ("Photo Print" by default) when there is none. */
export function useDocumentTitle(handle: RouteHandle | undefined): void {
  const { t } = useTranslation();
  const brand = useBrandName();
  let title = brand;
  if (handle?.titleFormat === 'page') title = `${t(handle.titleKey)} · ${brand}`;
  if (handle?.titleFormat === 'branded') title = t(handle.titleKey, { brand });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
