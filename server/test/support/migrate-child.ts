// Runs migrations against DATABASE_URL in its own process and prints what it applied (JSON). A failure is
// printed as one line (its code and message) before anything else, so the test that started it can quote it.
import { loadConfig } from '../../src/config/env';
import { createDatabase } from '../../src/db/create-database';
import { migrateToLatest } from '../../src/db/migrate-to-latest';

const handle = createDatabase(loadConfig(process.env, { generateSecrets: false }).database);
try {
  process.stdout.write(JSON.stringify(await migrateToLatest(handle)));
} catch (error) {
  const { code, message } = error as { code?: unknown; message?: unknown };
  process.stderr.write(`migration failed: ${String(code ?? '')} ${String(message ?? error)}\n`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
