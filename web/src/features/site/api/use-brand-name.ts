import { useSite } from './use-site';

export const fallbackBrandName = 'Photo Print';

/** The product name from the server, or the default while it loads or when it can't be read. */
export function useBrandName(): string {
  const site = useSite();
  return site.data?.brandName || fallbackBrandName;
}
