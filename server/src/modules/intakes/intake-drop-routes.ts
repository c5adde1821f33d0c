import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  intakeCodeRequest,
  intakeCodeResponse,
  intakeDrop,
  intakeFileId,
  intakeFileProgress,
  intakeId,
  newIntakeFileRequest,
  type IntakePublicKey,
} from '@core/contracts/intakes';
import { AppError } from '@core/errors/app-error';
import { INTAKE_CHUNK_BYTES, INTAKE_MAX_FILE_BYTES, INTAKE_MAX_FILES, normaliseIntakeCode } from '@core/intake/intake-terms';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { deploymentKey, rateLimitFor, scaledLimit } from '../../http/rate-limits';
import type { SecurityOverrides } from '../../http/security-headers';
import type { IntakeSignals } from './intake-signals';
import type { IntakeWrites } from './intake-writes';
import { readOpenIntake } from './read-intake';
import type { IntakeChunkWriter } from './intake-chunk-writer';
import { announceIntakeFile, intakeFileProgress as readFileProgress, markPhoneSeen } from './receive-intake-file';

const dropParams = z.object({ intakeId: intakeId });
const fileParams = z.object({ intakeId: intakeId, fileId: intakeFileId });
const chunkParams = z.object({ intakeId: intakeId, fileId: intakeFileId, seq: z.string().check(z.regex(/^\d{1,4}$/, 'Not a chunk number.')) });

/** Codes all addresses together may type per minute, on all instances together (with Redis), behind the per-address limit: a bound on wrong ones. */
export const TYPED_CODES_PER_MINUTE = 600;
/** The slowest a chunk's body may average (the app's deadline asks 20 kB/s of a print upload). */
export const INTAKE_CHUNK_MIN_BYTES_PER_SECOND = 1_000;

/** The phone's answers are for this phone only: never cached (and, by intakePageSecurity on each route, never sent on as a referrer, never indexed). */
function private_(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

/** The intake's page and its calls: no referrer (its address is the right to send), not indexed, no image from elsewhere. */
export const intakePageSecurity: SecurityOverrides = { referrerPolicy: 'no-referrer', robots: 'noindex, nofollow', imgSources: ["'self'", 'data:', 'blob:'] };

/**
 * The customer's phone sending to an intake (docs/decisions/0095-files-from-the-customers-phone.md), without an
 * account: the address is the right. The server checks counts, sizes and budgets and stores what it is sent as it
 * is: ciphertext it has no key for.
 */
export async function intakeDropRoutes(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    signals: IntakeSignals;
    writes: IntakeWrites;
    chunks: IntakeChunkWriter;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, signals } = deps;
  // For all addresses together: one key for the deployment, in the rate limits' own store (Redis, shared by the
  // instances; each instance's memory while it is away), scaled and turned off with them (RATE_LIMIT_FACTOR).
  const codesLimit = scaledLimit(deps.config, TYPED_CODES_PER_MINUTE);
  const allCodesKey = `intake-codes:${deploymentKey(deps.config)}`;
  const allCodes = codesLimit === null ? null : app.createRateLimit({ max: codesLimit, timeWindow: 60_000, keyGenerator: () => allCodesKey });

  api.get(
    '/api/v1/intake-drops/:intakeId',
    { schema: { params: dropParams, response: { 200: intakeDrop } }, config: { ...rateLimitFor(deps.config, 'intakeDrops'), security: intakePageSecurity } },
    async (request, reply) => {
      const intake = await readOpenIntake(database.db, request.params.intakeId);
      private_(reply);
      return {
        expiresAt: new Date(intake.expires_at).toISOString(),
        files: intake.file_count,
        maxFiles: INTAKE_MAX_FILES,
        maxFileBytes: INTAKE_MAX_FILE_BYTES,
        chunkBytes: INTAKE_CHUNK_BYTES,
      };
    },
  );

  api.post(
    '/api/v1/intake-drops/:intakeId/hello',
    { schema: { params: dropParams }, config: { ...rateLimitFor(deps.config, 'intakeDrops'), security: intakePageSecurity } },
    async (request, reply) => {
      if (await markPhoneSeen(database, request.params.intakeId)) signals.changed(request.params.intakeId);
      private_(reply);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/intake-codes',
    {
      schema: { body: intakeCodeRequest, response: { 200: intakeCodeResponse } },
      config: { ...rateLimitFor(deps.config, 'intakeCodes'), security: intakePageSecurity },
    },
    async (request, reply) => {
      private_(reply);
      // Every typed code is counted before it is looked up, in one step with reading the count (codes typed at the
      // same moment each see their own): the bound holds however many arrive at once (decision 0111).
      const counted = allCodes && (await allCodes(request));
      if (counted && !counted.isAllowed && counted.isExceeded)
        throw new AppError('RATE_LIMITED', 'Too many wrong codes were typed. Please wait a minute and try again.');
      const code = normaliseIntakeCode(request.body.code);
      const intake = code
        ? await database.db
            .selectFrom('intakes')
            .select(['id', 'operator_key'])
            .where('code', '=', code)
            .where('expires_at', '>', Date.now())
            .executeTakeFirst()
        : undefined;
      if (!intake) {
        throw new AppError('NOT_FOUND', 'No shop is waiting for this code. Check the code on the shop’s screen and type it again.');
      }
      return { id: intake.id, operatorKey: JSON.parse(intake.operator_key) as IntakePublicKey };
    },
  );

  api.post(
    '/api/v1/intake-drops/:intakeId/files',
    {
      schema: { params: dropParams, body: newIntakeFileRequest, response: { 201: intakeFileProgress } },
      config: { ...rateLimitFor(deps.config, 'intakeDrops'), security: intakePageSecurity },
    },
    async (request, reply) => {
      const progress = await deps.writes.run(() =>
        announceIntakeFile(database, request.params.intakeId, request.body, { maxTotalBytes: deps.config.intake.maxTotalBytes }),
      );
      request.log.info({ chunks: progress.chunks }, 'intake file announced');
      signals.changed(request.params.intakeId);
      private_(reply);
      return reply.status(201).send(progress);
    },
  );

  api.get(
    '/api/v1/intake-drops/:intakeId/files/:fileId',
    {
      schema: { params: fileParams, response: { 200: intakeFileProgress } },
      config: { ...rateLimitFor(deps.config, 'intakeDrops'), security: intakePageSecurity },
    },
    async (request, reply) => {
      private_(reply);
      return readFileProgress(database, { intakeId: request.params.intakeId, fileId: request.params.fileId });
    },
  );

  // A chunk is the request's body as it is: raw bytes, at most one chunk's worth.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: INTAKE_CHUNK_BYTES }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/v1/intake-drops/:intakeId/files/:fileId/chunks/:seq',
      {
        schema: { params: chunkParams, response: { 200: intakeFileProgress } },
        // A phone on a slow line (2G, a crowded tower) may send a chunk at 1 kB/s: 256 kB in about four minutes,
        // within the request's own timeout. A pause over the app's limit still cuts it off; the phone resends it.
        config: {
          ...rateLimitFor(deps.config, 'intakeDrops'),
          security: intakePageSecurity,
          bodyDeadline: { minBytesPerSecond: INTAKE_CHUNK_MIN_BYTES_PER_SECOND },
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError('VALIDATION', 'Send the chunk as the request body.', { fields: ['body'] });
        const { changed, ...progress } = await deps.writes.run(() =>
          deps.chunks.write({ intakeId: request.params.intakeId, fileId: request.params.fileId }, Number(request.params.seq), body),
        );
        if (changed) signals.changed(request.params.intakeId);
        private_(reply);
        return progress;
      },
    );
  });
}
