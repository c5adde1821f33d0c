import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printReceipt, type PrintReceipt } from '@core/contracts/print-receipt';
import { buildApp } from '../src/app';
import { isOverloadError } from '../src/db/busy-on-overload';
import type { DatabaseHandle } from '../src/db/create-database';
import { BoundedQueue } from '../src/lib/bounded-queue';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { multipart } from './support/multipart';
import { testConfig } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { createSignedInUser } from './support/test-users';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('database overload is 503 BUSY, never 500', () => {
  it('tells overload (no connection, too many clients, timeouts, lost connections) from bugs', () => {
    for (const overload of [
      pgError('timeout exceeded when trying to connect'),
      pgError('Connection terminated due to connection timeout'),
      pgError('Connection terminated unexpectedly'),
      pgError('sorry, too many clients already', '53300'),
      pgError('canceling statement due to statement timeout', '57014'),
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('canceling statement due to lock timeout', '55P03'),
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ]) {
      expect(isOverloadError(overload), overload.message).toBe(true);
    }
    for (const bug of [
      pgError('duplicate key value violates unique constraint', '23505'),
      pgError('could not serialize access', '40001'),
      pgError('syntax error', '42601'),
      new Error('boom'),
    ]) {
      expect(isOverloadError(bug), bug.message).toBe(false);
    }
  });

  it('answers BUSY when serialization failures or deadlocks persist after the retries', async () => {
    let attempts = 0;
    const deadlocked = {
      engine: 'postgres',
      db: {
        transaction: () => ({
          execute: async () => {
            attempts += 1;
            throw pgError('deadlock detected', '40P01');
          },
        }),
      },
    } as unknown as DatabaseHandle;
    await expect(inWriteTransaction(deadlocked, async () => 1)).rejects.toMatchObject({ code: 'BUSY', status: 503 });
    expect(attempts).toBe(5);
  });
});

const POOL_SIZE = 2;
const ACQUIRE_TIMEOUT_MS = 200;
const USERS = 20;
const PRINTS = 100;
const COINS_EACH = 25;
/**
 * How often a client tries again after 503 (Retry-After, about 1 s each): a print is a POST and the PDF's GET,
 * each needing a pool connection, so a busy machine's clients wait longer for theirs; bounded, so a server that
 * never recovers still fails the test.
 */
const MAX_ATTEMPTS = 20;

interface Attempt {
  status: number;
  retryAfter: string | null;
}

interface PrintOutcome {
  user: number;
  mode: 'watermarked' | 'clean';
  attempts: Attempt[];
  /** The receipt of the print that was answered (201), else null. */
  receipt: PrintReceipt | null;
  /** The GETs of its printUrl, until one was not 503 BUSY. */
  fetches: Attempt[];
  /** Bytes of the PDF fetched (0 when none). */
  pdfBytes: number;
}

