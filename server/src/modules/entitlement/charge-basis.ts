import type { Kysely } from 'kysely';
import { examFilesService, type ServiceId } from '@core/catalog/services';
import { CUSTOM_EXAM_FILE_FIELD } from '@core/contracts/exam-files';
import type { PrintQuoteRequest } from '@core/contracts/print-quote';
import type { DocumentService } from '@core/documents/document-layouts';
import { AppError } from '@core/errors/app-error';
import { customExamPreset, type CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import { hasExamCaption } from '@core/exam-files/exam-caption';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { Database } from '../../db/schema';
import { sha256Hex } from '../../lib/sha256-hex';
import type { CaptionText } from '../exam-files/draw-exam-caption';
import { captionText, readCaption, readCustomSpec } from '../exam-files/exam-request-fields';
import { readActiveExamPreset } from '../exam-files/list-exam-presets';
import { documentHash } from '../prints/document-hash';

/** How a refusal for too few coins names a job's items: `1 new photo`, `2 new files`. */
export interface ChargeItemWords {
  one: string;
  many: string;
  /** Who needs the coins (`This sheet needs`), and what to do instead (`print it with the watermark`). */
  needs: string;
  instead: string;
}

/** What a job is charged for (docs/domain-rules.md §4; docs/decisions/0057): built per kind by one builder, for the quote and the charge alike. */
export interface ChargeBasis {
  service: ServiceId;
  /** Distinct per-item hashes, each charged the service's price unless paid today already. */
  items: string[];
  /** The job's hash as print_jobs.doc_hash keeps it. */
  docHash: string;
  words: ChargeItemWords;
}

export const photoWords: ChargeItemWords = { one: 'photo', many: 'photos', needs: 'This sheet needs', instead: 'print it with the watermark' };
const documentWords: ChargeItemWords = { one: 'document', many: 'documents', needs: 'This print needs', instead: 'print it with the watermark' };
const fileWords: ChargeItemWords = { one: 'file', many: 'files', needs: 'These files need', instead: 'make a free preview' };

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
  return { service: examFilesService.id, items: [...new Set(items)], docHash: unorderedHash(items), words: fileWords };
}

/** A sheet of one photo: that photo (its crop's hash for a white picture of it: photoChargeHash). */
export const photoSheetBasis = (photo: string): ChargeBasis => ({ service: 'passport-photo', items: [photo], docHash: photo, words: photoWords });

/** A customer sheet (decision 0042): each distinct photo; its doc_hash over them in any order. */
export const customerSheetBasis = (photos: readonly string[]): ChargeBasis => ({
  service: 'passport-photo',
  items: [...new Set(photos)],
  docHash: unorderedHash(photos),
  words: photoWords,
});

/** A document: one item, `documentHash` of its front's and back's hashes. */
export function documentBasis(service: DocumentService, front: string, back: string | null): ChargeBasis {
  const hash = documentHash(front, back);
  return { service, items: [hash], docHash: hash, words: documentWords };
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
 * What a quote's files, named by their hashes, would be charged for (docs/decisions/0057), by the same per-kind
 * builders a print's plan uses on what it received (photoSheetBasis, customerSheetBasis, documentBasis,
 * examFilesBasis), so a quote and the print agree. Exam files' presets and caption are read here as the
 * exam route reads them.
 */
export async function chargeBasisOf(db: Kysely<Database>, request: PrintQuoteRequest, now: number): Promise<ChargeBasis> {
  switch (request.kind) {
    case 'photo-sheet':
      return photoSheetBasis(request.photo);
    case 'customer-sheet':
      return customerSheetBasis(request.photos);
    case 'document':
      return documentBasis(request.service, request.front, request.back ?? null);
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
