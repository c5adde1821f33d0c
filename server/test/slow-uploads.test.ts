import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printReceipt } from '@core/contracts/print-receipt';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { BrowserSession, signIn } from './support/browser-session';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const phonePhoto = readFileSync(fixturePath('phone-portrait-3024x4032.jpg'));
const smallPhoto = readFileSync(fixturePath('card-front-photo.jpg'));

const TOO_SLOW = { code: 'REQUEST_TIMEOUT', message: 'The upload was too slow and was stopped. Please check your connection and try again.' };
const BUSY = { code: 'BUSY', message: 'The server is busy. Please try again in a few seconds.' };

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Milliseconds from sending the request to the end of its answer. */
  tookMs: number;
}

/**
 * One request over its own TCP connection, as a slow phone would send it: the headers (declaring the
 * whole body's length) and `first` bytes of the body at once, then `chunk` bytes every `everyMs` until
 * the body is sent, `stopAfter` bytes are sent, or an answer comes. inject() can't send a body slowly.
 */
function send(
  port: number,
  request: { method: 'POST'; path: string; headers: Record<string, string>; body: Buffer },
  pace: { first: number; chunk?: number; everyMs?: number; stopAfter?: number } = { first: Infinity },
) {
  const startedAt = Date.now();
  const socket = connect({ host: '127.0.0.1', port });
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    'host: 127.0.0.1',
    `content-length: ${request.body.length}`,
    ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const stopAfter = Math.min(pace.stopAfter ?? request.body.length, request.body.length);
  const write = (bytes: number) => {
    const end = Math.min(sent + bytes, stopAfter);
    if (end > sent && socket.writable) socket.write(request.body.subarray(sent, end));
    sent = end;
  };
  const stop = () => clearInterval(timer);

  let received = Buffer.alloc(0);
  const answer = new Promise<Answer>((resolve, reject) => {
    const tryParse = () => {
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length']);
      const body = received.subarray(headEnd + 4);
      stop();
      if (body.length >= length) resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length), tookMs: Date.now() - startedAt });
    };
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      tryParse();
    });
    socket.on('close', () => {
      stop();
      reject(new Error(`connection closed before an answer (${received.length} bytes received)`));
    });
  });
  // Writing on after the server has closed its side fails; the answer says what happened.
  socket.on('error', stop);
  answer.catch(() => {});
  const serverClosed = new Promise<void>((resolve) => socket.once('end', () => resolve()));

  socket.write(head);
  write(pace.first);
  if (sent < stopAfter && pace.chunk && pace.everyMs) {
    timer = setInterval(() => {
      write(pace.chunk!);
      if (sent >= stopAfter) stop();
    }, pace.everyMs);
  }
  return { answer, serverClosed, close: () => (stop(), socket.destroy()) };
}

/**
 * Writes `raw` (a request as bytes, well-formed or not) on a connection of its own and reads until the
 * server closes it: everything received, and its head and body.
 */
async function rawHttpExchange(port: number, raw: string): Promise<{ received: string; head: string; body: string }> {
  const socket = connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
  socket.on('error', () => {});
  socket.write(raw);
  await new Promise((resolve) => socket.once('close', resolve));
  const [head = '', body = ''] = received.split('\r\n\r\n');
  return { received, head, body };
}

/** Resolves once `count` of the promises have settled. */
function settled(promises: Promise<unknown>[], count: number): Promise<void> {
  let done = 0;
  return new Promise((resolve) => {
    for (const promise of promises) {
      const one = () => {
        done += 1;
        if (done === count) resolve();
      };
      promise.then(one, one);
    }
  });
}

