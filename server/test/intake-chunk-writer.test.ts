import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IntakeFileProgress, IntakeState } from '@core/contracts/intakes';
import { AppError } from '@core/errors/app-error';
import { INTAKE_CHUNK_PLAIN_BYTES, intakeChunkSize } from '@core/intake/intake-terms';
import pino from 'pino';
import type { DatabaseTarget } from '../src/config/env';
import { asThrown, chunkAnswerOf } from '../src/modules/intakes/intake-chunk-answer';
import { createIntakeChunkWriter, INTAKE_CHUNK_NICE, INTAKE_THREAD_RETRY_MS, type IntakeChunkWriter } from '../src/modules/intakes/intake-chunk-writer';
import { signedInUser } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { anOperatorKey } from './support/operator-key';
import { aSendId } from './support/send-id';

/** The nice values of this process's threads (Linux: /proc/self/task/TID/stat, field 19). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

/**
 * On PostgreSQL, phones' chunks are stored by a thread of the lowest priority; on SQLite, on the main thread
 * (docs/decisions/0097-intake-chunks-in-a-thread-of-low-priority.md).
 */
describe.each(testEngines)('where intake chunks are written, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' }, { sweeper: false });
  });
  afterAll(async () => t?.close());

  const inThread = engine === 'postgres';
  it.runIf(existsSync('/proc/thread-self'))(
    `stores a chunk ${inThread ? 'from a thread of its own at the lowest priority' : 'on the main thread'}; its refusals keep their code`,
    async () => {
      const niceBefore = threadNiceValues().filter((nice) => nice === INTAKE_CHUNK_NICE).length;
      const owner = await signedInUser(t.app, { email: `chunk-thread-${engine}-${Date.now()}@example.in`, name: 'Operator' });
      const intake = (await owner.post('/api/v1/intakes', { operatorKey: anOperatorKey() })).json<IntakeState>();
      // Two chunks: a whole one (its memory moves to the thread) and a small one (Node's pool of small buffers holds
      // it with others: it goes as a copy of its own).
      const bytes = INTAKE_CHUNK_PLAIN_BYTES + 1000;
      const file = (
        await t.app.inject({ method: 'POST', url: `/api/v1/intake-drops/${intake.id}/files`, payload: { meta: 'c2VhbGVk', bytes, sendId: aSendId() } })
      ).json<IntakeFileProgress>();
      const put = (fileId: string, seq: number, data: Buffer) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/intake-drops/${intake.id}/files/${fileId}/chunks/${seq}`,
          payload: data,
          headers: { 'content-type': 'application/octet-stream' },
        });

      const sent = [randomBytes(intakeChunkSize(bytes, 0)), randomBytes(intakeChunkSize(bytes, 1))];
      expect(sent[1]!.length).toBeLessThan(4096);
      expect((await put(file.id, 0, sent[0]!)).json<IntakeFileProgress>().missing).toEqual([1]);
      const res = await put(file.id, 1, sent[1]!);
      expect(res.statusCode).toBe(200);
      expect(res.json<IntakeFileProgress>().missing).toEqual([]);
      // On PostgreSQL one more thread of this process runs at nice 19: the one that wrote the chunk. On SQLite none: a
      // second writer would hold the file's lock at the lowest priority while the main thread waited on it.
      expect(threadNiceValues().filter((nice) => nice === INTAKE_CHUNK_NICE).length).toBe(niceBefore + (inThread ? 1 : 0));
      const stored = await t.app.database.db.selectFrom('intake_chunks').select(['seq', 'data']).where('file_id', '=', file.id).orderBy('seq').execute();
      expect(stored.map((row) => Buffer.compare(Buffer.from(row.data), sent[row.seq]!))).toEqual([0, 0]);

      // Refused in the thread, answered as it would be here: the code, status and message come through.
      const unknown = await put('00000000-0000-4000-8000-000000000000', 0, sent[0]!);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This file was not announced to this intake.' });
    },
  );
});

describe('the intake chunk writer', () => {
  const postgres = { engine: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none', poolSize: 1, acquireTimeoutMs: 100 } as DatabaseTarget;
  const log = pino({ level: 'silent' });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { sweeper: false });
  });
  afterAll(async () => t?.close());
  const write = (writer: IntakeChunkWriter) =>
    writer.write({ intakeId: 'no-such-intake', fileId: 'no-such-file' }, 0, randomBytes(64 * 1024)).then(
      () => 'written',
      (error: unknown) => (error instanceof AppError ? error.code : 'not an AppError'),
    );

  /** A thread that answers every chunk with a refusal of its own. */
  const answeringThread = () => `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m === 'close') return parentPort.close();
  parentPort.postMessage({ id: m.id, refusal: { code: 'NOT_FOUND', message: 'answered by the thread' } });
});`;

  it('answers BUSY (the phone sends again) when its thread cannot start; after two such threads, writes on the main thread, and tries a thread again later', async () => {
    const writer = createIntakeChunkWriter(t.app.database, postgres, { log, threadStart: "throw new Error('no thread here')" });
    try {
      expect(await write(writer)).toBe('BUSY');
      expect(await write(writer)).toBe('BUSY');
      // On the main thread, with the app's own database: the intake is not there, and the phone is told so.
      expect(await write(writer)).toBe('INTAKE_CLOSED');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + INTAKE_THREAD_RETRY_MS);
      expect(await write(writer)).toBe('BUSY');
    } finally {
      vi.useRealTimers();
      await writer.close();
    }
  });

  it('only threads that end before answering count toward giving up: one that has answered is started again', async () => {
    // The threads take turns, counted in a file: the 1st and 3rd cannot start; the 2nd answers and then ends; the 4th answers.
    const turns = path.join(mkdtempSync(path.join(tmpdir(), 'chunk-thread-')), 'turns');
    writeFileSync(turns, '0');
    const threadStart = `
