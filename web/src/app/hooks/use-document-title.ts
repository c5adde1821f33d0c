import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { paths } from '../paths';
import type { RouteHandle } from '../route-handle';

/** Home is titled with the brand alone; every other page "{title} · {brand}". */
export function useDocumentTitle(handle: RouteHandle | undefined): void {
  const { t } = useTranslation();
  const brand = useBrandName();
  const title = handle && handle.path !== paths.home ? `${t(handle.titleKey)} · ${brand}` : brand;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
