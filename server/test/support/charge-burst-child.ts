// Another server process: fires BURST concurrent clean-print charges for UID on DATABASE_URL and prints the outcome (JSON).
import { AppError } from '@core/errors/app-error';
import { loadConfig } from '../../src/config/env';
import { createDatabase } from '../../src/db/create-database';
import { chargeForServiceJob } from '../../src/modules/entitlement/charge-for-service-job';

const handle = createDatabase(loadConfig(process.env, { generateSecrets: false }).database);
const count = Number(process.env.BURST);
/** One charge's outcome; BUSY (the pool had no connection in time: nothing was charged) is tried again, as a client honouring Retry-After does. */
async function charge(i: number): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await chargeForServiceJob(handle, {
      uid: process.env.UID!,
      service: 'passport-photo',
      items: [`${process.env.PREFIX}-${i}`],
      docHash: `${process.env.PREFIX}-${i}`,
      sheet: { kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 6, startRow: 1 },
      now: Date.now(),
    }).then(
      (r) => r.charge,
      (e: unknown) => (e instanceof AppError ? e.code : `error: ${String(e)}`),
    );
    if (outcome !== 'BUSY' || attempt >= 50) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
  }
}
const outcomes = await Promise.all(Array.from({ length: count }, (_, i) => charge(i)));
await handle.close();
process.stdout.write(JSON.stringify(outcomes));
