import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { HeldPrints, type HeldPrint } from '../src/modules/prints/held-prints';
import { SharedHeldPrints } from '../src/modules/prints/shared-held-prints';
import { BrowserSession } from './support/browser-session';
import { pdfOf, printOperator, receiptOf } from './support/print-operator';
import { createSiblingApp, createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const REDIS = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small phone photo: the print is the same whatever its size, and small ones compose fast. */
const photo = async () => ({
  bytes: new Uint8Array(
    await sharp({ create: { width: 600, height: 800, channels: 3, background: '#b0c4de' } })
      .jpeg()
      .toBuffer(),
  ),
  filename: 'photo.jpg',
  type: 'image/jpeg',
});

/** The same browser (its cookies) sending its requests to another instance, as a balancer without sticky sessions may. */
function through(app: FastifyInstance, browser: BrowserSession): BrowserSession {
  const other = new BrowserSession(app);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

/** A TCP relay to the real Redis that the test can cut: Redis becoming unreachable for a running instance. */
async function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as net.AddressInfo).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe.each(testEngines)('held prints shared by instances through Redis on %s', (engine) => {
  const open: TestApp[] = [];
  afterEach(async () => {
    for (const t of open.reverse()) await t.close();
    open.length = 0;
  });

  /** Two instances on one database and one Redis, as behind a load balancer. */
  async function twoInstances(env: Record<string, string>) {
    const a = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', ...env }, { sweeper: false });
    open.push(a);
    const b = await createSiblingApp(a, { RATE_LIMIT_FACTOR: '100', ...env }, { sweeper: false });
    open.push(b);
    return { a: a.app, b: b.app };
  }

  async function heldThrough(app: FastifyInstance, email: string) {
    const operator = await printOperator(app, email);
    const res = await operator.print(
      { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked', delivery: 'frame' },
      { front: await photo() },
      { fetchPdf: false },
    );
    return { operator, printUrl: receiptOf(res).printUrl! };
  }

  it.runIf(REDIS)('a print held through one instance is served by another to its owner only', async () => {
    const { a, b } = await twoInstances({ REDIS_URL: REDIS! });
    const { operator, printUrl } = await heldThrough(a, `owner-${randomBytes(4).toString('hex')}@example.in`);

    const fetched = await through(b, operator.browser).request({ url: printUrl });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('application/pdf');
    expect(fetched.headers['cache-control']).toContain('no-store');
    expect(fetched.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await printOperator(b, `stranger-${randomBytes(4).toString('hex')}@example.in`);
    const theirs = await stranger.browser.request({ url: printUrl });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ code: string }>().code).toBe('NOT_FOUND');
    expect((await b.inject({ url: printUrl })).statusCode).toBe(401);
  });

  it.runIf(REDIS)('expires after HELD_PRINT_TTL_MS on every instance', async () => {
    const { a, b } = await twoInstances({ REDIS_URL: REDIS!, HELD_PRINT_TTL_MS: '1500' });
    const { operator, printUrl } = await heldThrough(a, `expiry-${randomBytes(4).toString('hex')}@example.in`);
    expect((await through(b, operator.browser).request({ url: printUrl })).statusCode).toBe(200);
    await sleep(1_700);
    for (const app of [a, b]) {
      const gone = await through(app, operator.browser).request({ url: printUrl });
      expect(gone.statusCode).toBe(404);
      expect(gone.json<{ code: string }>().code).toBe('NOT_FOUND');
    }
  });

  it.runIf(REDIS)('Redis unreachable when storing or reading: 404 as for a missing print (the page downloads instead), never a 5xx', async () => {
    const relay = await redisRelay(new URL(REDIS!));
    const { a, b } = await twoInstances({ REDIS_URL: relay.url });
    const { operator, printUrl: inRedis } = await heldThrough(a, `outage-${randomBytes(4).toString('hex')}@example.in`);
    expect((await through(b, operator.browser).request({ url: inRedis })).statusCode).toBe(200);

    await relay.cut();
    await sleep(100);
    // Reading: the print is in Redis, which no longer answers.
    const unreadable = await through(b, operator.browser).request({ url: inRedis });
    expect(unreadable.statusCode).toBe(404);
    expect(unreadable.json<{ code: string }>().code).toBe('NOT_FOUND');
    // Storing: the print is made and charged as ever, held in the instance that made it.
    const held = await operator.print(
      { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked', delivery: 'frame' },
      { front: await photo() },
      { fetchPdf: false },
    );
    expect(held.status).toBe(201);
    const printUrl = receiptOf(held).printUrl!;
    const elsewhere = await through(b, operator.browser).request({ url: printUrl });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json<{ code: string }>().code).toBe('NOT_FOUND');
    expect((await operator.browser.request({ url: printUrl })).statusCode).toBe(200);
  });

  it.each([['in this instance', false] as const, ['in Redis', true] as const].filter(([, redis]) => !redis || REDIS))(
    'held %s: one user’s many prints never push out another’s; a print over a user’s share is held alone, dropping its owner’s older ones',
    async (_where, redis) => {
      // A budget of four free sheets' PDFs (each about 40 kB): one user holds one at most.
      const env = { HELD_PRINTS_MAX_BYTES: '200000', ...(redis ? { REDIS_URL: REDIS! } : {}) };
      const { a, b } = await twoInstances(env);
      const { operator: asha, printUrl } = await heldThrough(a, `asha-${randomBytes(4).toString('hex')}@example.in`);
      const greedy = await printOperator(b, `greedy-${randomBytes(4).toString('hex')}@example.in`);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const res = await greedy.print(
          { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked', delivery: 'frame' },
          { front: await photo() },
          { fetchPdf: false },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual(Array(10).fill(201));
      expect((await asha.browser.request({ url: printUrl })).statusCode).toBe(200);

      // A share of 25 kB: a 40 kB sheet is still held and fetched from its receipt's printUrl, alone: its owner's
      // older held print is dropped, nobody else's.
      const small = await twoInstances({ ...env, HELD_PRINTS_MAX_BYTES: '100000' });
      const { operator: ravi, printUrl: ravisPrint } = await heldThrough(small.a, `ravi-${randomBytes(4).toString('hex')}@example.in`);
      const owner = await printOperator(small.a, `alone-${randomBytes(4).toString('hex')}@example.in`);
      const fields = { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked', delivery: 'frame' };
      const first = await owner.print(fields, { front: await photo() });
      expect(first.status).toBe(201);
      expect(first.res.headers['content-type']).toMatch(/^application\/json/);
      expect(pdfOf(first).length).toBeGreaterThan(25_000);
      expect(pdfOf(first).subarray(0, 5).toString()).toBe('%PDF-');
      const second = await owner.print(fields, { front: await photo() });
      expect(pdfOf(second).length).toBeGreaterThan(25_000);
      expect(pdfOf(second).subarray(0, 5).toString()).toBe('%PDF-');
      const dropped = await owner.browser.request({ url: receiptOf(first).printUrl! });
      expect([dropped.statusCode, dropped.json<{ code: string }>().code]).toEqual([404, 'NOT_FOUND']);
      expect((await owner.browser.request({ url: receiptOf(second).printUrl! })).statusCode).toBe(200);
      expect((await ravi.browser.request({ url: ravisPrint })).statusCode).toBe(200);
    },
  );

  it('REDIS_URL set but Redis down from the start: prints are held per instance, never a 5xx', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const { a, b } = await twoInstances({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const { operator, printUrl } = await heldThrough(a, `down-${randomBytes(4).toString('hex')}@example.in`);
    expect((await operator.browser.request({ url: printUrl })).statusCode).toBe(200);
    expect((await through(b, operator.browser).request({ url: printUrl })).statusCode).toBe(404);
  });
});

describe.runIf(REDIS)('SharedHeldPrints in Redis', () => {
  let redis: Redis | undefined;
  afterEach(() => {
    redis?.disconnect();
    redis = undefined;
  });

  it('drops the oldest prints beyond its byte budget, never the newest; keeps nothing past the TTL', async () => {
    redis = new Redis(REDIS!, { lazyConnect: true });
    await redis.connect();
    const keyPrefix = `portal-held-test-${randomBytes(4).toString('hex')}:`;
    const store = new SharedHeldPrints(redis, {
      ttlMs: 60_000,
      maxBytes: 100,
      maxBytesPerUser: 1_000,
      keyPrefix,
      fallback: new HeldPrints(),
      log: { warn() {}, info() {} } as never,
    });
    const pdf = (bytes: number) => new Uint8Array(bytes).fill(7);
    const hold = (uid: string, bytes: number, filename: string) => store.hold(uid, pdf(bytes), filename);
    const first = await hold('u', 40, '1.pdf');
    const second = await hold('u', 40, '2.pdf');
    const third = await hold('u', 40, '3.pdf');
    expect(await store.find('u', first.id)).toBeUndefined();
    expect((await store.find('u', second.id))?.filename).toBe('2.pdf');
    expect((await store.find('u', third.id))?.pdf).toEqual(pdf(40));
    expect(await store.find('someone-else', third.id)).toBeUndefined();
    // Held in the same millisecond (a frozen clock), the oldest still goes first.
    const realNow = Date.now;
    const frozen = realNow();
    Date.now = () => frozen;
    let sameMs: HeldPrint[];
    try {
      sameMs = [await hold('u', 40, 'a.pdf'), await hold('u', 40, 'b.pdf'), await hold('u', 40, 'c.pdf')];
    } finally {
      Date.now = realNow;
    }
    const [a, b, c] = sameMs;
    expect(await store.find('u', a!.id)).toBeUndefined();
    expect((await store.find('u', b!.id))?.filename).toBe('b.pdf');
    expect((await store.find('u', c!.id))?.filename).toBe('c.pdf');
    const huge = await hold('u', 500, 'huge.pdf');
    expect(await store.find('u', huge.id)).toBeDefined();
    for (const older of [third, b!, c!]) expect(await store.find('u', older.id)).toBeUndefined();
    expect(await redis.zcard(`${keyPrefix}prints`)).toBe(1);
    expect(await redis.zcard(`${keyPrefix}user:u`)).toBe(1);
    const ttl = await redis.pttl(keyPrefix + huge.id);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.del(keyPrefix + huge.id, `${keyPrefix}prints`, `${keyPrefix}user:u`);
  });

  it('lets one user hold a quarter of the budget at most, across instances, dropping their own oldest first', async () => {
    redis = new Redis(REDIS!, { lazyConnect: true });
    await redis.connect();
    const keyPrefix = `portal-held-test-${randomBytes(4).toString('hex')}:`;
    // Two instances' stores on one Redis, as behind a balancer: a budget of 400 bytes, 100 a user.
    const [one, two] = [0, 1].map(
      () => new SharedHeldPrints(redis!, { ttlMs: 60_000, maxBytes: 400, keyPrefix, fallback: new HeldPrints(), log: { warn() {}, info() {} } as never }),
    );
    const pdf = (bytes: number) => new Uint8Array(bytes).fill(3);
    const asha = await one!.hold('asha', pdf(90), 'a.pdf');
    const ravi = await two!.hold('ravi', pdf(90), 'r.pdf');
    // Ten large prints of one user, alternately through both instances.
    const mine: HeldPrint[] = [];
    for (let i = 0; i < 10; i += 1) mine.push(await (i % 2 ? two! : one!).hold('greedy', pdf(40), `${i}.pdf`));
    expect((await two!.find('asha', asha.id))?.filename).toBe('a.pdf');
    expect((await one!.find('ravi', ravi.id))?.filename).toBe('r.pdf');
    const kept: string[] = [];
    for (const print of mine) if (await one!.find('greedy', print.id)) kept.push(print.filename);
    expect(kept).toEqual(['8.pdf', '9.pdf']);
    // Larger than the share: held alone, through either instance, with none of its owner's others; nobody else's dropped.
    const tooBig = await one!.hold('greedy', pdf(101), 'too-big.pdf');
    expect((await two!.find('greedy', tooBig.id))?.filename).toBe('too-big.pdf');
    for (const print of mine) expect(await two!.find('greedy', print.id), print.filename).toBeUndefined();
    expect((await two!.find('asha', asha.id))?.filename).toBe('a.pdf');
    expect((await one!.find('ravi', ravi.id))?.filename).toBe('r.pdf');
    expect(await redis.zcard(`${keyPrefix}prints`)).toBe(3);
    expect(await redis.zcard(`${keyPrefix}user:greedy`)).toBe(1);
    const keys = await redis.keys(`${keyPrefix}*`);
    await redis.del(...keys);
  });
});
