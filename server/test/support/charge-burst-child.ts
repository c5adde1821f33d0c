// Another server process: fires BURST concurrent clean-print charges for UID on DATABASE_URL and prints the outcome (JSON).
import { AppError } from '@core/errors/app-error';
import { loadConfig } from '../../src/config/env';
import { createDatabase } from '../../src/db/create-database';
import { chargeForServiceJob } from '../../src/modules/entitlement/charge-for-service-job';

const handle = createDatabase(loadConfig(process.env, { generateSecrets: false }).database);
const count = Number(process.env.BURST);
const outcomes = await Promise.all(
  Array.from({ length: count }, (_, i) =>
    chargeForServiceJob(handle, {
      uid: process.env.UID!,
      service: 'passport-photo',
      items: [`${process.env.PREFIX}-${i}`],
      docHash: `${process.env.PREFIX}-${i}`,
      sheet: { kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 6, startRow: 1 },
      now: Date.now(),
    }).then(
      (r) => r.charge,
      (e: unknown) => (e instanceof AppError ? e.code : `error: ${String(e)}`),
    ),
  ),
);
await handle.close();
process.stdout.write(JSON.stringify(outcomes));
