import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { IntakeFileProgress, IntakeState } from '@core/contracts/intakes';
import { intakeChunkSize } from '@core/intake/intake-terms';
import { signedInUser } from './support/browser-session';
import { INTAKE_STREAMS_PER_USER } from '../src/modules/intakes/intake-routes';
import { openEventStream as openStream, type ServerEvent } from './support/event-stream';
import { createListeningTestApp, createSiblingApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { anOperatorKey } from './support/operator-key';
import { aSendId } from './support/send-id';

/**
 * The operator's queue follows the intake as Server-Sent Events (docs/decisions/0095-files-from-the-customers-phone.md):
 * the whole state at once, again when a file arrives on this or another instance (Redis pub/sub, or the version read
 * every second without it), `closed` when it is closed, heartbeats between.
 */
describe.each(testEngines)('intake events, on %s', (engine) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  const setUp = async (env: Record<string, string> = {}, options: { intakePollMs?: number } = {}) => {
    const a = await createListeningTestApp(engine, { RATE_LIMIT_FACTOR: '100', INTAKE_EVENTS_HEARTBEAT_MS: '200', ...env }, { sweeper: false, ...options });
    apps.push(a);
    const owner = await signedInUser(a.app, { email: `events-${randomBytes(4).toString('hex')}@example.in` });
    const intake = (await owner.post('/api/v1/intakes', { operatorKey: anOperatorKey() })).json<IntakeState>();
    const cookie = [...owner.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { a, owner, intake, cookie };
  };
  const sendFile = async (app: TestApp, id: string, bytes: number) => {
    const file = (
      await app.app.inject({ method: 'POST', url: `/api/v1/intake-drops/${id}/files`, payload: { meta: 'bWV0YQ', bytes, sendId: aSendId() } })
    ).json<IntakeFileProgress>();
    for (let seq = 0; seq < file.chunks; seq++) {
      const res = await app.app.inject({
        method: 'PUT',
        url: `/api/v1/intake-drops/${id}/files/${file.id}/chunks/${seq}`,
        payload: randomBytes(intakeChunkSize(bytes, seq)),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(res.statusCode).toBe(200);
    }
    return file;
  };
  const hasComplete = (fileId: string) => (e: ServerEvent) =>
    e.event === 'intake' && (JSON.parse(e.data) as IntakeState).files.some((f) => f.id === fileId && f.complete);

  it('sends the state at once, each arrival after, heartbeats between, and `closed` when the operator closes it', async () => {
    const { a, owner, intake, cookie } = await setUp();
    const stream = await openStream(`${a.baseUrl}/api/v1/intakes/${intake.id}/events`, cookie);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    const first = await stream.next((e) => e.event === 'intake', 'the state at once');
    expect((JSON.parse(first.data) as IntakeState).files).toEqual([]);
    const file = await sendFile(a, intake.id, 300_000);
    await stream.next(hasComplete(file.id), 'the file, complete');
    await expect.poll(() => stream.comments(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect((await owner.delete(`/api/v1/intakes/${intake.id}`)).statusCode).toBe(204);
    await stream.next((e) => e.event === 'closed', 'closed');
    await expect.poll(() => stream.ended(), { timeout: 10_000 }).toBe(true);
    await stream.close();
  });

  it.runIf(engine === 'sqlite')('a chunk trickling from a phone on a slow line is taken, at a pace the app cuts other bodies off at', async () => {
    const { a, intake } = await setUp({ BODY_MAX_PAUSE_MS: '1000' });
    /** `bytes` sent 2,000 at a time every 400 ms (5 kB/s, a phone on 2G), as a stream without a length. */
    const trickle = (bytes: Buffer) =>
      new ReadableStream<Uint8Array>({
        async pull(controller) {
          const sent = (this as unknown as { sent?: number }).sent ?? 0;
          if (sent >= bytes.length) return controller.close();
          await new Promise((resolve) => setTimeout(resolve, 400));
          controller.enqueue(bytes.subarray(sent, sent + 2_000));
          (this as unknown as { sent?: number }).sent = sent + 2_000;
        },
      });
    const bytes = 20_000;
    const file = (
      await a.app.inject({ method: 'POST', url: `/api/v1/intake-drops/${intake.id}/files`, payload: { meta: 'bWV0YQ', bytes, sendId: aSendId() } })
    ).json<IntakeFileProgress>();
    const put = await fetch(`${a.baseUrl}/api/v1/intake-drops/${intake.id}/files/${file.id}/chunks/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: trickle(randomBytes(intakeChunkSize(bytes, 0))),
      duplex: 'half',
    } as RequestInit);
    expect(put.status).toBe(200);
    expect((await put.json()) as IntakeFileProgress).toMatchObject({ missing: [] });
    // The same pace on another body (the contact form, 20 kB/s asked): cut off.
    const contact = await fetch(`${a.baseUrl}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: trickle(Buffer.from(JSON.stringify({ name: 'Asha', email: 'asha@example.in', message: 'x'.repeat(18_000) }))),
      duplex: 'half',
    } as RequestInit);
    expect(contact.status).toBe(408);
  });

  it.runIf(engine === 'sqlite')('one user follows at most 6 queues at once; a 7th waits until one ends', async () => {
    const { a, intake, cookie } = await setUp();
    const streams = [];
    for (let i = 0; i < INTAKE_STREAMS_PER_USER; i++) streams.push(await openStream(`${a.baseUrl}/api/v1/intakes/${intake.id}/events`, cookie));
    expect(streams.every((stream) => stream.res.status === 200)).toBe(true);
    const seventh = await openStream(`${a.baseUrl}/api/v1/intakes/${intake.id}/events`, cookie);
    expect(seventh.res.status).toBe(429);
    await seventh.close();
    await streams.pop()!.close();
    // The slot is free once the server has seen the connection go.
    for (let tries = 0; ; tries++) {
      const again = await openStream(`${a.baseUrl}/api/v1/intakes/${intake.id}/events`, cookie);
      if (again.res.status === 200) {
        streams.push(again);
        break;
      }
      await again.close();
      expect(tries).toBeLessThan(50);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const stream of streams) await stream.close();
  });

  it('someone else, or nobody, gets no stream', async () => {
    const { a, intake } = await setUp();
    expect((await fetch(`${a.baseUrl}/api/v1/intakes/${intake.id}/events`)).status).toBe(401);
    const other = await signedInUser(a.app, { email: `other-${randomBytes(4).toString('hex')}@example.in` });
    expect((await other.get(`/api/v1/intakes/${intake.id}/events`)).statusCode).toBe(404);
  });

  /** Streams on one instance, sends through another with the same `env`: the file shows on the stream. */
  const arrivesAcross = async (env: Record<string, string>, options: { intakePollMs?: number } = {}) => {
    const { a, intake, cookie } = await setUp(env, options);
    const b = await createSiblingApp(a, { RATE_LIMIT_FACTOR: '100', ...env }, { sweeper: false });
    apps.push(b);
    const stream = await openStream(`${a.baseUrl}/api/v1/intakes/${intake.id}/events`, cookie);
    await stream.next((e) => e.event === 'intake', 'the state at once');
    const file = await sendFile(b, intake.id, 1000);
    await stream.next(hasComplete(file.id), 'the file sent to the other instance');
    await stream.close();
  };

  it.runIf(engine === 'postgres')('a file sent to another instance shows without Redis (the version read every second)', () => arrivesAcross({}));

  // No polling to fall back on within the test's wait: only Redis can bring the change over.
  it.runIf(process.env.TEST_REDIS_URL)('a file sent to another instance shows through Redis', () =>
    arrivesAcross({ REDIS_URL: process.env.TEST_REDIS_URL! }, { intakePollMs: 600_000 }),
  );
});
