// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntakeFile, IntakeState } from '@core/contracts/intakes';
import { formatIntakeCode, intakeChunkCount } from '@core/intake/intake-terms';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { exportPrivateKey, intakeCodeOfKey, makeAgreementPair, makeLinkKey, sealChunk, sealMeta } from '../src/lib/intake/intake-crypto';
import { keepIntake, readKeptIntake } from '../src/lib/intake/kept-intake';
import { IntakeCodeNotOwn, useIntake, type IntakeEventSource } from '../src/lib/intake/use-intake';

/** A PNG's first 300 kB: two chunks, its header whole (nothing here decodes it: the thumbnail is a stand-in). */
const png = new Uint8Array(readFileSync(fixturePath('portrait-astronaut.png'))).slice(0, 300_000);
let intakes = 0;
const newId = () => `${'I'.repeat(40)}${String(++intakes).padStart(3, '0')}`;

/** The events stream as a stand-in: the test sends what the server would. */
class FakeEvents implements IntakeEventSource {
  static opened: FakeEvents[] = [];
  readyState = 1;
  private readonly listeners = new Map<string, Array<(event: Event) => void>>();
  constructor(readonly url: string) {
    FakeEvents.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

/** Each intake's code as the server answers it: the one its operator key commits to (decision 0106). */
const codes = new Map<string, string>();
const stateOf = (id: string, files: IntakeFile[] = []): IntakeState => ({
  id,
  code: codes.get(id) ?? '7K3M-Q9XD',
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  phoneSeen: false,
  files,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** POST /api/v1/intakes as the server answers it: intake `id`, its code the posted key's. */
const opensAs =
  (id: string) =>
  async (init: RequestInit): Promise<Response> => {
    const { operatorKey } = JSON.parse(String(init.body)) as { operatorKey: { x: string; y: string } };
    codes.set(id, formatIntakeCode(await intakeCodeOfKey(operatorKey)));
    return json(stateOf(id), 201);
  };

type Route = (init: RequestInit) => Response | Promise<Response>;
let routes: Map<string, Route>;
const requests: Array<{ method: string; url: string; init: RequestInit }> = [];
const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
  const method = init.method ?? 'GET';
  requests.push({ method, url, init });
  const route = routes.get(`${method} ${url}`);
  return Promise.resolve(route ? route(init) : json({ code: 'NOT_FOUND', message: 'Not found.' }, 404));
});

/** A file as a phone sends it under `key`, with its chunks as the server stores them, and the routes that give them. */
async function sentFile(key: CryptoKey, intakeId: string, bytes: Uint8Array<ArrayBuffer>, fileId: string, name: string) {
  const chunks = intakeChunkCount(bytes.length);
  const blob = new Blob([bytes]);
  const sendId = `send${fileId.replace(/-/g, '')}`.slice(0, 22);
  const stored = await Promise.all(Array.from({ length: chunks }, (_, seq) => sealChunk(key, { intakeId, sendId }, blob, seq)));
  stored.forEach((chunk, seq) =>
    routes.set(
      `GET /api/v1/intakes/${intakeId}/files/${fileId}/chunks/${seq}`,
      () => new Response(chunk.slice(), { headers: { 'content-type': 'application/octet-stream' } }),
    ),
  );
  const entry: IntakeFile = {
    id: fileId,
    seq: 1,
    sendId,
    meta: await sealMeta(key, { intakeId, sendId }, { name, type: 'image/png', bytes: bytes.length, customer: 'Asha' }),
    senderKey: null,
    chunks,
    received: 1,
    complete: false,
    createdAt: new Date().toISOString(),
  };
  return entry;
}

/** The tab's intake as a reload finds it: its keys in sessionStorage. */
async function keptIntake() {
  const id = newId();
  const link = await makeLinkKey();
  const pair = await makeAgreementPair();
  keepIntake({ id, fragment: link.fragment, privateKey: await exportPrivateKey(pair.privateKey) });
  codes.set(id, formatIntakeCode(await intakeCodeOfKey(pair.publicKey)));
  return { id, link };
}

const makeThumbnail = vi.fn(() => Promise.resolve('blob:thumbnail'));
const options = { openEvents: (url: string) => new FakeEvents(url), makeThumbnail };

describe('the operator’s intake (docs/decisions/0095-files-from-the-customers-phone.md)', () => {
  beforeEach(() => {
    routes = new Map();
    requests.length = 0;
    FakeEvents.opened = [];
    window.sessionStorage.clear();
    window.localStorage.clear();
    document.cookie = 'csrf=token-1';
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a new intake sending only the public key; the keys stay in this tab’s sessionStorage and in the link’s fragment', async () => {
    const id = newId();
    routes.set('POST /api/v1/intakes', opensAs(id));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.status).toBe('open'));

    const post = requests.find((request) => request.method === 'POST')!;
    const body = JSON.parse(String(post.init.body)) as { operatorKey: Record<string, string> };
    expect(Object.keys(body)).toEqual(['operatorKey']);
    expect(Object.keys(body.operatorKey).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(new Headers(post.init.headers).get('X-CSRF-Token')).toBe('token-1');

    const kept = readKeptIntake();
    expect(kept?.id).toBe(id);
    expect(kept?.privateKey.d).toEqual(expect.any(String));
    expect(window.localStorage.length).toBe(0);
    expect(result.current.link).toBe(`${window.location.origin}/send/${id}#k=${kept!.fragment}`);
    // Neither key is in any request.
    for (const request of requests) {
      expect(`${request.url} ${String(request.init.body)}`).not.toContain(kept!.fragment);
      expect(`${request.url} ${String(request.init.body)}`).not.toContain(String(kept!.privateKey.d));
    }
    expect(FakeEvents.opened.map((events) => events.url)).toEqual([`/api/v1/intakes/${id}/events`]);
  });

  it('after a reload, reads the tab’s intake back; a file is fetched and opened once all of it is there', async () => {
    const { id, link } = await keptIntake();
    const photo = await sentFile(link.key, id, png, '11111111-1111-4111-8111-111111111111', 'IMG_2041.png');
    const notAPhoto = await sentFile(link.key, id, new TextEncoder().encode('just some text, not a photo'), '22222222-2222-4222-8222-222222222222', 'x.jpg');
    routes.set(`GET /api/v1/intakes/${id}`, () => json(stateOf(id, [photo])));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.files[0]?.description?.name).toBe('IMG_2041.png'));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(result.current.queue.files[0]!.phase).toBe('arriving');
    expect(requests.some((request) => request.url.includes('/chunks/'))).toBe(false);

    const events = FakeEvents.opened.at(-1)!;
    act(() =>
      events.emit(
        'intake',
        JSON.stringify(
          stateOf(id, [
            { ...photo, received: photo.chunks, complete: true },
            { ...notAPhoto, seq: 2, complete: true },
          ]),
        ),
      ),
    );
    await waitFor(() => expect(result.current.queue.files.map((file) => file.phase)).toEqual(['ready', 'refused']));
    const [ready, refused] = result.current.queue.files;
    expect(Buffer.from(await ready!.ready!.file.arrayBuffer()).equals(png)).toBe(true);
    expect(ready!.ready).toMatchObject({ kind: 'image', thumbnail: 'blob:thumbnail' });
    expect(ready!.ready!.file.type).toBe('image/png');
    expect(refused!.refusal).toBe('type');
  });

