import type { LandingData } from '@core/contracts/landing-data';
import { landingDataElementId } from '@core/text/landing-data-element-id';
import { listPlansResponseGuard, siteResponseGuard } from './landing-guards';
import { isRecord } from './response-guards';

/**
 * The landing's data the server wrote into this page as a JSON data block (decision 0076), each part checked
 * as its API answer is (lib/landing-guards). A part that is missing or does not match is left out, and the
 * page fetches it as before; no block (a page shell, the Vite dev server, a block that is not JSON) gives `{}`.
 */
export function readLandingData(doc: Document = document): Partial<LandingData> {
  const element = doc.getElementById(landingDataElementId);
  if (!element || element.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const site = siteResponseGuard.safeParse(parsed.site);
  const plans = listPlansResponseGuard.safeParse(parsed.plans);
  return { ...(site.success ? { site: site.data } : {}), ...(plans.success ? { plans: plans.data } : {}) };
}
