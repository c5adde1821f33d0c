import type { FastifyBaseLogger } from 'fastify';
import type { LandingData } from '@core/contracts/landing-data';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { presentPlans } from '../catalog/catalog-presenter';
import { listPlanOffers } from '../catalog/list-plan-offers';
import { siteBody } from './site-routes';

/** The landing's data (core's landingData): what GET /api/v1/site and GET /api/v1/plans answer now. */
export async function readLandingData(config: Config, database: DatabaseHandle): Promise<LandingData> {
  return { site: siteBody(config), plans: presentPlans(await listPlanOffers(database.db)) };
}

/**
 * Keeps the prerendered pages' data block current (decision 0076): reads the landing's data now and every
 * `everyMs`, and calls `write` when it differs from what was written (plans change in the database, from
 * any instance or by hand, so each instance reads for itself). A failed read keeps the pages as they are
 * (the web app then fetches what the block lacks). `refresh` reads at once; `stop` ends the timer.
 */
export function watchLandingData(deps: { read: () => Promise<LandingData>; write: (data: LandingData) => void; everyMs: number; log: FastifyBaseLogger }) {
  let written = '';
  let reading: Promise<void> | undefined;
  const refresh = (): Promise<void> =>
    (reading ??= (async () => {
      try {
        const data = await deps.read();
        const text = JSON.stringify(data);
        if (text === written) return;
        deps.write(data);
        written = text;
        deps.log.info({ plans: data.plans.plans.length }, 'landing data written into the prerendered pages');
      } catch (error) {
        deps.log.warn({ err: error }, 'landing data not read: the prerendered pages keep what they had');
      } finally {
        reading = undefined;
      }
    })());
  const timer = setInterval(() => void refresh(), deps.everyMs);
  timer.unref();
  return { refresh, stop: () => clearInterval(timer) };
}
