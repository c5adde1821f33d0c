import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { examFilesService, type ServiceId } from '@core/catalog/services';
import { CUSTOM_EXAM_FILE_FIELD } from '@core/contracts/exam-files';
import type { PrintQuoteRequest } from '@core/contracts/print-quote';
import { AppError } from '@core/errors/app-error';
import { customExamPreset, type CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import { hasExamCaption } from '@core/exam-files/exam-caption';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { Database } from '../../db/schema';
import type { CaptionText } from '../exam-files/draw-exam-caption';
import { captionText, readCaption, readCustomSpec } from '../exam-files/exam-request-fields';
import { readActiveExamPreset } from '../exam-files/list-exam-presets';
import { documentHash } from '../prints/document-hash';

/** What a job is charged for (docs/domain-rules.md §4; docs/decisions/0057): one function for the quote and the charge. */
export interface ChargeBasis {
  service: ServiceId;
  /** Distinct per-item hashes, each charged the service's price unless paid today already. */
  items: string[];
  /** The job's hash as print_jobs.doc_hash keeps it. */
  docHash: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** SHA-256 over several hashes in any order: the sorted distinct hashes joined by commas (a customer sheet's doc_hash since decision 0042). */
const unorderedHash = (hashes: readonly string[]) => sha256Hex([...new Set(hashes)].sort().join(','));

/** One exam file as it is charged: its preset (or a custom file's spec), its crop's SHA-256 and the caption drawn on it, if any. */
export interface ExamFileBasis {
  preset: ExamPreset;
  /** The custom file's spec, which stands in for a preset. */
  custom?: CustomExamSpec | undefined;
  cropSha256: string;
  /** The caption drawn on this file: null unless its preset has one. */
  caption: CaptionText | null;
}

/**
 * Exam files (docs/decisions/0057): one item per file, SHA-256 over the preset's id (a custom file's canonical
 * preset, `customExamPreset(spec)`, as JSON), the crop's SHA-256 and the caption drawn on it; so a file
 * byte-identical to one paid today is free, whatever else the request carries. The doc_hash is over the sorted
 * items: the same files in another order are the same job.
 */
export function examFilesBasis(files: readonly ExamFileBasis[]): ChargeBasis {
  const items = files.map((file) => {
    const made = file.custom ? `custom\0${JSON.stringify(customExamPreset(file.custom))}` : `preset\0${file.preset.id}`;
    const caption = file.caption ? `\0caption\0${file.caption.name}\0${file.caption.date}` : '';
    return sha256Hex(`${made}\0crop\0${file.cropSha256}${caption}`);
  });
  return { service: examFilesService.id, items: [...new Set(items)], docHash: unorderedHash(items) };
}

/**
 * The presets of an exam request's files, in order (an unknown or inactive one: 404, as the exam route answers),
 * and the caption each draws: refused when a captioned preset has no name (VALIDATION on `captionName`).
 */
export async function examPresetsOf(
  db: Kysely<Database>,
  files: ReadonlyArray<{ presetId: string; custom?: CustomExamSpec | undefined }>,
  caption: CaptionText | null,
): Promise<Array<{ preset: ExamPreset; caption: CaptionText | null }>> {
  const presets: ExamPreset[] = [];
  for (const file of files) presets.push(file.custom ? customExamPreset(file.custom) : await readActiveExamPreset(db, file.presetId));
  if (!caption && presets.some((preset) => hasExamCaption(preset)))
    throw new AppError('VALIDATION', 'Type the name (and the date) to print under the photo.', { fields: ['captionName'] });
  return presets.map((preset) => ({ preset, caption: hasExamCaption(preset) ? caption : null }));
}

/**
 * What a clean print or exam files named by their hashes would be charged for (docs/decisions/0057): the quote
 * and the charge call this one function, so they agree. A photo sheet: the photo. A customer sheet: each
 * distinct photo (decision 0042). A document: one item, `documentHash` of the front's and back's hashes.
 * Exam files: one item per file (examFilesBasis).
 */
export async function chargeBasisOf(db: Kysely<Database>, request: PrintQuoteRequest, now: number): Promise<ChargeBasis> {
  switch (request.kind) {
    case 'photo-sheet':
      return { service: 'passport-photo', items: [request.photo], docHash: request.photo };
    case 'customer-sheet':
      return { service: 'passport-photo', items: [...new Set(request.photos)], docHash: unorderedHash(request.photos) };
    case 'document': {
      const hash = documentHash(request.front, request.back ?? null);
      return { service: request.service, items: [hash], docHash: hash };
    }
    case 'exam-files': {
      const presetIds = request.files.map((file) => file.presetId);
      if (new Set(presetIds).size !== presetIds.length) throw new AppError('VALIDATION', 'Each preset may be made once in one request.', { fields: ['files'] });
      const files = request.files.map((file) => ({
        presetId: file.presetId,
        custom: file.presetId === CUSTOM_EXAM_FILE_FIELD ? readCustomSpec(file.custom) : undefined,
        cropSha256: file.sha256,
      }));
      const caption = captionText(readCaption(request), now);
      const presets = await examPresetsOf(db, files, caption);
      return examFilesBasis(files.map((file, i) => ({ ...file, ...presets[i]! })));
    }
  }
}
