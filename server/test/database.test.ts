import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate-to-latest';
import { migrations } from '../src/db/migrations';
import { everyOfferOnlineMigration } from '../src/db/migrations/0009-every-offer-online';
import type { Database } from '../src/db/schema';
import { writeWithoutFlush } from '../src/db/write-without-flush';
import { fakeWebDist, TEST_SESSION_SECRET } from './support/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from './support/test-databases';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const testUserRow = (uid: string) => ({
  uid,
  issuer: 'test',
  subject: uid,
  email: `${uid}@example.in`,
  email_verified: 1,
  name: null,
  photo_url: null,
  created_at: 0,
  last_login_at: 0,
});

/** Runs migrations in a separate process, as another instance of the server would. */
function migrateInChild(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/test/support/migrate-child.ts'],
      { cwd: repoRoot, env: { PATH: process.env.PATH, DATABASE_URL: url, SESSION_SECRET: TEST_SESSION_SECRET } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
  });
}

describe.each(testEngines)('database on %s', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });

  async function freshDatabase(): Promise<{ target: TestDatabase; handle: DatabaseHandle }> {
    const target = await createTestDatabase(engine);
    const config = loadConfig({ DATABASE_URL: target.url, SESSION_SECRET: TEST_SESSION_SECRET }, { generateSecrets: false });
    const handle = createDatabase(config.database);
    cleanups.push(async () => {
      await handle.close().catch(() => {});
      await target.drop();
    });
    return { target, handle };
  }

  it('applies every migration once; running again changes nothing', async () => {
    const { handle } = await freshDatabase();
    expect(await migrateToLatest(handle)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(handle)).toEqual([]);
    const services = await handle.db
      .selectFrom('services')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const offers = await handle.db
      .selectFrom('plan_offers')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // The three print services and exam-files (migration 0011), all four listed by the catalog.
    expect(Number(services.n)).toBe(4);
    expect(Number(offers.n)).toBe(7);
  });

  it('sells online, once migrated, an offer a database made before decision 0030 sold only by UPI', async () => {
    const { handle } = await freshDatabase();
    await migrateToLatest(handle);
    // As the first seed left it: the ₹1,000 plan sold only by UPI transfer.
    await handle.db.updateTable('plan_offers').set({ channels: 'manual' }).where('id', '=', 'coins-1100').execute();
    await everyOfferOnlineMigration.up(handle.db as unknown as Kysely<unknown>);
    const rows = await handle.db.selectFrom('plan_offers').select(['id', 'channels', 'price_paise']).orderBy('sort_order').execute();
    expect(rows.every((row) => row.channels.split(',').includes('online'))).toBe(true);
    expect(rows.find((row) => row.id === 'coins-1100')).toEqual({ id: 'coins-1100', channels: 'online,manual', price_paise: 100000 });
  });

  it('migrates safely when several instances start at once', async () => {
    const { target, handle } = await freshDatabase();
    const results = await Promise.all([migrateInChild(target.url), migrateInChild(target.url), migrateInChild(target.url)]);
    // Exactly one instance applied each migration; the others found nothing left to do.
    expect(results.flat().sort()).toEqual(Object.keys(migrations).sort());
    const offers = await handle.db.selectFrom('plan_offers').select('id').execute();
    expect(offers).toHaveLength(7);
  });

  it.runIf(engine === 'postgres')('migrates its own schema when another schema on the server already has the migration tables', async () => {
    // Two portals (or two test files) on one PostgreSQL server, each in its own schema.
    const first = await freshDatabase();
    expect(await migrateToLatest(first.handle)).toEqual(Object.keys(migrations));
    const second = await freshDatabase();
    expect(await migrateToLatest(second.handle)).toEqual(Object.keys(migrations));
    const offers = await second.handle.db.selectFrom('plan_offers').select('id').execute();
    expect(offers).toHaveLength(7);
  });

  it('an app restarted on the same database keeps its data', async () => {
    const { target } = await freshDatabase();
    const config = loadConfig({ DATABASE_URL: target.url, WEB_DIST: fakeWebDist(), SESSION_SECRET: TEST_SESSION_SECRET }, { generateSecrets: false });
    const first = await buildApp(config, { logger: false });
    await first.database.db.updateTable('plan_offers').set({ price_paise: 22000 }).where('id', '=', 'pro-30d').execute();
    await first.close();
    const second = await buildApp(config, { logger: false });
    cleanups.push(() => second.close());
    const res = await second.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(res.json<{ plans: Array<{ id: string; pricePaise: number }> }>().plans.find((p) => p.id === 'pro-30d')?.pricePaise).toBe(22000);
  });

  it('/readyz answers 503 when the database is gone, and the process keeps serving', async () => {
    const { target } = await freshDatabase();
    const config = loadConfig({ DATABASE_URL: target.url, WEB_DIST: fakeWebDist(), SESSION_SECRET: TEST_SESSION_SECRET }, { generateSecrets: false });
    const handle = createDatabase(config.database);
    const app = await buildApp(config, { logger: false, database: handle });
    cleanups.push(() => app.close());
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await handle.close();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failing' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
  it('a write without flush commits without waiting for the disk, and every write after it waits again', async () => {
    const { handle } = await freshDatabase();
    await migrateToLatest(handle);
    // What the durability setting reads on the connection a query runs on: SQLite's synchronous (2 FULL, 1 NORMAL), PostgreSQL's synchronous_commit.
    const durability = async (db: Kysely<Database>) =>
      engine === 'sqlite'
        ? String((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous)
        : (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]!.synchronous_commit;
    const waits = engine === 'sqlite' ? '2' : 'on';
    expect(await durability(handle.db)).toBe(waits);
    const inside = await writeWithoutFlush(handle, async (db) => {
      await db.insertInto('users').values(testUserRow('relaxed')).execute();
      return durability(db);
    });
    expect(inside).toBe(engine === 'sqlite' ? '1' : 'off');
    // Committed, and the next write (money, say) waits for the disk again: also when the relaxed write fails.
    expect(await handle.db.selectFrom('users').select('uid').where('uid', '=', 'relaxed').executeTakeFirst()).toEqual({ uid: 'relaxed' });
    expect(await durability(handle.db)).toBe(waits);
    await expect(
      writeWithoutFlush(handle, async (db) => {
        await db.insertInto('users').values(testUserRow('relaxed')).execute();
      }),
    ).rejects.toThrow();
    expect(await durability(handle.db)).toBe(waits);
  });
});

describe('database unreachable', () => {
  it('/readyz answers 503 within its timeout when PostgreSQL does not answer', async () => {
    // Port 1 on loopback: nothing listens there, so connections are refused.
    const config = loadConfig(
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', WEB_DIST: fakeWebDist(), SESSION_SECRET: TEST_SESSION_SECRET },
      { generateSecrets: false },
    );
    const app = await buildApp(config, { logger: false, skipMigrations: true });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failing' } });
    } finally {
      await app.close();
    }
  });

  it('refuses to start when migrations cannot run', async () => {
    const config = loadConfig(
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', WEB_DIST: fakeWebDist(), SESSION_SECRET: TEST_SESSION_SECRET },
      { generateSecrets: false },
    );
    await expect(buildApp(config, { logger: false })).rejects.toThrow();
  });
});
