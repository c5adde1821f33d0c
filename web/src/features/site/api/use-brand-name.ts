import { brandNamePlaceholder } from '@core/text/brand-name-placeholder';
import { useSite } from './use-site';

const fallbackBrandName = 'Photo Print';

/**
 * The brand of the first render, before GET /api/v1/site answers: the one the server wrote into
 * the page (so hydration finds the prerendered HTML's brand), the placeholder while prerendering
 * (no document), else the default (the Vite dev server leaves the placeholder as it is).
 */
function pageBrandName(): string {
  if (typeof document === 'undefined') return brandNamePlaceholder;
  const written = document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content;
  return written && written !== brandNamePlaceholder ? written : fallbackBrandName;
}

const initialBrandName = pageBrandName();

/** The product name from the server, or the page's own while it loads or when it can't be read. */
export function useBrandName(): string {
  const site = useSite();
  return site.data?.brandName || initialBrandName;
}
