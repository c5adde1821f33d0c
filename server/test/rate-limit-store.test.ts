import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/http/rate-limits';
import { createTestApp, type TestApp } from './support/test-app';

const valid = { name: 'Ramesh Kumar', email: 'ramesh@example.in', message: 'Do you print PVC Aadhaar cards?' };
const UNREACHABLE = "rate-limit store (Redis) unreachable: limits fall back to this instance's memory";
const BACK = 'rate-limit store (Redis) is back: limits are shared again';

/** A port on 127.0.0.1 that nothing listens on: opened, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The app's log as parsed JSON lines. */
function logLines() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { stream, count: (msg: string) => lines().filter((line) => line.msg === msg).length };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A client address of its own per run, so counters left in a real Redis by an earlier run don't interfere. */
const freshClient = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('rate limits when the shared store (Redis) is unreachable', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('still refuse the request over the limit, counting in memory; warn once; /readyz degraded but 200', async () => {
    const log = logLines();
    t = await createTestApp('sqlite', { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, LOG_LEVEL: 'warn' }, { logStream: log.stream, sweeper: false });
    const client = freshClient();
    const send = () => t!.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: client });
    for (let i = 0; i < rateLimits.contact.max; i += 1) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');

    // Reconnection attempts keep failing meanwhile (ioredis retries within tens of milliseconds): still one warning.
    await sleep(400);
    await send();
    expect(log.count(UNREACHABLE)).toBe(1);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'degraded', checks: { database: 'ok', rateLimitStore: 'failing' }, reason: expect.stringContaining('Redis') });
  });

  it.runIf(process.env.TEST_REDIS_URL)('fall back when Redis goes away later, and share again (logged once each) when it is back', async () => {
    const target = new URL(process.env.TEST_REDIS_URL!);
    // A TCP relay to the real Redis, which the test can cut and restore.
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
    const listen = (port: number) => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    await listen(0);
    const port = (relay.address() as net.AddressInfo).port;
    const cut = async () => {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    };

    const log = logLines();
    try {
      t = await createTestApp('sqlite', { REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'info' }, { logStream: log.stream, sweeper: false });
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok', checks: { database: 'ok', rateLimitStore: 'ok' } });

      await cut();
      await sleep(100);
      const client = freshClient();
      const send = () => t!.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: client });
      for (let i = 0; i < rateLimits.contact.max; i += 1) expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
      expect(log.count(UNREACHABLE)).toBe(1);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json<{ status: string }>().status).toBe('degraded');

      await listen(port);
      let status = '';
      for (let waited = 0; waited < 8_000 && status !== 'ok'; waited += 100) {
        await sleep(100);
        status = (await t.app.inject({ method: 'GET', url: '/readyz' })).json<{ status: string }>().status;
      }
      expect(status).toBe('ok');
      expect(log.count(BACK)).toBe(1);
      // Counting is in Redis again: a new client starts from zero there.
      const other = freshClient();
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: other })).statusCode).toBe(201);
      expect(log.count(UNREACHABLE)).toBe(1);
    } finally {
      await t?.close();
      t = undefined;
      relay.close();
      for (const socket of sockets) socket.destroy();
    }
  });
});