describe.each(testEngines)('slow uploads on %s', (engine) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // A body must average 20 kB/s and never pause 2 s (10 s in production).
    // Headers must arrive within 1 s (20 s in production).
    t = await createTestApp(engine, {
      RATE_LIMIT_FACTOR: '100',
      BODY_MIN_BYTES_PER_SECOND: '20000',
      BODY_MAX_PAUSE_MS: '2000',
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '30000',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  async function signedIn() {
    const browser = new BrowserSession(t.app);
    await signIn(browser, { email: `slow-${randomUUID().slice(0, 8)}@example.in` });
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { cookie, 'x-csrf-token': browser.cookies.get('csrf')! };
  }

  /** A print's answer read as its owner does: the receipt (its contract), then GET its printUrl with their cookie. */
  async function pdfFrom(answer: Answer, user: { cookie: string }) {
    const receipt = printReceipt.parse(JSON.parse(answer.body.toString()));
    const res = await fetch(`http://127.0.0.1:${port}${receipt.printUrl!}`, { headers: { cookie: user.cookie } });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, type: res.headers.get('content-type'), pdf: bytes.subarray(0, 5).toString() };
  }

  it("one user's 12 trickling uploads can't lock out another user's print: two are read and cut off with 408, the rest refused at once", async ({
    annotate,
  }) => {
    const form = await multipart(
      { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' },
      { front: { bytes: phonePhoto, filename: 'photo.jpg', type: 'image/jpeg' } },
    );
    const print = (headers: Record<string, string>) => ({
      method: 'POST' as const,
      path: '/api/v1/prints',
      headers: { ...headers, 'content-type': form.contentType },
      body: form.payload,
    });
    const slowUser = await signedIn();
    const otherUser = await signedIn();

    // 12 uploads from one user, each 16 KiB at once then 1 KiB every 100 ms (about 10 kB/s): more than
    // the image queue's places (2 decodes + 8 waiting).
    const TRICKLES = 12;
    const trickles = Array.from({ length: TRICKLES }, () => send(port, print(slowUser), { first: 16 * 1024, chunk: 1024, everyMs: 100 }));
    try {
      // Once the first answers are in (refusals), the rest are held on the server, trickling.
      await settled(
        trickles.map((trickle) => trickle.answer),
        2,
      );
      const other = await send(port, print(otherUser)).answer;
      expect(other.status).toBe(201);
      expect(await pdfFrom(other, otherUser)).toEqual({ status: 200, type: 'application/pdf', pdf: '%PDF-' });

      const answers = await Promise.all(trickles.map((trickle) => trickle.answer));
      const statuses = answers.map((answer) => answer.status).sort();
      // Two (the user's two places) were read and cut off by the body deadline; the rest refused unread at once.
      expect(statuses).toEqual([408, 408, ...Array<number>(TRICKLES - 2).fill(503)]);
      for (const [i, answer] of answers.entries()) {
        expect(JSON.parse(answer.body.toString())).toEqual(answer.status === 408 ? TOO_SLOW : BUSY);
        // A half-read body can't be told from a next request: the server closes a cut-off connection.
        if (answer.status === 408) await trickles[i]!.serverClosed;
      }
      // Figures for the record (`--reporter=verbose` prints them), not assertions.
      const cutOffMs = answers.filter((answer) => answer.status === 408).map((answer) => answer.tookMs);
      await annotate(
        `${TRICKLES} trickling uploads got ${statuses.join(' ')}; the 408s after ${cutOffMs.join(' and ')} ms; the other user's print answered ${other.status} in ${other.tookMs} ms`,
        'figures',
      );
    } finally {
      for (const trickle of trickles) trickle.close();
    }
  });

  it('reads an upload that keeps above the minimum rate in full, however long it takes', async () => {
    const form = await multipart(
      { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' },
      { front: { bytes: smallPhoto, filename: 'photo.jpg', type: 'image/jpeg' } },
    );
    const user = await signedIn();
    // 4 KiB every 100 ms (about 41 kB/s) for longer than the 2 s a body may pause.
    const upload = send(
      port,
      { method: 'POST', path: '/api/v1/prints', headers: { ...user, 'content-type': form.contentType }, body: form.payload },
      { first: 4096, chunk: 4096, everyMs: 100 },
    );
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    expect(await pdfFrom(answer, user)).toEqual({ status: 200, type: 'application/pdf', pdf: '%PDF-' });
    expect(answer.tookMs).toBeGreaterThan(2000);
    upload.close();
  });

  it('after refusing a form at a bad part, drains the rest; a rest that stops coming has its connection closed by the body deadline', async () => {
    const user = await signedIn();
    const boundary = 'refused-part';
    // An unknown file field first (refused as soon as it is read), then a 2 MB photo part still to come.
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bogus"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="front"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      Buffer.alloc(2_000_000, 97),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { ...user, 'content-type': `multipart/form-data; boundary=${boundary}` };
    // The client sends the first 64 kB and then nothing more, as a phone that lost its signal.
    const stalled = send(port, { method: 'POST', path: '/api/v1/prints', headers, body }, { first: 64 * 1024 });
    expect((await stalled.answer).status).toBe(400);
    // The rest never comes: past the 2 s pause the server closes the connection (it would otherwise
    // wait for the rest until the request timeout, reading the next request as its body).
    await stalled.serverClosed;
    stalled.close();
  });

  it('cuts off an unauthenticated contact body that trickles or stalls with 408, storing nothing', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Ramesh Kumar', email: 'ramesh@example.in', message: 'Do you print PVC Aadhaar cards? '.repeat(4) }));
    const contact = { method: 'POST' as const, path: '/api/v1/contact', headers: { 'content-type': 'application/json' }, body };
    // One byte every 200 ms: it never pauses 2 s, but averages 5 bytes a second.
    const trickling = send(port, contact, { first: 10, chunk: 1, everyMs: 200 });
    // Half the body, then nothing.
    const stalled = send(port, contact, { first: Math.floor(body.length / 2) });
    try {
      for (const slow of [trickling, stalled]) {
        const answer = await slow.answer;
        expect(answer.status).toBe(408);
        expect(JSON.parse(answer.body.toString())).toEqual(TOO_SLOW);
        await slow.serverClosed;
      }
      expect(await t.app.database.db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
      // The same body sent at once is stored.
      expect((await send(port, contact).answer).status).toBe(201);
    } finally {
      trickling.close();
      stalled.close();
    }
  });

  it('takes its timeouts from the settings: headers that never finish are answered 408 and the connection closed', async () => {
    const server = t.app.server;
    expect({ headers: server.headersTimeout, request: server.requestTimeout, idle: server.timeout, keepAlive: server.keepAliveTimeout }).toEqual({
      headers: 1000,
      request: 30_000,
      idle: t.config.http.connectionTimeoutMs,
      keepAlive: t.config.http.keepAliveTimeoutMs,
    });
    const { received, head, body } = await rawHttpExchange(port, 'POST /api/v1/contact HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    // Answered as every error is: {code, message}, our headers, nothing of the request echoed.
    expect(head).toMatch(/x-content-type-options: nosniff/i);
    expect(head).toMatch(/content-security-policy: default-src 'none'/i);
    expect(JSON.parse(body)).toEqual({ code: 'REQUEST_TIMEOUT', message: expect.any(String) });
  });

  it('answers malformed HTTP with {code, message} and our headers, echoing nothing', async () => {
    const { received, head, body } = await rawHttpExchange(
      port,
      'GET /<script>alert(1)</script> HTTP/1.1\r\nhost: 127.0.0.1\r\nbad header line without colon\r\n\r\n',
    );
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(body)).toEqual({ code: 'VALIDATION', message: 'The request is not valid HTTP.' });
    expect(received).not.toContain('script');
  });
});
