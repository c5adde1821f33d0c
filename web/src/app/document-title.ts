import type { TFunction } from '../lib/i18n';
import type { RouteHandle } from './route-handle';

/**
 * The document title of a route (the spec: "set from the route title, defaulting to 'Photo
 * Print'"): "{title} · {brand}", the title as the spec's route table gives it (docs/domain-rules.md §9 lists
 * where ours differs); the brand alone where no route matches.
 */
export function documentTitle(handle: Pick<RouteHandle, 'titleKey'> | undefined, t: TFunction, brand: string): string {
  return handle ? `${t(handle.titleKey)} · ${brand}` : brand;
}