  it('a closed event: the intake is closed, the tab forgets its keys, and the files opened stay listed', async () => {
    const { id, link } = await keptIntake();
    const photo = await sentFile(link.key, id, png, '33333333-3333-4333-8333-333333333333', 'IMG_1.png');
    routes.set(`GET /api/v1/intakes/${id}`, () => json(stateOf(id, [{ ...photo, received: photo.chunks, complete: true }])));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.files[0]?.phase).toBe('ready'));
    act(() => FakeEvents.opened.at(-1)!.emit('closed'));
    expect(result.current.queue.status).toBe('closed');
    expect(result.current.queue.files).toHaveLength(1);
    expect(readKeptIntake()).toBeNull();
    expect(FakeEvents.opened.at(-1)!.readyState).toBe(2);
  });

  it('an events stream that gave up: the intake is asked for once, and found gone, it is closed', async () => {
    const { id } = await keptIntake();
    routes.set(`GET /api/v1/intakes/${id}`, () => json(stateOf(id)));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.status).toBe('open'));
    const events = FakeEvents.opened.at(-1)!;
    // A dropped connection that EventSource tries again by itself asks nothing.
    act(() => events.emit('error'));
    expect(requests).toHaveLength(1);
    routes.set(`GET /api/v1/intakes/${id}`, () => json({ code: 'NOT_FOUND', message: 'This intake is closed or has expired.' }, 404));
    events.readyState = 2;
    act(() => events.emit('error'));
    await waitFor(() => expect(result.current.queue.status).toBe('closed'));
    expect(readKeptIntake()).toBeNull();
  });

  it('a kept intake that is gone on the server is forgotten, and a new one opened', async () => {
    const { id } = await keptIntake();
    const fresh = newId();
    routes.set(`GET /api/v1/intakes/${id}`, () => json({ code: 'NOT_FOUND', message: 'This intake is closed or has expired.' }, 404));
    routes.set('POST /api/v1/intakes', opensAs(fresh));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.intake?.id).toBe(fresh));
    expect(readKeptIntake()?.id).toBe(fresh);
    expect(window.sessionStorage.getItem(`intake:${id}`)).toBeNull();
  });

  it('Close deletes the intake on the server and forgets it here', async () => {
    const { id } = await keptIntake();
    routes.set(`GET /api/v1/intakes/${id}`, () => json(stateOf(id)));
    routes.set(`DELETE /api/v1/intakes/${id}`, () => new Response(null, { status: 204 }));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.status).toBe('open'));
    await act(() => result.current.close());
    expect(requests.some((request) => request.method === 'DELETE' && request.url === `/api/v1/intakes/${id}`)).toBe(true);
    expect(result.current.queue.status).toBe('ended');
    expect(readKeptIntake()).toBeNull();
  });

  it('Remove deletes a file on the server and takes it off the queue; one already gone goes too; a server error keeps it', async () => {
    const { id, link } = await keptIntake();
    const files = await Promise.all(
      ['f1', 'f2', 'f3'].map((name, index) =>
        sentFile(link.key, id, new Uint8Array([index]), `00000000-0000-4000-8000-00000000000${index + 1}`, `${name}.jpg`),
      ),
    );
    routes.set(`GET /api/v1/intakes/${id}`, () => json(stateOf(id, files)));
    routes.set(`DELETE /api/v1/intakes/${id}/files/${files[0]!.id}`, () => new Response(null, { status: 204 }));
    routes.set(`DELETE /api/v1/intakes/${id}/files/${files[2]!.id}`, () => json({ code: 'NETWORK_DOWN', message: 'Try again.' }, 503));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.files).toHaveLength(3));
    await act(() => result.current.remove(files[0]!.id));
    expect(requests.some((request) => request.method === 'DELETE' && request.url === `/api/v1/intakes/${id}/files/${files[0]!.id}`)).toBe(true);
    // Not found on the server (removed in another tab, or swept): off the list here as well.
    await act(() => result.current.remove(files[1]!.id));
    expect(result.current.queue.files.map((file) => file.entry.id)).toEqual([files[2]!.id]);
    await expect(act(() => result.current.remove(files[2]!.id))).rejects.toMatchObject({ status: 503 });
    expect(result.current.queue.files.map((file) => file.entry.id)).toEqual([files[2]!.id]);
  });

  it('a new link closes the intake before it (its files deleted) and opens another', async () => {
    const { id } = await keptIntake();
    const fresh = newId();
    routes.set(`GET /api/v1/intakes/${id}`, () => json(stateOf(id)));
    routes.set(`DELETE /api/v1/intakes/${id}`, () => new Response(null, { status: 204 }));
    routes.set('POST /api/v1/intakes', opensAs(fresh));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.intake?.id).toBe(id));
    act(() => result.current.startNew());
    await waitFor(() => expect(result.current.queue.intake?.id).toBe(fresh));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET /api/v1/intakes/${id}`,
      `DELETE /api/v1/intakes/${id}`,
      'POST /api/v1/intakes',
    ]);
    expect(readKeptIntake()?.id).toBe(fresh);
    expect(result.current.link).toContain(`/send/${fresh}#k=`);
  });

  it('an intake that cannot be opened says why, and opens when tried again', async () => {
    const id = newId();
    routes.set('POST /api/v1/intakes', () => json({ code: 'BUSY', message: 'The server is busy. Please try again in a few seconds.' }, 503));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.status).toBe('failed'));
    expect((result.current.queue.error as Error).message).toBe('The server is busy. Please try again in a few seconds.');
    routes.set('POST /api/v1/intakes', opensAs(id));
    act(() => result.current.start());
    await waitFor(() => expect(result.current.queue.intake?.id).toBe(id));
  });

  it('the code shown is the one this tab’s key commits to (decision 0106); an intake the server gives another code is not used', async () => {
    const id = newId();
    routes.set('POST /api/v1/intakes', opensAs(id));
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.status).toBe('open'));
    const kept = readKeptIntake()!;
    expect(result.current.code).toBe(formatIntakeCode(await intakeCodeOfKey({ x: kept.privateKey.x!, y: kept.privateKey.y! })));
    expect(result.current.code).toBe(stateOf(id).code);
    cleanup();

    // A server that answers a code of its own (one whose key it holds) gets no link and no code shown.
    window.sessionStorage.clear();
    const lying = newId();
    const own = await makeAgreementPair();
    routes.set('POST /api/v1/intakes', () => {
      codes.set(lying, 'ZZZZ-ZZZZ');
      return json(stateOf(lying), 201);
    });
    const second = renderHook(() => useIntake(options)).result;
    await waitFor(() => expect(second.current.queue.status).toBe('failed'));
    expect(second.current.queue.error).toBeInstanceOf(IntakeCodeNotOwn);
    expect([second.current.link, second.current.code]).toEqual([null, null]);
    expect(readKeptIntake()).toBeNull();
    // The intake it opened is closed, not left open under the operator's name.
    expect(requests.some((request) => request.method === 'DELETE' && request.url === `/api/v1/intakes/${lying}`)).toBe(true);
    cleanup();

    // After a reload, a kept intake whose code is not its key's (one opened before decision 0106) is closed and
    // forgotten, and a new one opened in its place: Retry is never stuck on it.
    const { id: keptId } = await keptIntake();
    codes.set(keptId, formatIntakeCode(await intakeCodeOfKey(own.publicKey)));
    routes.set(`GET /api/v1/intakes/${keptId}`, () => json(stateOf(keptId)));
    const fresh = newId();
    routes.set('POST /api/v1/intakes', opensAs(fresh));
    const third = renderHook(() => useIntake(options)).result;
    await waitFor(() => expect(third.current.queue.intake?.id).toBe(fresh));
    expect(third.current.code).toBe(stateOf(fresh).code);
    expect(requests.some((request) => request.method === 'DELETE' && request.url === `/api/v1/intakes/${keptId}`)).toBe(true);
    expect(readKeptIntake()?.id).toBe(fresh);
  });

  it('a code taken already (INTAKE_CODE_TAKEN) makes a new key, and the intake opens under it', async () => {
    const id = newId();
    let posts = 0;
    routes.set('POST /api/v1/intakes', (init) =>
      ++posts === 1 ? json({ code: 'INTAKE_CODE_TAKEN', message: 'This code is taken. Try again.' }, 409) : opensAs(id)(init),
    );
    const { result } = renderHook(() => useIntake(options));
    await waitFor(() => expect(result.current.queue.status).toBe('open'));
    const keys = requests.filter((request) => request.method === 'POST').map((request) => String(request.init.body));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(result.current.code).toBe(stateOf(id).code);
  });

  it('what is kept and cannot be read is no intake', () => {
    window.sessionStorage.setItem('intake:current', 'x');
    window.sessionStorage.setItem('intake:x', '{not json');
    expect(readKeptIntake()).toBeNull();
    window.sessionStorage.setItem('intake:x', JSON.stringify({ fragment: 'abc' }));
    expect(readKeptIntake()).toBeNull();
  });
});
