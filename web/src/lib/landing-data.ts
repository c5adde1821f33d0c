import type { LandingData } from '@core/contracts/landing-data';
import { landingDataElementId } from '@core/text/landing-data-element-id';
import { apiFetch } from './api-client';
import { heldAnswer } from './held-answer';
import { listPlansResponseGuard, siteResponseGuard } from './landing-guards';
import { isRecord, type ResponseGuard } from './response-guards';

/**
 * The landing's data the server wrote into this page as a JSON data block (decision 0076), each part checked
 * as its API answer is (lib/landing-guards). A part that is missing or does not match is left out, and the
 * page fetches it as before; no block (a page shell, the Vite dev server, a block that is not JSON) gives `{}`.
 */
function readLandingData(doc: Document = document): Partial<LandingData> {
  const element = doc.getElementById(landingDataElementId);
  if (!element || element.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json') return {};
  let read = readBlocks.get(element);
  if (!read) readBlocks.set(element, (read = parseBlock(element)));
  return read;
}

/** Each block read once, however many answers ask it (the site's facts, the plans). */
const readBlocks = new WeakMap<Element, Partial<LandingData>>();

function parseBlock(element: Element): Partial<LandingData> {
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

/**
 * A landing answer (decision 0081): GET `path`, as the server wrote it into the page's data block, else read once;
 * read again when shown after `maxAgeMs`. A prerendered page still hydrates as it was built (loading).
 */
export function heldLandingAnswer<K extends keyof LandingData>(part: K, path: string, schema: ResponseGuard<LandingData[K]>, maxAgeMs: number) {
  return heldAnswer<LandingData[K]>({
    read: () => apiFetch(path, { schema }),
    known: () => (typeof document === 'undefined' ? undefined : readLandingData()[part]),
    maxAgeMs,
  });
}
