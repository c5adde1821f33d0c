import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_SWEEPER_LEASE } from '../src/app';
import { acquireLease } from '../src/modules/background/acquire-lease';
import { createSiblingApp, createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const LEASE_MS = 1_500;
const SWEEP_EVERY_MS = 200;
/**
 * How long a wait may last before the test calls it a hang. Not a claim about speed: how soon a
 * lapsed lease is taken is proved with explicit clock values in the first test, and the
 * integration tests check the lease rows (no take-over before the lapse), never the wall clock.
 */
const HANG_GUARD_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > HANG_GUARD_MS) throw new Error(`${what}: still not so after ${HANG_GUARD_MS} ms (hung)`);
    await sleep(50);
  }
}

describe.each(testEngines)('background work under a lease on %s', (engine) => {
  const open: TestApp[] = [];
  afterEach(async () => {
    // Siblings first: the first app drops the database.
    for (const t of open.reverse()) await t.close();
    open.length = 0;
  });

  /** The database's owner: migrates it, drops it when closed, sweeps nothing. */
  const database = async () => {
    const base = await createTestApp(engine, {}, { sweeper: false });
    open.push(base);
    return base;
  };
  /** An instance on `base`'s database, sweeping under the lease; its log goes to `log` when given. */
  const instance = async (id: string, base: TestApp, log?: PassThrough) => {
    const env = { INSTANCE_ID: id, BACKGROUND_LEASE_MS: String(LEASE_MS), ...(log ? { LOG_LEVEL: 'info' } : {}) };
    const t = await createSiblingApp(base, env, { sweepEveryMs: SWEEP_EVERY_MS, ...(log ? { logStream: log } : {}) });
    open.push(t);
    return t;
  };
  const leaseRow = async (t: TestApp) =>
    t.app.database.db.selectFrom('background_leases').select(['holder', 'expires_at']).where('name', '=', ORDER_SWEEPER_LEASE).executeTakeFirst();
  const holderOf = async (t: TestApp) => (await leaseRow(t))?.holder;

  it('is taken by one holder, renewed by it, refused to others until it lapses', async () => {
    const t = await createTestApp(engine, {}, { sweeper: false });
    open.push(t);
    const lease = (holder: string, now: number) => acquireLease(t.app.database, { name: 'job', holder, leaseMs: 1_000, now });
    expect(await lease('a', 10_000)).toBe(true);
    expect(await lease('b', 10_500)).toBe(false);
    expect(await lease('a', 10_900)).toBe(true); // renewed: now until 11 900
    expect(await lease('b', 11_800)).toBe(false);
    expect(await lease('b', 11_900)).toBe(true); // a stopped renewing: b takes over
    expect(await lease('a', 11_950)).toBe(false);
    const rows = await t.app.database.db.selectFrom('background_leases').selectAll().execute();
    expect(rows).toEqual([{ name: 'job', holder: 'b', expires_at: 12_900 }]);
  });

  it('two instances on one database: only one sweeps; when it closes the other takes over', async () => {
    const base = await database();
    const a = await instance('instance-a', base);
    const b = await instance('instance-b', base);
    await waitFor(() => a.app.backgroundWork.orderSweeper!.runs + b.app.backgroundWork.orderSweeper!.runs >= 3, 'three sweeps');
    await sleep(LEASE_MS);
    const [holder, other] = a.app.backgroundWork.orderSweeper!.holding ? [a, b] : [b, a];
    expect(holder.app.backgroundWork.orderSweeper!.holding).toBe(true);
    expect(other.app.backgroundWork.orderSweeper!.holding).toBe(false);
    expect(holder.app.backgroundWork.orderSweeper!.runs).toBeGreaterThanOrEqual(3);
    expect(other.app.backgroundWork.orderSweeper!.runs).toBe(0);
    expect(await holderOf(other)).toBe(holder.config.instanceId);

    await holder.close();
    open.splice(open.indexOf(holder), 1);
    await waitFor(() => other.app.backgroundWork.orderSweeper!.holding, 'the other instance holds the lease');
    await waitFor(() => other.app.backgroundWork.orderSweeper!.runs > 0, 'the other instance sweeps');
    expect(await holderOf(other)).toBe(other.config.instanceId);
  });

  it('a holder that died without giving the lease up is replaced once the lease lapses', async () => {
    const base = await database();
    // The holder, a third instance, "dies": it stops renewing, its row stays. Its lease runs far longer than
    // the two instances take to start, so neither can take it meanwhile, however slow the machine.
    const DEAD_HOLD_MS = 10 * 60_000;
    await base.app.database.db
      .insertInto('background_leases')
      .values({ name: ORDER_SWEEPER_LEASE, holder: 'instance-dead', expires_at: Date.now() + DEAD_HOLD_MS })
      .execute();
    const log = new PassThrough();
    let logged = '';
    log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    const a = await instance('instance-a', base, log);
    const b = await instance('instance-b', base, log);
    const sweepers = [a, b].map((t) => t.app.backgroundWork.orderSweeper!);
    // Both have tried the lease a few times; while the dead holder's lease runs, nobody holds it.
    await sleep(3 * SWEEP_EVERY_MS);
    expect(sweepers.some((s) => s.holding)).toBe(false);
    // The dead holder's lease is brought to lapse one lease from now, only if it is still the dead holder's.
    const deadUntil = Date.now() + LEASE_MS;
    const shortened = await base.app.database.db
      .updateTable('background_leases')
      .set({ expires_at: deadUntil })
      .where('name', '=', ORDER_SWEEPER_LEASE)
      .where('holder', '=', 'instance-dead')
      .executeTakeFirst();
    expect(Number(shortened.numUpdatedRows)).toBe(1);
    await waitFor(() => sweepers.some((s) => s.holding), 'an instance holds the lease');
    // Not before the dead holder's lease lapsed: the row's expiry minus one lease is when the new
    // holder last took or renewed it, which is no earlier than when it first took it.
    const taken = await leaseRow(base);
    expect(taken!.expires_at - LEASE_MS).toBeGreaterThanOrEqual(deadUntil);
    await sleep(LEASE_MS);
    expect(sweepers.filter((s) => s.holding)).toHaveLength(1);
    const holder = await holderOf(base);
    expect(['instance-a', 'instance-b']).toContain(holder);
    // The take-over is logged by the instance that took it, with the lease and itself.
    const takenLogs = logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; lease?: string; holder?: string })
      .filter((line) => line.msg.startsWith('background lease taken') && line.lease === ORDER_SWEEPER_LEASE);
    expect(takenLogs).toEqual([expect.objectContaining({ lease: ORDER_SWEEPER_LEASE, holder, leaseMs: LEASE_MS })]);
  });
});
