import { createHash } from 'node:crypto';
import { AppError } from '@core/errors/app-error';
import type { CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import { examFileName, type ExamPreset } from '@core/exam-files/exam-presets';
import type { DatabaseHandle } from '../../db/create-database';
import { examFilesBasis, examPresetsOf } from '../entitlement/charge-basis';
import type { AccessCharge } from '../entitlement/charge-access';
import { chargeForServiceJob } from '../entitlement/charge-for-clean-print';
import { prepareUpload } from '../prints/prepare-upload';
import { withFreeProof } from '../prints/take-free-proof';
import { examPhotoSize, headGuides } from '@core/face/head-rules';
import { MM_PER_INCH } from '@core/units/units';
import { captionText, type ExamCaptionInput } from './exam-request-fields';
import { exportExamFile } from './export-exam-file';

export interface ExamFilesRequest {
  uid: string;
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
}

interface MadeExamFile {
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

export interface ExamFilesResult {
  files: MadeExamFile[];
  charge: AccessCharge | 'none';
  /** Coins taken: the price for each file not yet paid today (0 for a preview, a plan or files all paid today). */
  coins: number;
  /** The caller's balance after a clean request; null for a preview (nothing read). */
  balance: number | null;
  jobId: string | null;
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
 * Exam upload files for one form (decision 0035): every file made first (a crop that can't meet its preset is
 * refused before anything is charged), then either a free preview (a reduced, marked picture) that states each file's exact
 * size, or, decided and charged by the one entitlement rule per file (`chargeAccess` on `examFilesBasis`: plan →
 * every file paid today → the price for each file not paid today; more than `expectedCoins` 409, short of coins
 * 402, nothing written either way: docs/decisions/0057) in one transaction recorded in print_jobs, the clean files.
 */
export async function makeExamFiles(
  deps: {
    database: DatabaseHandle;
    /** Free proofs a user may make per day (decision 0053): a preview takes one. */
    freeProofsPerDay: number;
    /** Where the image work runs: the instance's image queue (at most two decodes at once); at once by default. */
    run?: <T>(task: () => Promise<T>) => Promise<T>;
  },
  request: ExamFilesRequest,
): Promise<ExamFilesResult> {
  const run = deps.run ?? (<T>(task: () => Promise<T>) => task());
  if (request.files.length === 0) throw new AppError('VALIDATION', 'Choose at least one file to make.');
  // Each file's preset and the caption drawn on it, refused before any picture is worked on.
  const resolved = await examPresetsOf(deps.database.db, request.files, captionText(request.caption, request.now));
  const presets = resolved.map((m) => m.preset);
  const exportAll = async () => {
    const made: MadeExamFile[] = [];
    for (const [i, file] of request.files.entries()) {
      const preset = presets[i]!;
      const exported = await run(() => exportExamFile(file.crop, preset, resolved[i]!.caption));
      made.push({
        presetId: preset.id,
        fileName: examFileName(preset),
        width: exported.width,
        height: exported.height,
        dpi: preset.dpi,
        bytes: exported.jpeg.length,
        jpeg: exported.jpeg,
      });
    }
    return made;
  };
  if (request.mode === 'preview') {
    // A preview takes one of the user's free proofs for today before any picture is made, given back if it fails (decision 0053).
    return withFreeProof(deps.database, { uid: request.uid, now: request.now, perDay: deps.freeProofsPerDay }, async () => {
      const files: MadeExamFile[] = [];
      for (const [i, file] of (await exportAll()).entries()) files.push({ ...file, jpeg: (await run(() => examPreviewPicture(file, presets[i]!))).jpeg });
      return { files, charge: 'none' as const, coins: 0, balance: null, jobId: null };
    });
  }
  const made = await exportAll();

  // The one rule for what a job costs (plan, each file not paid today at the service's price), per file.
  const basis = examFilesBasis(
    request.files.map((file, i) => ({ ...resolved[i]!, custom: file.custom, cropSha256: createHash('sha256').update(file.crop).digest('hex') })),
  );
  const paid = await chargeForServiceJob(deps.database, {
    uid: request.uid,
    service: basis.service,
    items: basis.items,
    docHash: basis.docHash,
    sheet: { kind: 'exam-files', presets: made.map((f) => f.presetId) },
    now: request.now,
    expectedCoins: request.expectedCoins,
  });
  return { files: made, charge: paid.charge, coins: paid.coins, balance: paid.balance, jobId: paid.jobId };
}
