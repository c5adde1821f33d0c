import type { IntakeDrop, IntakePublicKey } from '@core/contracts/intakes';
import { INTAKE_CHUNK_BYTES, INTAKE_MAX_FILE_BYTES, INTAKE_MAX_FILES, intakeChunkCount } from '@core/intake/intake-terms';
import type { FetchLike } from '../../src/lib/api-client';

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  contentType: string | null;
  /** The JSON body read, or the bytes of a chunk. */
  body: unknown;
}

export interface StoredIntakeFile {
  id: string;
  meta: string;
  bytes: number;
  senderKey: IntakePublicKey | null;
  sendId: string;
  chunks: number;
  /** The sealed chunks as they arrived, by seq. */
  received: Map<number, Uint8Array<ArrayBuffer>>;
}

/**
 * What a test puts before the server's own answer: a Response to give instead, 'network' for a request that never
 * arrives, 'answer-lost' for one the server handles whose answer never comes back, or nothing.
 */
export type Interceptor = (request: SeenRequest) => Response | 'network' | 'answer-lost' | undefined;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}) => json(status, { code, message }, headers);

/** An intake's id as the server makes them (43 base64url characters). */
export const intakeIdForTest = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/**
 * The phone's side of the intake API (decision 0095) kept in memory, as a fetch: it stores what is announced and each
 * chunk's bytes, answers with the chunks still missing, and keeps every request for the test to look at.
 */
export function fakeIntakeServer(options: { intakeId?: string; files?: number; maxFiles?: number; code?: string; operatorKey?: IntakePublicKey } = {}) {
  const intakeId = options.intakeId ?? intakeIdForTest;
  const maxFiles = options.maxFiles ?? INTAKE_MAX_FILES;
  const state = {
    files: new Map<string, StoredIntakeFile>(),
    requests: [] as SeenRequest[],
    hellos: 0,
    filesBefore: options.files ?? 0,
    interceptors: [] as Interceptor[],
  };
  const drop = (): IntakeDrop => ({
    expiresAt: '2030-01-01T00:00:00.000Z',
    files: state.filesBefore + state.files.size,
    maxFiles,
    maxFileBytes: INTAKE_MAX_FILE_BYTES,
    chunkBytes: INTAKE_CHUNK_BYTES,
  });
  const progress = (file: StoredIntakeFile) => ({
    id: file.id,
    chunks: file.chunks,
    missing: Array.from({ length: file.chunks }, (_, seq) => seq).filter((seq) => !file.received.has(seq)),
  });

  const base = `/api/v1/intake-drops/${intakeId}`;
  const answer = (request: SeenRequest): Response => {
    const { method, path } = request;
    if (method === 'POST' && path === '/api/v1/intake-codes') {
      const { code } = request.body as { code: string };
      if (options.code === undefined || code !== options.code || !options.operatorKey) return refusal(404, 'NOT_FOUND', 'Not found.');
      return json(200, { id: intakeId, operatorKey: options.operatorKey });
    }
    if (!path.startsWith(base)) return refusal(404, 'NOT_FOUND', 'Not found.');
    const rest = path.slice(base.length);
    if (method === 'GET' && rest === '') return json(200, drop());
    if (method === 'POST' && rest === '/hello') {
      state.hellos++;
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && rest === '/files') {
      const body = request.body as { meta: string; bytes: number; senderKey?: IntakePublicKey; sendId?: string };
      if (body.sendId === undefined) return refusal(400, 'VALIDATION', 'Not a send id.');
      // The same send announced again (its answer lost): the same file, as the server does.
      const before = [...state.files.values()].find((file) => file.sendId === body.sendId);
      if (before) return json(201, progress(before));
      if (state.filesBefore + state.files.size >= maxFiles) return refusal(422, 'INTAKE_LIMIT', 'No more files.');
      const file: StoredIntakeFile = {
        id: crypto.randomUUID(),
        meta: body.meta,
        bytes: body.bytes,
        senderKey: body.senderKey ?? null,
        sendId: body.sendId,
        chunks: intakeChunkCount(body.bytes),
        received: new Map(),
      };
      state.files.set(file.id, file);
      return json(201, progress(file));
    }
    const chunk = /^\/files\/([^/]+)\/chunks\/(\d+)$/.exec(rest);
    if (method === 'PUT' && chunk) {
      const file = state.files.get(chunk[1]!);
      const seq = Number(chunk[2]);
      if (!file || seq >= file.chunks) return refusal(404, 'NOT_FOUND', 'Not found.');
      const bytes = request.body as Uint8Array<ArrayBuffer>;
      if (bytes.byteLength > INTAKE_CHUNK_BYTES) return refusal(413, 'FILE_TOO_LARGE', 'The chunk is too large.');
      file.received.set(seq, bytes);
      return json(200, progress(file));
    }
    const one = /^\/files\/([^/]+)$/.exec(rest);
    if (method === 'GET' && one) {
      const file = state.files.get(one[1]!);
      return file ? json(200, progress(file)) : refusal(404, 'NOT_FOUND', 'Not found.');
    }
    return refusal(404, 'NOT_FOUND', 'Not found.');
  };

  const fetch: FetchLike = async (path, init) => {
    const headers = new Headers(init.headers);
    const contentType = headers.get('Content-Type');
    let body: unknown;
    if (init.body instanceof Uint8Array) body = new Uint8Array(init.body);
    else if (typeof init.body === 'string') body = JSON.parse(init.body) as unknown;
    const request: SeenRequest = { method: init.method ?? 'GET', path, contentType, body };
    state.requests.push(request);
    for (const interceptor of state.interceptors) {
      const instead = interceptor(request);
      if (instead === 'network') throw new TypeError('Failed to fetch');
      if (instead === 'answer-lost') {
        answer(request);
        throw new TypeError('Failed to fetch');
      }
      if (instead) return instead;
    }
    return answer(request);
  };

  /** Adds a check before the server's own answers (a fault, a closed intake). */
  const intercept = (interceptor: Interceptor) => state.interceptors.push(interceptor);
  /** The chunk uploads seen, in order: file id and seq. */
  const chunkPuts = () =>
    state.requests.flatMap((request) => {
      const match = request.method === 'PUT' ? /\/files\/([^/]+)\/chunks\/(\d+)$/.exec(request.path) : null;
      return match ? [{ fileId: match[1]!, seq: Number(match[2]), request }] : [];
    });

  return { intakeId, fetch, state, intercept, chunkPuts };
}

/** The first bytes that make a file a JPEG or a PDF to the phone's checks (which read bytes, not names). */
const heads = { jpeg: [0xff, 0xd8, 0xff, 0xe0], pdf: [0x25, 0x50, 0x44, 0x46, 0x2d] } as const;

/**
 * `length` bytes of a made-up file whose every byte says its place, so a chunk out of place shows; `head` makes it
 * start as a JPEG or a PDF does.
 */
export function patternedBytes(length: number, head?: keyof typeof heads): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  if (head) bytes.set(heads[head].slice(0, length));
  return bytes;
}

/** The stored file's chunks opened and joined again. */
export async function openStoredFile(
  file: StoredIntakeFile,
  open: (data: Uint8Array<ArrayBuffer>, seq: number) => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  for (let seq = 0; seq < file.chunks; seq++) parts.push(await open(file.received.get(seq)!, seq));
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
