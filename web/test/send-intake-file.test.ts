import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INTAKE_CHUNK_BYTES, INTAKE_CHUNK_PLAIN_BYTES, intakeChunkCount } from '@core/intake/intake-terms';
import { ApiError } from '../src/lib/api-client';
import { agreeKey, importLinkKey, makeAgreementPair, makeLinkKey, openChunk, openMeta } from '../src/lib/intake/intake-crypto';
import { newSendId, sendIntakeFile, type IntakeSendProgress, type IntakeTarget } from '../src/features/intake-send/lib/send-intake-file';
import { intakeRetryWaitsMs, withRetries } from '../src/features/intake-send/lib/retry-intake-request';
import { stubBrowser } from './support/browser-globals';
import { fakeIntakeServer, openStoredFile, patternedBytes, refusal } from './support/fake-intake-server';

/** A file of three chunks, the last one short. */
const size = 2 * INTAKE_CHUNK_PLAIN_BYTES + 1000;
const photo = () => new File([patternedBytes(size)], 'Aadhaar front.jpg', { type: 'image/jpeg' });
const noWait = () => vi.fn((_ms: number) => Promise.resolve());

async function linkTarget(intakeId: string): Promise<IntakeTarget> {
  const { fragment } = await makeLinkKey();
  return { intakeId, key: await importLinkKey(fragment), senderKey: null };
}