const fs = require('node:fs');
const turn = Number(fs.readFileSync(${JSON.stringify(turns)}, 'utf8')) + 1;
fs.writeFileSync(${JSON.stringify(turns)}, String(turn));
if (turn % 2 === 1) throw new Error('no thread here');
${answeringThread()}
if (turn === 2) parentPort.once('message', () => setTimeout(() => process.exit(1), 10));`;
    const writer = createIntakeChunkWriter(t.app.database, postgres, { log, threadStart });
    try {
      const results = [];
      for (let i = 0; i < 4; i++) {
        results.push(await write(writer));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Never INTAKE_CLOSED: no chunk was given up to the main thread.
      expect(results).toEqual(['BUSY', 'NOT_FOUND', 'BUSY', 'NOT_FOUND']);
    } finally {
      await writer.close();
    }
  });

  it('after close, a chunk gets BUSY and starts no thread', async () => {
    const writer = createIntakeChunkWriter(t.app.database, postgres, { log, threadStart: answeringThread() });
    expect(await write(writer)).toBe('NOT_FOUND');
    await writer.close();
    expect(await write(writer)).toBe('BUSY');
  });

  it('carries a refusal, a busy database and a failure across the threads as the error handler needs them', () => {
    const refusal = asThrown(chunkAnswerOf(1, new AppError('VALIDATION', 'Chunk 3 must be 1028 bytes.', { fields: ['body'] })) as never);
    expect(refusal).toMatchObject({ code: 'VALIDATION', status: 400, message: 'Chunk 3 must be 1028 bytes.', fields: ['body'] });
    // A database busy past its timeout is overload (503 with Retry-After), not a bug.
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    expect(asThrown(chunkAnswerOf(2, busy) as never)).toMatchObject({ code: 'BUSY', status: 503 });
    const bug = Object.assign(new TypeError('x is not a function'), { code: 'ERR_X' });
    const thrown = asThrown(chunkAnswerOf(3, bug) as never);
    expect(thrown).not.toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ message: 'x is not a function', code: 'ERR_X' });
    expect(thrown.stack).toBe(bug.stack);
  });
});
