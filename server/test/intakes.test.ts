import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeFileProgress, IntakeState } from '@core/contracts/intakes';
import {
  INTAKE_CHUNK_PLAIN_BYTES,
  INTAKE_KEEP_AFTER_UPLOAD_MS,
  INTAKE_LIFETIME_MS,
  INTAKE_MAX_BYTES,
  INTAKE_MAX_FILE_BYTES,
  INTAKE_MAX_FILES,
  INTAKE_MAX_REQUESTS,
  intakeChunkSize,
} from '@core/intake/intake-terms';
import sharp from 'sharp';
import { sql } from 'kysely';
import { BoundedQueue } from '../src/lib/bounded-queue';
import { INTAKE_READ_SETTLE_MS, sweepIntakes } from '../src/modules/intakes/sweep-intakes';
import { signedInUser } from './support/browser-session';
import { multipart } from './support/multipart';
import { logLines } from './support/log-lines';
import { freePort } from '../../scripts/lib/local-server';
import { createSiblingApp, createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { createSignedInUser } from './support/test-users';
import { anOperatorKey } from './support/operator-key';
import { aSendId } from './support/send-id';

const meta = randomBytes(300).toString('base64url');

/**
 * Files from the customer's phone (docs/decisions/0095-files-from-the-customers-phone.md), through the API: the
 * operator's intake is theirs alone; the phone sends without an account, chunk by chunk, within counts, sizes and
 * budgets; what is stored is what the phone sent; closing or expiry leaves no row behind.
 */
describe.each(testEngines)('intakes, on %s', (engine) => {
  let t: TestApp;
  let logged: string[] = [];
  beforeAll(async () => {
    const { stream, lines } = logLines();
    logged = lines;
    t = await createTestApp(
      engine,
      { RATE_LIMIT_FACTOR: '100', LOG_LEVEL: 'debug', INTAKE_MAX_TOTAL_BYTES: String(40 * 1024 * 1024) },
      { logger: undefined, logStream: stream, sweeper: false },
    );
  });
  afterAll(async () => t?.close());

  let n = 0;
  const operator = () => signedInUser(t.app, { email: `intake-${engine}-${++n}-${Date.now()}@example.in`, name: 'Operator' });
  /** The phone: no cookie at all. */
  const phone = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | Buffer) =>
    t.app.inject({
      method,
      url,
      remoteAddress: '10.1.2.3',
      ...(payload === undefined ? {} : Buffer.isBuffer(payload) ? { payload, headers: { 'content-type': 'application/octet-stream' } } : { payload }),
    });
  const open = async (who: Awaited<ReturnType<typeof operator>>, operatorKey = anOperatorKey()) => {
    const res = await who.post('/api/v1/intakes', { operatorKey });
    expect(res.statusCode).toBe(201);
    return res.json<IntakeState>();
  };
  const rowsOf = async (id: string) => {
    const db = t.app.database.db;
    const files = await db.selectFrom('intake_files').select('id').where('intake_id', '=', id).execute();
    const chunks =
      files.length === 0
        ? []
        : await db
            .selectFrom('intake_chunks')
            .select('seq')
            .where(
              'file_id',
              'in',
              files.map((f) => f.id),
            )
            .execute();
    const intakes = await db.selectFrom('intakes').select('id').where('id', '=', id).execute();
    return intakes.length + files.length + chunks.length;
  };
  /** Sends a whole file of random bytes as encrypted-sized chunks; returns what was sent, chunk by chunk. */
  const sendFile = async (id: string, bytes: number) => {
    const announced = await phone('POST', `/api/v1/intake-drops/${id}/files`, { meta, bytes, sendId: aSendId() });
    expect(announced.statusCode).toBe(201);
    const file = announced.json<IntakeFileProgress>();
    const sent: Buffer[] = [];
    for (let seq = 0; seq < file.chunks; seq++) {
      const data = randomBytes(intakeChunkSize(bytes, seq));
      sent.push(data);
      const res = await phone('PUT', `/api/v1/intake-drops/${id}/files/${file.id}/chunks/${seq}`, data);
      expect(res.statusCode).toBe(200);
    }
    return { file, sent };
  };

  it('opens an intake for its operator only: an address of 256 bits, a code to type, 30 minutes', async () => {
    const owner = await operator();
    const intake = await open(owner);
    expect(intake.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(intake.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(Date.parse(intake.expiresAt) - Date.now()).toBeGreaterThan(INTAKE_LIFETIME_MS - 60_000);
    expect(intake).toMatchObject({ phoneSeen: false, files: [] });
    expect((await owner.get(`/api/v1/intakes/${intake.id}`)).json<IntakeState>().id).toBe(intake.id);

    const stranger = await operator();
    for (const res of [
      await stranger.get(`/api/v1/intakes/${intake.id}`),
      await stranger.get(`/api/v1/intakes/${intake.id}/events`),
      await stranger.delete(`/api/v1/intakes/${intake.id}`),
    ]) {
      expect([404, 204]).toContain(res.statusCode);
    }
    expect(await rowsOf(intake.id)).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/intakes', payload: { operatorKey: anOperatorKey() } })).statusCode).toBe(401);
    // Only a public key is taken.
    const withPrivate = await owner.post('/api/v1/intakes', { operatorKey: { ...anOperatorKey(), x: 'short' } });
    expect(withPrivate.statusCode).toBe(400);
  });

  it('takes a file from a phone with no account, chunk by chunk, and gives the operator the same bytes', async () => {
    const owner = await operator();
    const intake = await open(owner);
    const drop = await phone('GET', `/api/v1/intake-drops/${intake.id}`);
    expect(drop.statusCode).toBe(200);
    expect(drop.headers['referrer-policy']).toBe('no-referrer');
    expect(drop.headers['x-robots-tag']).toContain('noindex');
    expect(drop.json()).toMatchObject({ files: 0, maxFiles: INTAKE_MAX_FILES, maxFileBytes: INTAKE_MAX_FILE_BYTES, chunkBytes: 256 * 1024 });
    expect((await phone('POST', `/api/v1/intake-drops/${intake.id}/hello`)).statusCode).toBe(204);
    expect((await owner.get(`/api/v1/intakes/${intake.id}`)).json<IntakeState>().phoneSeen).toBe(true);

    const bytes = 2 * INTAKE_CHUNK_PLAIN_BYTES + 1000;
    const announced = await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes, sendId: aSendId() });
    const file = announced.json<IntakeFileProgress>();
    expect(file).toMatchObject({ chunks: 3, missing: [0, 1, 2] });
    const chunk = (seq: number) => randomBytes(intakeChunkSize(bytes, seq));
    const put = (seq: number | string, data: Buffer) => phone('PUT', `/api/v1/intake-drops/${intake.id}/files/${file.id}/chunks/${seq}`, data);

    // Sizes are exact: the stored bytes never exceed what was budgeted.
    expect((await put(0, randomBytes(100))).statusCode).toBe(400);
    expect((await put(0, randomBytes(256 * 1024 + 1))).statusCode).toBe(413);
    expect((await put(3, chunk(2))).statusCode).toBe(400);
    const sent = [chunk(0), chunk(1), chunk(2)];
    expect((await put(1, sent[1]!)).json<IntakeFileProgress>().missing).toEqual([0, 2]);
    // A resend after a cut-off answer changes nothing.
    expect((await put(1, chunk(1))).json<IntakeFileProgress>().missing).toEqual([0, 2]);
    expect((await phone('GET', `/api/v1/intake-drops/${intake.id}/files/${file.id}`)).json<IntakeFileProgress>().missing).toEqual([0, 2]);
    let state = (await owner.get(`/api/v1/intakes/${intake.id}`)).json<IntakeState>();
    expect(state.files).toEqual([expect.objectContaining({ id: file.id, seq: 1, meta, senderKey: null, chunks: 3, received: 1, complete: false })]);
    await put(0, sent[0]!);
    expect((await put(2, sent[2]!)).json<IntakeFileProgress>().missing).toEqual([]);
    state = (await owner.get(`/api/v1/intakes/${intake.id}`)).json<IntakeState>();
    expect(state.files[0]).toMatchObject({ received: 3, complete: true });

    for (const seq of [0, 1, 2]) {
      const res = await owner.get(`/api/v1/intakes/${intake.id}/files/${file.id}/chunks/${seq}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.rawPayload.equals(sent[seq]!)).toBe(true);
    }
    const stranger = await operator();
    expect((await stranger.get(`/api/v1/intakes/${intake.id}/files/${file.id}/chunks/0`)).statusCode).toBe(404);
    // The log has ids and counts, never the description or the bytes.
    const log = logged.join('');
    expect(log).not.toContain(meta);
    expect(log).not.toContain(sent[0]!.subarray(0, 64).toString('base64'));
  });

  it('a link preview (a messenger fetching the link) gets the page, with no referrer and noindex, and counts as no visit', async () => {
    const owner = await operator();
    const intake = await open(owner);
    const preview = await t.app.inject({ method: 'GET', url: `/send/${intake.id}`, headers: { 'user-agent': 'WhatsApp/2.24.1 A' }, remoteAddress: '10.9.8.7' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
    expect(preview.headers['x-robots-tag']).toContain('noindex');
    expect(preview.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    expect((await owner.get(`/api/v1/intakes/${intake.id}`)).json<IntakeState>().phoneSeen).toBe(false);
    const row = await t.app.database.db.selectFrom('intakes').select(['requests', 'phone_seen_at']).where('id', '=', intake.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ requests: 0, phone_seen_at: null });
  });

  it('an announcement repeated with its send id (its answer lost on the way) gives the same file, counted once', async () => {
    const owner = await operator();
    const intake = await open(owner);
    const sendId = randomBytes(16).toString('base64url');
    const first = await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes: 1000, sendId });
    const again = await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes: 1000, sendId });
    expect(first.statusCode).toBe(201);
    expect(again.json<IntakeFileProgress>()).toEqual(first.json<IntakeFileProgress>());
    const listed = (await owner.get(`/api/v1/intakes/${intake.id}`)).json<IntakeState>().files;
    // The operator's queue lists the send id: the file's chunks and description are sealed bound to it (decision 0107).
    expect(listed.map((file) => file.sendId)).toEqual([sendId]);
    // Every announcement carries one.
    const without = await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes: 1000 });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'VALIDATION' });
    const otherSize = await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes: 2000, sendId });
    expect(otherSize.statusCode).toBe(422);
    expect(otherSize.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    // Another intake's send may carry the same id: ids are the phone's own, per intake.
    const other = await open(owner);
    expect((await phone('POST', `/api/v1/intake-drops/${other.id}/files`, { meta, bytes: 1000, sendId })).statusCode).toBe(201);
  });

  it('a phone that is signed in on the same browser sends as well, without a CSRF token', async () => {
    const owner = await operator();
    const intake = await open(owner);
    const res = await owner.browser.request({
      method: 'POST',
      url: `/api/v1/intake-drops/${intake.id}/files`,
      payload: { meta, bytes: 10, sendId: aSendId() },
    });
    expect(res.statusCode).toBe(201);
  });

  it("refuses an 11th file, a file over 15 MB, more than one operator's share and more than the server holds (503 with Retry-After)", async () => {
    const owner = await operator();
    const intake = await open(owner);
    expect((await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes: INTAKE_MAX_FILE_BYTES + 1, sendId: aSendId() })).statusCode).toBe(
      400,
    );
    for (let i = 0; i < INTAKE_MAX_FILES; i++) {
      expect((await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes: 1000, sendId: aSendId() })).statusCode).toBe(201);
    }
    const eleventh = await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes: 1000, sendId: aSendId() });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toMatchObject({ code: 'INTAKE_LIMIT' });

    // One intake's own budget (INTAKE_MAX_BYTES, announced bytes counted): 503 INTAKE_FULL with Retry-After, in words
    // that send the customer for a new QR code (the Hindi page shows the code's Hindi text).
    const heavy = await open(owner);
    const db = t.app.database.db;
    await db
      .updateTable('intakes')
      .set({ stored_bytes: INTAKE_MAX_BYTES - 500 })
      .where('id', '=', heavy.id)
      .execute();
    const overIntake = await phone('POST', `/api/v1/intake-drops/${heavy.id}/files`, { meta, bytes: 1000, sendId: aSendId() });
    expect(overIntake.statusCode).toBe(503);
    expect(overIntake.headers['retry-after']).toBeDefined();
    expect(overIntake.json()).toMatchObject({ code: 'INTAKE_FULL', message: expect.stringContaining('new QR code') });
    expect(await rowsOf(heavy.id)).toBe(1);
    await db.deleteFrom('intakes').where('id', '=', heavy.id).execute();

    // The server's budget (40 MB here) and one operator's share of it (an eighth, 5 MB): announced bytes count, sent or not.
    const big = 4 * 1024 * 1024;
    const first = await open(owner);
    expect((await phone('POST', `/api/v1/intake-drops/${first.id}/files`, { meta, bytes: big, sendId: aSendId() })).statusCode).toBe(201);
    const overShare = await phone('POST', `/api/v1/intake-drops/${first.id}/files`, { meta, bytes: big, sendId: aSendId() });
    expect(overShare.statusCode).toBe(503);
    expect(overShare.headers['retry-after']).toBeDefined();
    // Nine operators' 4 MB (and the chunks' IVs and tags) reach 36 MB; a tenth's would pass 40.
    const others = [];
    for (let i = 0; i < 8; i++) {
      const intakeOfOther = await open(await operator());
      expect((await phone('POST', `/api/v1/intake-drops/${intakeOfOther.id}/files`, { meta, bytes: big, sendId: aSendId() })).statusCode).toBe(201);
      others.push(intakeOfOther);
    }
    const late = await open(await operator());
    const full = await phone('POST', `/api/v1/intake-drops/${late.id}/files`, { meta, bytes: big, sendId: aSendId() });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBeDefined();
    expect(full.json()).toMatchObject({ code: 'BUSY', message: expect.stringContaining('try again') });
    // Closing one frees its share.
    await owner.delete(`/api/v1/intakes/${first.id}`);
    expect((await phone('POST', `/api/v1/intake-drops/${late.id}/files`, { meta, bytes: big, sendId: aSendId() })).statusCode).toBe(201);
    for (const other of [...others, late]) await t.app.database.db.deleteFrom('intakes').where('id', '=', other.id).execute();
  });

  it('closing deletes everything at once; the phone is then told the link is closed (410)', async () => {
    const owner = await operator();
    const intake = await open(owner);
    const { file } = await sendFile(intake.id, 3 * INTAKE_CHUNK_PLAIN_BYTES);
    expect(await rowsOf(intake.id)).toBe(1 + 1 + 3);
    expect((await owner.delete(`/api/v1/intakes/${intake.id}`)).statusCode).toBe(204);
    expect(await rowsOf(intake.id)).toBe(0);
    expect(await t.app.database.db.selectFrom('intake_chunks').select('seq').where('file_id', '=', file.id).execute()).toEqual([]);
    for (const res of [
      await phone('GET', `/api/v1/intake-drops/${intake.id}`),
      await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes: 10, sendId: aSendId() }),
      await phone('PUT', `/api/v1/intake-drops/${intake.id}/files/${file.id}/chunks/0`, randomBytes(38)),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: 'INTAKE_CLOSED', message: expect.stringContaining('new QR code') });
    }
    expect((await owner.get(`/api/v1/intakes/${intake.id}`)).statusCode).toBe(404);
    // An address never opened answers the same.
    expect((await phone('GET', `/api/v1/intake-drops/${randomBytes(32).toString('base64url')}`)).statusCode).toBe(410);
  });

  it('the operator takes a file off the queue: its rows and chunks go, its bytes are given back, the phone may send it again', async () => {
    const owner = await operator();
    const intake = await open(owner);
    const bytes = 3 * INTAKE_CHUNK_PLAIN_BYTES;
    const { file: whole } = await sendFile(intake.id, bytes);
    const storedWithOne = (await t.app.database.db.selectFrom('intakes').select('stored_bytes').where('id', '=', intake.id).executeTakeFirstOrThrow())
      .stored_bytes;
    // A second file the phone stopped sending after one chunk of three.
    const announced = await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes, sendId: 'A'.repeat(22) });
    const stalled = announced.json<IntakeFileProgress>();
    expect((await phone('PUT', `/api/v1/intake-drops/${intake.id}/files/${stalled.id}/chunks/0`, randomBytes(intakeChunkSize(bytes, 0)))).statusCode).toBe(200);
    const storedBefore = await t.app.database.db
      .selectFrom('intakes')
      .select(['stored_bytes', 'version'])
      .where('id', '=', intake.id)
      .executeTakeFirstOrThrow();
    expect(await rowsOf(intake.id)).toBe(1 + 2 + 3 + 1);

    // Only its operator can, and only a file of that intake.
    const stranger = await operator();
    expect((await stranger.delete(`/api/v1/intakes/${intake.id}/files/${stalled.id}`)).statusCode).toBe(404);
    const other = await open(owner);
    expect((await owner.delete(`/api/v1/intakes/${other.id}/files/${stalled.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/v1/intakes/${intake.id}/files/not-a-file-id`)).json()).toMatchObject({ code: 'VALIDATION' });
    expect(await rowsOf(intake.id)).toBe(1 + 2 + 3 + 1);

    expect((await owner.delete(`/api/v1/intakes/${intake.id}/files/${stalled.id}`)).statusCode).toBe(204);
    expect(await rowsOf(intake.id)).toBe(1 + 1 + 3);
    expect(await t.app.database.db.selectFrom('intake_chunks').select('seq').where('file_id', '=', stalled.id).execute()).toEqual([]);
    const after = await t.app.database.db.selectFrom('intakes').select(['stored_bytes', 'version']).where('id', '=', intake.id).executeTakeFirstOrThrow();
    // Its whole budget given back: the intake holds what it held with the one file.
    expect(after.stored_bytes).toBe(storedWithOne);
    expect(storedBefore.stored_bytes).toBeGreaterThan(storedWithOne);
    expect(after.version).toBeGreaterThan(storedBefore.version);
    const state = (await owner.get(`/api/v1/intakes/${intake.id}`)).json<IntakeState>();
    expect(state.files.map((f) => f.id)).toEqual([whole.id]);
    expect((await owner.delete(`/api/v1/intakes/${intake.id}/files/${stalled.id}`)).statusCode).toBe(404);

    // The phone, resuming, finds the file gone (404) and announces it again: a new file, sent whole.
    expect((await phone('PUT', `/api/v1/intake-drops/${intake.id}/files/${stalled.id}/chunks/1`, randomBytes(intakeChunkSize(bytes, 1)))).statusCode).toBe(404);
    expect((await phone('GET', `/api/v1/intake-drops/${intake.id}/files/${stalled.id}`)).statusCode).toBe(404);
    const again = await phone('POST', `/api/v1/intake-drops/${intake.id}/files`, { meta, bytes, sendId: 'A'.repeat(22) });
    expect(again.statusCode).toBe(201);
    expect(again.json<IntakeFileProgress>()).toMatchObject({ chunks: 3, missing: [0, 1, 2] });
    expect(again.json<IntakeFileProgress>().id).not.toBe(stalled.id);
    // The removed file still counts: the new one is the third, no order number reused.
    const listed = (await owner.get(`/api/v1/intakes/${intake.id}`)).json<IntakeState>().files;
    expect(listed.map((f) => f.seq)).toEqual([1, 3]);

    // Two queues removing the same file at once: one removes it, the other finds it gone; its bytes given back once.
    const storedWithTwo = (await t.app.database.db.selectFrom('intakes').select('stored_bytes').where('id', '=', intake.id).executeTakeFirstOrThrow())
      .stored_bytes;
    const third = again.json<IntakeFileProgress>();
    const answers = await Promise.all([1, 2].map(() => owner.delete(`/api/v1/intakes/${intake.id}/files/${third.id}`)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 404]);
    const left = (await t.app.database.db.selectFrom('intakes').select('stored_bytes').where('id', '=', intake.id).executeTakeFirstOrThrow()).stored_bytes;
    expect(left).toBe(storedWithOne);
    expect(storedWithTwo).toBeGreaterThan(left);
  });

  it('after 30 minutes the phone can no longer send; 30 minutes after the last upload the sweeper leaves no row', async () => {
    const owner = await operator();
    const intake = await open(owner);
    await sendFile(intake.id, 1000);
    const db = t.app.database.db;
    const past = Date.now() - INTAKE_LIFETIME_MS - 1;
    await db
      .updateTable('intakes')
      .set({ expires_at: past + INTAKE_LIFETIME_MS - 2 })
      .where('id', '=', intake.id)
      .execute();
    expect((await phone('GET', `/api/v1/intake-drops/${intake.id}`)).statusCode).toBe(410);
    // Still the operator's to open until its time is up.
    expect((await owner.get(`/api/v1/intakes/${intake.id}`)).statusCode).toBe(200);
    expect(await sweepIntakes(t.app.database)).not.toContain(intake.id);
    expect(await sweepIntakes(t.app.database, Date.now() + INTAKE_KEEP_AFTER_UPLOAD_MS + 1)).toContain(intake.id);
    expect(await rowsOf(intake.id)).toBe(0);
  });

  it('an intake whose files the operator read to the end goes when its time is up, not 30 minutes after the last upload (decision 0109)', async () => {
    const owner = await operator();
    const db = t.app.database.db;
    const expire = (id: string) =>
      db
        .updateTable('intakes')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', id)
        .execute();
    const readChunk = async (id: string, fileId: string, seq: number) =>
      expect((await owner.get(`/api/v1/intakes/${id}/files/${fileId}/chunks/${seq}`)).statusCode).toBe(200);

    // Two files of three chunks each: both read to the end.
    const read = await open(owner);
    const bytes = 2 * INTAKE_CHUNK_PLAIN_BYTES + 100;
    const files = [await sendFile(read.id, bytes), await sendFile(read.id, bytes)];
    for (const { file } of files) for (let seq = 0; seq < file.chunks; seq++) await readChunk(read.id, file.id, seq);
    // One file read to its middle chunk only, and one still arriving (announced; of three chunks only the last received).
    const halfRead = await open(owner);
    const half = await sendFile(halfRead.id, bytes);
    await readChunk(halfRead.id, half.file.id, 1);
    const arriving = await open(owner);
    const partial = await phone('POST', `/api/v1/intake-drops/${arriving.id}/files`, { meta, bytes, sendId: aSendId() });
    expect(partial.statusCode).toBe(201);
    const partialId = partial.json<IntakeFileProgress>().id;
    expect((await phone('PUT', `/api/v1/intake-drops/${arriving.id}/files/${partialId}/chunks/2`, randomBytes(intakeChunkSize(bytes, 2)))).statusCode).toBe(
      200,
    );
    // Its last chunk read while the others are still to come: the file is not read to the end.
    await readChunk(arriving.id, partialId, 2);
    // No file at all (another operator's: one keeps three intakes open).
    const empty = await open(await operator());

    // Before their time, nothing goes, read or not.
    const before = await sweepIntakes(t.app.database);
    for (const intake of [read, halfRead, arriving, empty]) expect(before).not.toContain(intake.id);
    for (const intake of [read, halfRead, arriving, empty]) await expire(intake.id);
    // Just after the last upload (or the opening), a read intake still waits: a phone may ask again after a lost answer.
    const settling = await sweepIntakes(t.app.database);
    for (const intake of [read, halfRead, arriving, empty]) expect(settling).not.toContain(intake.id);
    const swept = await sweepIntakes(t.app.database, Date.now() + INTAKE_READ_SETTLE_MS + 1);
    expect(swept).toContain(read.id);
    expect(swept).toContain(empty.id);
    expect(swept).not.toContain(halfRead.id);
    expect(swept).not.toContain(arriving.id);
    expect(await rowsOf(read.id)).toBe(0);
    expect(await rowsOf(halfRead.id)).toBeGreaterThan(0);
    // The rest go 30 minutes after their last upload, as before.
    const later = await sweepIntakes(t.app.database, Date.now() + INTAKE_KEEP_AFTER_UPLOAD_MS + 1);
    expect(later).toContain(halfRead.id);
    expect(later).toContain(arriving.id);
  });

  it('an operator keeps three intakes open: a fourth closes the oldest', async () => {
    const owner = await operator();
    const [first, second, third] = [await open(owner), await open(owner), await open(owner)];
    await open(owner);
    expect((await owner.get(`/api/v1/intakes/${first!.id}`)).statusCode).toBe(404);
    for (const kept of [second, third]) expect((await owner.get(`/api/v1/intakes/${kept!.id}`)).statusCode).toBe(200);
  });

  it("the code is the operator key's commitment (decision 0106): SHA-256's first 40 bits, and one key opens one intake at a time", async () => {
    const owner = await operator();
    const operatorKey = anOperatorKey();
    const intake = await open(owner, operatorKey);
    // Computed here apart from the server's code: the digest's first 40 bits, five to a Crockford base32 symbol.
    const digest = createHash('sha256').update(`intake code v1/${operatorKey.x}/${operatorKey.y}`).digest();
    const bits = BigInt(`0x${digest.subarray(0, 5).toString('hex')}`);
    const symbols = Array.from({ length: 8 }, (_, i) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Number((bits >> BigInt(35 - 5 * i)) & 31n)]).join('');
    expect(intake.code).toBe(`${symbols.slice(0, 4)}-${symbols.slice(4)}`);

    // The same key again, by this operator or another, while the first is stored: refused, nothing written.
    for (const who of [owner, await operator()]) {
      const again = await who.post('/api/v1/intakes', { operatorKey });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'INTAKE_CODE_TAKEN', message: 'This code is taken. Try again.' });
    }
    const stored = await t.app.database.db.selectFrom('intakes').select('id').where('operator_key', '=', JSON.stringify(operatorKey)).execute();
    expect(stored.map((row) => row.id)).toEqual([intake.id]);
    // Once it is closed, the key's code is free again.
    expect((await owner.delete(`/api/v1/intakes/${intake.id}`)).statusCode).toBe(204);
    expect((await open(owner, operatorKey)).code).toBe(intake.code);
  });

  it('a typed code leads to the intake and its operator key, however it is typed; a wrong one does not', async () => {
    const owner = await operator();
    const operatorKey = anOperatorKey();
    const intake = await open(owner, operatorKey);
    const typed = ` ${intake.code.toLowerCase().replace('-', ' - ')} `;
    const found = await phone('POST', '/api/v1/intake-codes', { code: typed });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ id: intake.id, operatorKey });
    const wrong = await phone('POST', '/api/v1/intake-codes', { code: 'ZZZZ-ZZZZ' === intake.code ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'NOT_FOUND' });
    await owner.delete(`/api/v1/intakes/${intake.id}`);
    expect((await phone('POST', '/api/v1/intake-codes', { code: intake.code })).statusCode).toBe(404);
  });

  it.runIf(engine === 'postgres')(
    "PostgreSQL keeps the intake tables unlogged (decision 0110): no chunk goes through the write-ahead log, the other tables' rows do",
    async () => {
      const persistence = await sql<{ relname: string; relpersistence: string }>`
        select c.relname, c.relpersistence from pg_catalog.pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
          and c.relname in ('intakes', 'intake_files', 'intake_chunks', 'users', 'ledger')`.execute(t.app.database.db);
      expect(Object.fromEntries(persistence.rows.map((row) => [row.relname, row.relpersistence]))).toEqual({
        intakes: 'u',
        intake_files: 'u',
        intake_chunks: 'u',
        users: 'p',
        ledger: 'p',
      });
    },
  );
});

/** Waits, if need be, for a minute to start, so that a test's wrong codes fall in one minute's count. */
async function clearOfMinuteEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Six wrong codes from six addresses, then a seventh answered: what `at` answers the seventh. The addresses are new
 * each time: a shared store keeps the per-address counts of earlier runs for their minute.
 */
async function wrongCodesThenSeventh(at: (index: number) => TestApp, wrong: string) {
  const [b, c] = randomBytes(2);
  const typed = (t: TestApp, i: number) =>
    t.app.inject({ method: 'POST', url: '/api/v1/intake-codes', payload: { code: wrong }, remoteAddress: `10.${b}.${c}.${i}` });
  const answers: number[] = [];
  for (let i = 1; i <= 6; i++) answers.push((await typed(at(i), i)).statusCode);
  expect(answers).toEqual([404, 404, 404, 404, 404, 404]);
  return typed(at(7), 7);
}

/** The limits kept outside the rate-limit plugin, and work kept out of the print image queue. */
describe('intakes: limits and the image queue', () => {
  let t: TestApp;
  let admitted = 0;
  class CountingQueue extends BoundedQueue {
    override admit<T>(caller: string, bytes: number, work: () => Promise<T>): Promise<T> {
      admitted += 1;
      return super.admit(caller, bytes, work);
    }
  }
  beforeAll(async () => {
    // A hundredth of the limits: one typed code a minute per address, 6 wrong ones for all addresses.
    t = await createTestApp(
      'sqlite',
      { RATE_LIMIT_FACTOR: '0.01' },
      { sweeper: false, imageQueue: new CountingQueue({ concurrency: 2, maxWaiting: 8, maxWaitMs: 15_000 }) },
    );
  });
  afterAll(async () => t?.close());
  /** A signed-in operator made in the database (the sign-in flow itself is limited to one a minute here). */
  const operatorInDatabase = async () => {
    const user = await createSignedInUser(t.app.database);
    const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: user.headers, remoteAddress: '127.0.0.1', ...(payload ? { payload } : {}) });
    const intake = (await send('POST', '/api/v1/intakes', { operatorKey: anOperatorKey() })).json<IntakeState>();
    return { user, send, intake };
  };
  const from = (address: string, code: string) => t.app.inject({ method: 'POST', url: '/api/v1/intake-codes', payload: { code }, remoteAddress: address });

  it('wrong codes: limited per address, then for all addresses together (scaled with the other limits)', async () => {
    await clearOfMinuteEnd();
    const { intake } = await operatorInDatabase();
    const wrong = intake.code === 'ZZZZ-ZZZZ' ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ';
    expect((await from('10.0.0.1', wrong)).statusCode).toBe(404);
    expect((await from('10.0.0.1', intake.code)).statusCode).toBe(429);
    for (let i = 2; i <= 6; i++) expect((await from(`10.0.0.${i}`, wrong)).statusCode).toBe(404);
    const seventh = await from('10.0.0.7', wrong);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('wrong codes') });
  });

  it('one intake takes a bounded number of requests', async () => {
    const { intake } = await operatorInDatabase();
    await t.app.database.db.updateTable('intakes').set({ requests: INTAKE_MAX_REQUESTS }).where('id', '=', intake.id).execute();
    const over = await t.app.inject({ method: 'POST', url: `/api/v1/intake-drops/${intake.id}/hello`, remoteAddress: '10.0.1.1' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('new QR code') });
  });

  it('a file sent to an intake takes no place in the print image queue; a print does', async () => {
    const { user, send, intake } = await operatorInDatabase();
    const bytes = 2 * INTAKE_CHUNK_PLAIN_BYTES;
    const file = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/intake-drops/${intake.id}/files`,
        payload: { meta, bytes, sendId: aSendId() },
        remoteAddress: '10.0.2.1',
      })
    ).json<IntakeFileProgress>();
    for (let seq = 0; seq < file.chunks; seq++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/intake-drops/${intake.id}/files/${file.id}/chunks/${seq}`,
        payload: randomBytes(intakeChunkSize(bytes, seq)),
        headers: { 'content-type': 'application/octet-stream' },
        remoteAddress: '10.0.2.1',
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await send('GET', `/api/v1/intakes/${intake.id}/files/${file.id}/chunks/1`)).statusCode).toBe(200);
    expect(admitted).toBe(0);
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 120, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
    const form = await multipart(
      { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' },
      { front: { bytes: photo, filename: 'photo.jpg', type: 'image/jpeg' } },
    );
    const printed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/prints',
      headers: { ...user.headers, 'content-type': form.contentType },
      payload: form.payload,
      remoteAddress: '127.0.0.1',
    });
    expect(printed.statusCode).toBe(201);
    expect(admitted).toBeGreaterThan(0);
  });
});

/** The global bound on wrong codes, counted by every instance together while Redis answers, by each alone while it does not. */
describe('intakes: wrong codes on several instances', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps.reverse()) await t.close();
  });
  // A hundredth of the limits: 6 wrong codes a minute for all addresses.
  const limits = { RATE_LIMIT_FACTOR: '0.01' };
  /** Two instances of one database sharing the test's Redis, at the start of a minute's count. */
  const twoInstancesSharingRedis = async () => {
    const env = { ...limits, REDIS_URL: process.env.TEST_REDIS_URL! };
    const a = await createTestApp('sqlite', env, { sweeper: false });
    apps.push(a);
    const b = await createSiblingApp(a, env, { sweeper: false });
    apps.push(b);
    await clearOfMinuteEnd();
    return [a, b] as const;
  };

  it.runIf(process.env.TEST_REDIS_URL)('wrong codes typed at two instances count together through Redis', async () => {
    const [a, b] = await twoInstancesSharingRedis();
    // Three at each: neither has seen six itself.
    const seventh = await wrongCodesThenSeventh((i) => (i % 2 === 0 ? b : a), 'ZZZZ-ZZZZ');
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('wrong codes') });
  });

  it.runIf(process.env.TEST_REDIS_URL)('wrong codes typed all at once at two instances: six are looked up, the rest refused', async () => {
    const [a, b] = await twoInstancesSharingRedis();
    const [x, y] = randomBytes(2);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? a : b).app.inject({ method: 'POST', url: '/api/v1/intake-codes', payload: { code: 'XXXX-XXXX' }, remoteAddress: `10.${x}.${y}.${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(6).fill(404), ...Array<number>(6).fill(429)]);
  });

  it('a right code counts too: past the bound it is refused like any other (decision 0111)', async () => {
    const t = await createTestApp('sqlite', limits, { sweeper: false });
    apps.push(t);
    const user = await createSignedInUser(t.app.database);
    const intake = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/intakes',
        headers: user.headers,
        remoteAddress: '127.0.0.1',
        payload: { operatorKey: anOperatorKey() },
      })
    ).json<IntakeState>();
    await clearOfMinuteEnd();
    const [x, y] = randomBytes(2);
    const typed = (i: number, code: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/intake-codes', payload: { code }, remoteAddress: `10.${x}.${y}.${i}` }).then((answer) => answer.statusCode);
    const wrong = intake.code === 'ZZZZ-ZZZZ' ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ';
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(await typed(i, wrong));
    answers.push(await typed(6, intake.code), await typed(7, wrong), await typed(8, wrong));
    expect(answers).toEqual([404, 404, 404, 404, 404, 200, 429, 429]);
  });

  it('with Redis unreachable, each instance still bounds the wrong codes it is sent', async () => {
    const a = await createTestApp('sqlite', { ...limits, REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, { sweeper: false });
    apps.push(a);
    await clearOfMinuteEnd();
    const seventh = await wrongCodesThenSeventh(() => a, 'YYYY-YYYY');
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('wrong codes') });
  });
});
