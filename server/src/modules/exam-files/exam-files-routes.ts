import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CUSTOM_EXAM_FILE_FIELD,
  examFilePresetId,
  examFilesFormFields,
  examFilesResponse,
  MAX_EXAM_FILES,
  type ExamFilesResponse,
} from '@core/contracts/exam-files';
import { EXPECTED_COINS_MESSAGE } from '@core/contracts/expected-coins';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import { formFieldText } from '../../http/form-field-text';
import { multipartFormError } from '../../http/multipart-form-error';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { requireUser } from '../auth/authenticate';
import { MAX_UPLOAD_BYTES } from '../prints/prepare-upload';
import { isFileTooLarge, printFormBytes } from '../prints/read-print-form';
import { readCaption, readCustomSpec } from './exam-request-fields';
import { presentPrintReceipt } from '../prints/present-print-receipt';
import { makeExamFiles, type ExamFilesRequest } from './make-exam-files';

/** The form's limits: a few crops of 15 MB at most and six short text fields (mode, a custom spec, a caption's name and date, expectedCoins, again). */
const FORM_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: MAX_EXAM_FILES, fields: 7, fieldSize: 512, parts: MAX_EXAM_FILES + 7 };

/**
 * Reads the multipart form: `mode`, a custom spec (`custom`, JSON) and a caption (`captionName`, `captionDate`) when
 * given, and one file part a preset, named by the preset's id (or `custom`), in order.
 */
async function readExamFilesForm(request: FastifyRequest): Promise<Pick<ExamFilesRequest, 'mode' | 'files' | 'caption' | 'expectedCoins' | 'again'>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_TYPE', 'Send the files as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: ExamFilesRequest['files'] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = formFieldText(part.fieldname, part.value);
        continue;
      }
      const named = part.fieldname === CUSTOM_EXAM_FILE_FIELD || examFilePresetId.safeParse(part.fieldname).success;
      if (!named || files.some((f) => f.presetId === part.fieldname)) {
        part.file.resume();
        throw new AppError('VALIDATION', `Unexpected file field "${part.fieldname.slice(0, 60)}".`);
      }
      try {
        files.push({ presetId: part.fieldname, crop: await part.toBuffer() });
      } catch (error) {
        if (!isFileTooLarge(error)) throw error;
        throw new AppError('FILE_TOO_LARGE', 'A file is larger than 15 MB. Please choose a smaller one.');
      }
    }
  } catch (error) {
    throw multipartFormError(error);
  }
  const parsed = examFilesFormFields.safeParse(fields);
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === 'expectedCoins'))
      throw new AppError('VALIDATION', `${EXPECTED_COINS_MESSAGE}.`, { fields: ['expectedCoins'] });
    if (parsed.error.issues.some((issue) => issue.path[0] === 'again'))
      throw new AppError('VALIDATION', 'again must be a print job id.', { fields: ['again'] });
    throw new AppError('VALIDATION', 'Say whether this is a preview or the clean files (mode).');
  }
  const custom = files.some((f) => f.presetId === CUSTOM_EXAM_FILE_FIELD) ? readCustomSpec(parsed.data.custom) : undefined;
  return {
    mode: parsed.data.mode,
    files: files.map((file) => (file.presetId === CUSTOM_EXAM_FILE_FIELD && custom ? { ...file, custom } : file)),
    caption: readCaption(parsed.data),
    expectedCoins: parsed.data.expectedCoins,
    again: parsed.data.again,
  };
}

/**
 * POST /api/v1/exam-files (multipart; contract `core/src/contracts/exam-files.ts`): the operator's crops for
 * one form's files. `preview`: watermarked pictures with each file's exact size, free. `clean`: the files,
 * decided and charged per file on the server by the one entitlement rule after they are made (never more than
 * the quote's `expectedCoins`: docs/decisions/0057), so a failure never
 * costs a coin. Admitted and queued like prints (503 BUSY when there is no room; two decodes at once).
 */
export async function examFilesRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle; imageQueue: BoundedQueue }) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: FORM_LIMITS });

    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/v1/exam-files',
      { schema: { response: { 200: examFilesResponse } }, config: { ...rateLimitFor(deps.config, 'prints') } },
      async (request, reply) => {
        const user = requireUser(request);
        const made = await deps.imageQueue.admit(user.uid, printFormBytes(request, FORM_LIMITS), async () => {
          const form = await readExamFilesForm(request);
          return makeExamFiles(deps, { ...form, uid: user.uid, now: Date.now() });
        });
        request.log.info(
          { uid: user.uid, presets: made.output.map((f) => f.presetId), bytes: made.output.map((f) => f.bytes), charge: made.charge, jobId: made.jobId },
          'exam files made',
        );
        const body: ExamFilesResponse = {
          receipt: presentPrintReceipt(made, null),
          files: made.output.map((f) => ({
            presetId: f.presetId,
            fileName: f.fileName,
            width: f.width,
            height: f.height,
            dpi: f.dpi,
            bytes: f.bytes,
            preview: made.charge === 'none',
            jpegBase64: f.jpeg.toString('base64'),
          })),
        };
        return reply.header('Cache-Control', 'no-store').send(body);
      },
    );
  });
}
