import { seedPlans } from '../features/catalog/api/use-plans';
import { seedSite } from '../features/site/api/use-site';
import { readLandingData } from '../lib/landing-data';

/**
 * Before the first render (main.tsx): the landing's answers the server wrote into the page (decision 0076)
 * are held as if just fetched, so the landing's site facts and plans are not asked for again. What the page
 * lacks, or what does not match its contract, is fetched as before.
 */
export function seedLandingQueries(doc: Document = document): void {
  const { site, plans } = readLandingData(doc);
  if (site) seedSite(site);
  if (plans) seedPlans(plans);
}
