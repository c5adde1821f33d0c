import type { Kysely } from 'kysely';
import { examFilesService } from '@core/catalog/services';
import { AppError } from '@core/errors/app-error';
import type { CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import { examFileName, type ExamPreset } from '@core/exam-files/exam-presets';
import type { Database } from '../../db/schema';
import { examFilesBasis, examPresetsOf } from '../entitlement/charge-basis';
import { sha256Hex } from '../../lib/sha256-hex';
import { runPrint, type PlannedPrint, type PrintDeps, type Printed } from '../prints/print-pipeline';
import { prepareUpload } from '../prints/prepare-upload';
import { examPhotoSize, headGuides } from '@core/face/head-rules';
import { MM_PER_INCH } from '@core/units/units';
import { captionText, type ExamCaptionInput } from './exam-request-fields';
import { exportExamFile } from './export-exam-file';
import { readOwnExamJob } from './read-own-exam-job';

export interface ExamFilesRequest {
  /**
   * The operator's crops, one a preset (a photo and a signature for one form, say), named by the preset's id; or a
   * custom file, whose checked spec (the contract's `examCustomSpecSchema`) stands in for a preset.
   */
  files: Array<{ presetId: string; crop: Buffer; custom?: CustomExamSpec }>;
  /** The name and date for photos whose preset asks for a caption (checked by `examCaptionSchema`); the date defaults to today in IST. */
  caption?: ExamCaptionInput;
  /** `preview`: watermarked pictures and the exact sizes, free; `clean`: the files themselves, charged. */
  mode: 'preview' | 'clean';
  now: number;
  /** Clean files: the coins of the quote the page showed; never charged more (409 QUOTE_CHANGED, docs/decisions/0057). */
  expectedCoins?: number | undefined;
  /** History's Download again: the caller's own exam-files job these clean files make again (readOwnExamJob; decision 0070). */
  again?: string | undefined;
}

export interface MadeExamFile {
  presetId: string;
  /** What the form expects the file to be called: `ssc-photo.jpg`. */
  fileName: string;
  width: number;
  height: number;
  /** The dots per inch in the clean file's header. */
  dpi: number;
  /** The clean file's exact size in bytes (the same in the preview's answer and the paid one). */
  bytes: number;
  /** `preview`: a reduced proof of the picture (decision 0053), never the file's pixels; `clean`: the file. */
  jpeg: Buffer;
}

/** A preview's picture is this share of the file's width and height (decision 0053). */
const PREVIEW_SCALE = 0.5;

/**
 * A free preview's picture (decision 0053): the file reduced to half its width and height and made a
 * proof (three greys under opaque marks; a photo's face oval and head guides), never the file's pixels.
 */
function examPreviewPicture(file: MadeExamFile, preset: ExamPreset) {
  const width = Math.max(1, Math.round(file.width * PREVIEW_SCALE));
  const height = Math.max(1, Math.round(file.height * PREVIEW_SCALE));
  const head = preset.kind === 'photo' ? headGuides(examPhotoSize(file.width / file.height)) : null;
  return prepareUpload(file.jpeg, { cover: { width, height }, proof: { pixelsPerMm: (file.dpi / MM_PER_INCH) * PREVIEW_SCALE, head } });
}

/**
 * Exam upload files for one form (decision 0035), as the one print pipeline's fourth kind (docs/decisions/0057):
 * each file's preset and caption resolved before any picture is worked on; every file made first (a crop that
 * can't meet its preset is refused before anything is charged), then either a free preview (a reduced, marked
 * picture; a free proof of the day, nothing recorded) that states each file's exact size, or the clean files,
 * charged per file by the one rule (examFilesBasis, as a quote of the same files builds it: plan → every file paid today →
 * the price for each file not paid today; more than `expectedCoins` 409, short of coins 402, nothing written
 * either way) and recorded in print_jobs.
 */
async function planExamFiles(db: Kysely<Database>, request: ExamFilesRequest): Promise<PlannedPrint<MadeExamFile[]>> {
  if (request.files.length === 0) throw new AppError('VALIDATION', 'Choose at least one file to make.');
  const caption = captionText(request.caption, request.now);
  // Each file's preset and the caption drawn on it, refused before any picture is worked on.
  const resolved = await examPresetsOf(db, request.files, caption);
  const presets = resolved.map((m) => m.preset);
  return {
    service: examFilesService.id,
    mode: request.mode === 'preview' ? 'watermarked' : 'clean',
    recordsFree: false,
    printerProfileId: undefined,
    sheet: { kind: 'exam-files', presets: presets.map((preset) => preset.id) },
    filename: 'exam-files',
    log: { presets: presets.map((preset) => preset.id).join(',') },
    // The presets and captions resolved above, as a quote of these files builds them (examFilesBasis).
    chargeBasis: async () => examFilesBasis(request.files.map((file, i) => ({ ...resolved[i]!, custom: file.custom, cropSha256: sha256Hex(file.crop) }))),
    async compose({ watermark, run }) {
      const made: MadeExamFile[] = [];
      for (const [i, file] of request.files.entries()) {
        const preset = presets[i]!;
        const exported = await run(() => exportExamFile(file.crop, preset, resolved[i]!.caption));
        const clean = {
          presetId: preset.id,
          fileName: examFileName(preset),
          width: exported.width,
          height: exported.height,
          dpi: preset.dpi,
          bytes: exported.jpeg.length,
        };
        // A preview's picture is a reduced proof of the file (decision 0053), never the file's pixels.
        made.push({
          ...clean,
          jpeg: watermark === null ? exported.jpeg : (await run(() => examPreviewPicture({ ...clean, jpeg: exported.jpeg }, preset))).jpeg,
        });
      }
      return made;
    },
  };
}

/** Exam files through the one print pipeline: a preview takes one of the day's free proofs, clean files are charged (planExamFiles). */
export async function makeExamFiles(deps: PrintDeps, request: ExamFilesRequest & { uid: string }): Promise<Printed<MadeExamFile[]>> {
  const planned = await planExamFiles(deps.database.db, request);
  if (request.again !== undefined) {
    // Download again (decision 0070): only clean files, only of the caller's own job of these presets; charged by the same rule.
    if (request.mode !== 'clean') throw new AppError('VALIDATION', 'Download again makes the clean files.', { fields: ['again'] });
    if (planned.sheet.kind !== 'exam-files') throw new Error('An exam plan has an exam-files sheet.');
    await readOwnExamJob(deps.database.db, request.uid, request.again, planned.sheet.presets);
  }
  return runPrint(deps, request.uid, planned, request.expectedCoins);
}