/** A tiny distinct JPEG per print (its own colour), so every clean print is a new document. */
async function tinyPhoto(i: number): Promise<Uint8Array> {
  return sharp({ create: { width: 28, height: 36, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 13) % 256 } } })
    .jpeg()
    .toBuffer();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('a burst of prints on two instances sharing PostgreSQL, each with a pool of 2', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const config = testConfig(database.url, {
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      DATABASE_POOL_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_TIMEOUT_MS),
      RATE_LIMIT_FACTOR: '0',
    });
    for (let i = 0; i < 2; i += 1) {
      // The image queue admits the whole burst (it is not what this test is about), so every 503 here is the database pool's.
      const imageQueue = new BoundedQueue({ concurrency: 2, maxWaiting: PRINTS, maxWaitMs: 120_000 });
      const app = await buildApp(config, { logger: false, sweeper: false, skipMigrations: i > 0, imageQueue });
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('answers 503 BUSY with Retry-After (never 500) while the pools are exhausted; clients that wait get their prints, and coins add up', async () => {
    const handle = apps[0]!.database;
    const users: Array<Awaited<ReturnType<typeof createSignedInUser>>> = [];
    for (let u = 0; u < USERS; u += 1) users.push(await createSignedInUser(handle, { coins: COINS_EACH }));
    const photos = await Promise.all(Array.from({ length: PRINTS }, (_, i) => tinyPhoto(i)));

    const print = async (i: number): Promise<PrintOutcome> => {
      const user = i % USERS;
      const mode = Math.floor(i / 2) % 2 === 0 ? 'clean' : 'watermarked';
      const body = await multipart(
        { service: 'passport-photo', layout: 'a4-6', mode },
        { front: { bytes: photos[i]!, filename: 'photo.jpg', type: 'image/jpeg' } },
      );
      const attempts: Attempt[] = [];
      for (;;) {
        const res = await fetch(`${bases[i % 2]}/api/v1/prints`, {
          method: 'POST',
          headers: { 'content-type': body.contentType, ...users[user]!.headers },
          body: body.payload,
        });
        const retryAfter = res.headers.get('retry-after');
        attempts.push({ status: res.status, retryAfter });
        if (res.status === 201) {
          const receipt = printReceipt.parse(await res.json());
          // The PDF, from the instance that holds it (no Redis here), as its owner; the GET may meet a busy pool too.
          const fetches: Attempt[] = [];
          for (;;) {
            const pdf = await fetch(`${bases[i % 2]}${receipt.printUrl!}`, { headers: { cookie: users[user]!.headers.cookie } });
            const bytes = (await pdf.arrayBuffer()).byteLength;
            fetches.push({ status: pdf.status, retryAfter: pdf.headers.get('retry-after') });
            if (pdf.status !== 503 || fetches.length >= MAX_ATTEMPTS)
              return { user, mode, attempts, receipt, fetches, pdfBytes: pdf.status === 200 ? bytes : 0 };
            await sleep(Number(pdf.headers.get('retry-after') ?? 1) * 1000 + Math.random() * 500);
          }
        }
        await res.arrayBuffer();
        if (res.status !== 503 || attempts.length >= MAX_ATTEMPTS) return { user, mode, attempts, receipt: null, fetches: [], pdfBytes: 0 };
        // Honour Retry-After, spread a little so the retries are not one more burst.
        await sleep(Number(retryAfter ?? 1) * 1000 + Math.random() * 500);
      }
    };

    // Slow queries on instance A hold both its connections as the burst arrives: its requests cannot get one in time.
    let acquired = 0;
    const held = Array.from({ length: POOL_SIZE }, () =>
      handle.db.connection().execute(async () => {
        acquired += 1;
        await sleep(5 * ACQUIRE_TIMEOUT_MS);
      }),
    );
    while (acquired < POOL_SIZE) await sleep(5);
    const outcomes = await Promise.all(Array.from({ length: PRINTS }, (_, i) => print(i)));
    await Promise.all(held);

    const answers = outcomes.flatMap((o) => [...o.attempts, ...o.fetches]);
    const busy = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503).map((a) => a.status)).toEqual([]);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => a.retryAfter !== null && Number(a.retryAfter) >= 1)).toBe(true);
    const printed = outcomes.filter((o) => o.attempts.at(-1)!.status === 201);
    expect(printed.length).toBeGreaterThanOrEqual(0.9 * PRINTS);
    // Every print answered was fetched by its owner from its printUrl.
    expect(printed.filter((o) => o.fetches.at(-1)?.status !== 200 || o.pdfBytes === 0).map((o) => o.fetches.map((f) => f.status))).toEqual([]);

    // Only prints the user received cost coins: each balance is the credit less 5 per clean sheet charged.
    expect(await checkLedgerInvariant(handle.db)).toEqual([]);
    for (let u = 0; u < USERS; u += 1) {
      const charged = printed.filter((o) => o.user === u && o.receipt?.charge === 'coins').length;
      expect(await readBalance(handle.db, users[u]!.uid)).toBe(COINS_EACH - 5 * charged);
    }
  }, 120_000);
});
