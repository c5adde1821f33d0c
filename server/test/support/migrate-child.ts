// Runs migrations against DATABASE_URL in its own process and prints what it applied (JSON).
import { loadConfig } from '../../src/config/env';
import { createDatabase } from '../../src/db/create-database';
import { migrateToLatest } from '../../src/db/migrate-to-latest';

const handle = createDatabase(loadConfig(process.env, { generateSecrets: false }).database);
try {
  process.stdout.write(JSON.stringify(await migrateToLatest(handle)));
} finally {
  await handle.close();
}
