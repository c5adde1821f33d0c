import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { intakeFileId, intakeId, intakeState, openIntakeRequest } from '@core/contracts/intakes';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import { requireUser } from '../auth/authenticate';
import { presentIntake } from './intake-presenter';
import type { IntakeSignals } from './intake-signals';
import { defaultIntakeStreamTimings, streamIntakeEvents, type IntakeStreams } from './stream-intake-events';
import { closeIntake, openIntake } from './open-intake';
import { readIntakeChunk, readOwnIntake } from './read-intake';
import { removeIntakeFile } from './remove-intake-file';

/** Event streams one user may hold open on an instance (a queue per counter; a loop opening more is refused). */
export const INTAKE_STREAMS_PER_USER = 6;

const intakeParams = z.object({ intakeId: intakeId });
const fileParams = z.object({ intakeId: intakeId, fileId: intakeFileId });
const chunkParams = z.object({ intakeId: intakeId, fileId: intakeFileId, seq: z.string().check(z.regex(/^\d{1,4}$/, 'Not a chunk number.')) });

/**
 * The operator's side of an intake (docs/decisions/0095-files-from-the-customers-phone.md): open one, read it, follow
 * it as Server-Sent Events, fetch its files' encrypted chunks, remove a file (0105), close it. Only the session user's own intakes: someone
 * else's answers 404, as one that is not there. Nothing here is logged but ids and counts.
 */
export function intakeRoutes(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseHandle; signals: IntakeSignals; streams: IntakeStreams; pollMs: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, signals } = deps;
  const openLimit = rateLimitFor(deps.config, 'intakeOpen');
  const streamsOf = new Map<string, number>();

  api.post(
    '/api/v1/intakes',
    {
      schema: { body: openIntakeRequest, response: { 201: intakeState } },
      config: 'rateLimit' in openLimit ? { rateLimit: { ...openLimit.rateLimit, keyGenerator: (request) => request.auth?.user.uid ?? request.ip } } : {},
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { intake, closed } = await openIntake(database, user.uid, request.body.operatorKey);
      for (const id of closed) signals.changed(id);
      request.log.info({ uid: user.uid, closedOldest: closed.length }, 'intake opened');
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(presentIntake({ intake, files: [] }));
    },
  );

  api.get('/api/v1/intakes/:intakeId', { schema: { params: intakeParams, response: { 200: intakeState } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return presentIntake(await readOwnIntake(database.db, request.params.intakeId, user.uid));
  });

  api.delete('/api/v1/intakes/:intakeId', { schema: { params: intakeParams } }, async (request, reply) => {
    const user = requireUser(request);
    if (await closeIntake(database, request.params.intakeId, user.uid)) {
      request.log.info({ uid: user.uid }, 'intake closed');
      signals.changed(request.params.intakeId);
    }
    return reply.status(204).send();
  });

  api.get('/api/v1/intakes/:intakeId/events', { schema: { params: intakeParams } }, async (request, reply) => {
    const user = requireUser(request);
    // Not found, and too many streams, are answered as JSON before the stream starts.
    const first = await readOwnIntake(database.db, request.params.intakeId, user.uid);
    const open = streamsOf.get(user.uid) ?? 0;
    if (open >= INTAKE_STREAMS_PER_USER) throw new AppError('RATE_LIMITED', 'Too many screens are following files from phones. Close one and try again.');
    streamsOf.set(user.uid, open + 1);
    const ended = () => {
      const left = (streamsOf.get(user.uid) ?? 1) - 1;
      if (left > 0) streamsOf.set(user.uid, left);
      else streamsOf.delete(user.uid);
    };
    return streamIntakeEvents(request, reply, {
      onEnd: ended,
      database,
      signals,
      streams: deps.streams,
      uid: user.uid,
      first,
      timings: { ...defaultIntakeStreamTimings, heartbeatMs: deps.config.intake.heartbeatMs, pollMs: deps.pollMs },
    });
  });

  api.delete('/api/v1/intakes/:intakeId/files/:fileId', { schema: { params: fileParams } }, async (request, reply) => {
    const user = requireUser(request);
    await removeIntakeFile(database, { intakeId: request.params.intakeId, uid: user.uid, fileId: request.params.fileId });
    request.log.info({ uid: user.uid, fileId: request.params.fileId }, 'intake file removed');
    signals.changed(request.params.intakeId);
    return reply.status(204).send();
  });

  api.get('/api/v1/intakes/:intakeId/files/:fileId/chunks/:seq', { schema: { params: chunkParams } }, async (request, reply) => {
    const user = requireUser(request);
    const data = await readIntakeChunk(
      database.db,
      { intakeId: request.params.intakeId, uid: user.uid, fileId: request.params.fileId },
      Number(request.params.seq),
    );
    reply.header('Cache-Control', 'no-store');
    reply.type('application/octet-stream');
    return reply.send(data);
  });
}