describe('sending a file from the phone (decision 0095)', () => {
  beforeEach(() => {
    stubBrowser();
  });

  it('announces the file sealed, then sends its chunks in order, one request each, none over 256 kB, which the shop opens back to the same bytes', async () => {
    const server = fakeIntakeServer();
    const target = await linkTarget(server.intakeId);
    const seen: IntakeSendProgress[] = [];
    const done = await sendIntakeFile(
      target,
      { file: photo(), type: 'image/jpeg', customer: 'Asha', fileId: null, sendId: newSendId() },
      { fetch: server.fetch, sleep: noWait() },
      (progress) => seen.push(progress),
    );

    const [stored] = [...server.state.files.values()];
    expect(stored).toBeDefined();
    expect(done).toEqual({ fileId: stored!.id, chunks: 3, received: 3 });
    expect(seen.map((progress) => progress.received)).toEqual([0, 1, 2, 3]);

    const methods = server.state.requests.map((request) => `${request.method} ${request.path.replace(server.intakeId, ':id').replace(stored!.id, ':file')}`);
    expect(methods).toEqual([
      'POST /api/v1/intake-drops/:id/files',
      'PUT /api/v1/intake-drops/:id/files/:file/chunks/0',
      'PUT /api/v1/intake-drops/:id/files/:file/chunks/1',
      'PUT /api/v1/intake-drops/:id/files/:file/chunks/2',
    ]);
    for (const { request } of server.chunkPuts()) {
      expect(request.contentType).toBe('application/octet-stream');
      expect((request.body as Uint8Array).byteLength).toBeLessThanOrEqual(INTAKE_CHUNK_BYTES);
    }

    // The server saw no name: only the sealed description, the size, the send's random id and no sender key (the key
    // came in the link).
    const announced = server.state.requests[0]!.body as Record<string, unknown>;
    expect(Object.keys(announced).sort()).toEqual(['bytes', 'meta', 'sendId']);
    expect(announced.sendId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const sentText = JSON.stringify(server.state.requests.map((request) => (request.body instanceof Uint8Array ? null : request)));
    expect(sentText).not.toContain('Aadhaar');
    expect(sentText).not.toContain('Asha');
    expect(await openMeta(target.key, { intakeId: server.intakeId, sendId: stored!.sendId }, stored!.meta)).toEqual({
      name: 'Aadhaar front.jpg',
      type: 'image/jpeg',
      bytes: size,
      customer: 'Asha',
    });

    const ids = { intakeId: server.intakeId, sendId: stored!.sendId };
    const opened = await openStoredFile(stored!, (data, seq) => openChunk(target.key, ids, data, seq, stored!.chunks));
    expect(Buffer.from(opened).equals(patternedBytes(size))).toBe(true);
  });

  it('by a typed code: the phone’s public key goes with the file, and the shop agrees the same key from it', async () => {
    const operator = await makeAgreementPair();
    const server = fakeIntakeServer();
    const phone = await makeAgreementPair();
    const target: IntakeTarget = {
      intakeId: server.intakeId,
      key: await agreeKey(phone.privateKey, operator.publicKey, server.intakeId),
      senderKey: phone.publicKey,
    };
    await sendIntakeFile(target, { file: photo(), type: 'image/jpeg', customer: '', fileId: null, sendId: newSendId() }, { fetch: server.fetch }, () => {});

    const [stored] = [...server.state.files.values()];
    expect(stored!.senderKey).toEqual(phone.publicKey);
    const shopKey = await agreeKey(operator.privateKey, stored!.senderKey!, server.intakeId);
    expect((await openMeta(shopKey, { intakeId: server.intakeId, sendId: stored!.sendId }, stored!.meta)).name).toBe('Aadhaar front.jpg');
    const opened = await openStoredFile(stored!, (data, seq) =>
      openChunk(shopKey, { intakeId: server.intakeId, sendId: stored!.sendId }, data, seq, stored!.chunks),
    );
    expect(Buffer.from(opened).equals(patternedBytes(size))).toBe(true);
  });

  it('sends a chunk again after a request lost on the way and after 503 BUSY, waiting as long as Retry-After asks', async () => {
    const server = fakeIntakeServer();
    const faults: (Response | 'network')[] = ['network', refusal(503, 'BUSY', 'The server is busy.', { 'Retry-After': '12' })];
    server.intercept((request) => (request.method === 'PUT' && request.path.endsWith('/chunks/1') ? faults.shift() : undefined));
    const sleep = noWait();
    const target = await linkTarget(server.intakeId);
    await sendIntakeFile(
      target,
      { file: photo(), type: 'image/jpeg', customer: '', fileId: null, sendId: newSendId() },
      { fetch: server.fetch, sleep },
      () => {},
    );

    expect(server.chunkPuts().map(({ seq }) => seq)).toEqual([0, 1, 1, 1, 2]);
    // The first wait of the list, then the server's 12 s (longer than the list's second).
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([intakeRetryWaitsMs[0], 12_000]);
    const [stored] = [...server.state.files.values()];
    expect(stored!.received.size).toBe(3);
  });

  it('gives up on a chunk after a few resends with the last error; Try again goes on from the chunks the server misses', async () => {
    const server = fakeIntakeServer();
    let down = true;
    server.intercept((request) => (down && request.method === 'PUT' && request.path.endsWith('/chunks/1') ? refusal(500, 'INTERNAL', 'Broken.') : undefined));
    const target = await linkTarget(server.intakeId);
    let fileId: string | null = null;
    const job = { file: photo(), type: 'image/jpeg', customer: '', fileId, sendId: newSendId() };
    const failure = await sendIntakeFile(target, job, { fetch: server.fetch, sleep: noWait() }, (progress) => (fileId = progress.fileId)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'INTERNAL' });
    expect(server.chunkPuts().map(({ seq }) => seq)).toEqual([0, 1, 1, 1, 1, 1]);
    expect(fileId).not.toBeNull();

    down = false;
    server.state.requests.length = 0;
    await sendIntakeFile(target, { ...job, fileId }, { fetch: server.fetch, sleep: noWait() }, () => {});
    const paths = server.state.requests.map((request) => `${request.method} ${request.path.slice(request.path.indexOf('/files'))}`);
    expect(paths).toEqual([`GET /files/${fileId}`, `PUT /files/${fileId}/chunks/1`, `PUT /files/${fileId}/chunks/2`]);
    const stored = server.state.files.get(fileId!)!;
    const opened = await openStoredFile(stored, (data, seq) =>
      openChunk(target.key, { intakeId: server.intakeId, sendId: stored.sendId }, data, seq, stored.chunks),
    );
    expect(Buffer.from(opened).equals(patternedBytes(size))).toBe(true);
  });

  it('stops at 410 INTAKE_CLOSED: no resend, no next chunk', async () => {
    const server = fakeIntakeServer();
    server.intercept((request) =>
      request.method === 'PUT' && request.path.endsWith('/chunks/1')
        ? refusal(410, 'INTAKE_CLOSED', 'This link has expired or was closed at the counter.')
        : undefined,
    );
    const target = await linkTarget(server.intakeId);
    const failure = await sendIntakeFile(
      target,
      { file: photo(), type: 'image/jpeg', customer: '', fileId: null, sendId: newSendId() },
      { fetch: server.fetch, sleep: noWait() },
      () => {},
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 410, code: 'INTAKE_CLOSED', message: 'This link has expired or was closed at the counter.' });
    expect(server.chunkPuts().map(({ seq }) => seq)).toEqual([0, 1]);
  });

  it('announces a file again after busy and after an answer lost on the way, with the same send id: one file, sent whole', async () => {
    const server = fakeIntakeServer();
    const faults: (Response | 'answer-lost')[] = [refusal(503, 'BUSY', 'Busy.'), 'answer-lost'];
    server.intercept((request) => (request.method === 'POST' && request.path.endsWith('/files') ? faults.shift() : undefined));
    const target = await linkTarget(server.intakeId);
    const sendId = newSendId();
    await sendIntakeFile(target, { file: photo(), type: 'image/jpeg', customer: '', fileId: null, sendId }, { fetch: server.fetch, sleep: noWait() }, () => {});
    const announcements = server.state.requests.filter((request) => request.method === 'POST');
    expect(announcements).toHaveLength(3);
    expect(announcements.every((request) => (request.body as { sendId: string }).sendId === sendId)).toBe(true);
    expect(server.state.files.size).toBe(1);
    expect([...server.state.files.values()][0]!.received.size).toBe(3);
  });

  it('a file the server no longer has is announced afresh on Try again', async () => {
    const server = fakeIntakeServer();
    const target = await linkTarget(server.intakeId);
    const done = await sendIntakeFile(
      target,
      { file: photo(), type: 'image/jpeg', customer: '', fileId: '00000000-0000-4000-8000-000000000000', sendId: newSendId() },
      { fetch: server.fetch, sleep: noWait() },
      () => {},
    );
    expect(server.state.requests.map((request) => request.method)).toEqual(['GET', 'POST', 'PUT', 'PUT', 'PUT']);
    expect(done.received).toBe(intakeChunkCount(size));
  });
});

describe('withRetries', () => {
  it('does not resend a refusal, and stops waiting when the page is left', async () => {
    const call = vi.fn(() => Promise.reject(new ApiError(422, 'INTAKE_LIMIT', 'No more files.')));
    await expect(withRetries(call, { sleep: noWait() })).rejects.toMatchObject({ code: 'INTAKE_LIMIT' });
    expect(call).toHaveBeenCalledTimes(1);
    // A full link is a 503 too, but no wait gets past it: the customer is told at once to ask for a new QR code.
    const full = vi.fn(() =>
      Promise.reject(new ApiError(503, 'INTAKE_FULL', 'This link has taken as many megabytes as it can.', [], undefined, undefined, 1000)),
    );
    await expect(withRetries(full, { sleep: noWait() })).rejects.toMatchObject({ code: 'INTAKE_FULL' });
    expect(full).toHaveBeenCalledTimes(1);

    const left = new AbortController();
    const busy = vi.fn(() => Promise.reject(new ApiError(503, 'BUSY', 'Busy.')));
    const pending = withRetries(busy, { signal: left.signal, waitsMs: [60_000] });
    left.abort();
    await expect(pending).rejects.toBeDefined();
    expect(busy).toHaveBeenCalledTimes(1);
  });
});
