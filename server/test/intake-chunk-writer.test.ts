import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeFileProgress, IntakeState } from '@core/contracts/intakes';
import { AppError } from '@core/errors/app-error';
import { INTAKE_CHUNK_PLAIN_BYTES, intakeChunkSize } from '@core/intake/intake-terms';
import type { DatabaseHandle } from '../src/db/create-database';
import { createIntakeChunkWriter, INTAKE_CHUNK_NICE } from '../src/modules/intakes/intake-chunk-writer';
import { signedInUser } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const operatorKey = { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'B'.repeat(43) } as const;

/** The nice values of this process's threads (Linux: /proc/self/task/TID/stat, field 19). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

/** Phones' chunks are stored by a thread of the lowest priority (docs/decisions/0097-intake-chunks-in-a-thread-of-low-priority.md). */
describe.each(testEngines)('the intake chunk thread, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' }, { sweeper: false });
  });
  afterAll(async () => t?.close());

  it.runIf(existsSync('/proc/thread-self'))('stores a chunk from a thread of its own at the lowest priority; its refusals keep their code', async () => {
    const niceBefore = threadNiceValues().filter((nice) => nice === INTAKE_CHUNK_NICE).length;
    const owner = await signedInUser(t.app, { email: `chunk-thread-${engine}-${Date.now()}@example.in`, name: 'Operator' });
    const intake = (await owner.post('/api/v1/intakes', { operatorKey })).json<IntakeState>();
    // Two chunks: a whole one (its memory moves to the thread) and a small one (Node's pool of small buffers holds
    // it with others: it goes as a copy of its own).
    const bytes = INTAKE_CHUNK_PLAIN_BYTES + 1000;
    const file = (
      await t.app.inject({ method: 'POST', url: `/api/v1/intake-drops/${intake.id}/files`, payload: { meta: 'c2VhbGVk', bytes } })
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
    // One more thread of this process runs at nice 19: the one that wrote the chunk.
    expect(threadNiceValues().filter((nice) => nice === INTAKE_CHUNK_NICE).length).toBe(niceBefore + 1);
    const stored = await t.app.database.db.selectFrom('intake_chunks').select(['seq', 'data']).where('file_id', '=', file.id).orderBy('seq').execute();
    expect(stored.map((row) => Buffer.compare(Buffer.from(row.data), sent[row.seq]!))).toEqual([0, 0]);

    // Refused in the thread, answered as it would be here: the code, status and message come through.
    const unknown = await put('00000000-0000-4000-8000-000000000000', 0, sent[0]!);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This file was not announced to this intake.' });
  });
});

describe('the intake chunk writer', () => {
  const noHandle = {} as DatabaseHandle;

  it('answers BUSY (the phone sends again) when its thread cannot run, and tries a new thread for the next chunk', async () => {
    // A database the thread cannot open: its folder cannot be made (/dev/null is a file).
    const writer = createIntakeChunkWriter(noHandle, { engine: 'sqlite', file: '/dev/null/portal.db' });
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const failed = await writer.write({ intakeId: 'a', fileId: 'b' }, 0, randomBytes(64 * 1024)).catch((error: unknown) => error);
        expect(failed).toBeInstanceOf(AppError);
        expect((failed as AppError).code).toBe('BUSY');
      }
    } finally {
      await writer.close();
    }
  });
});
