import { INTAKE_FILE_TYPES, type IntakeFileType } from '@core/intake/intake-terms';
import { looksLikeHeic, sniffImageFormat } from '../../../lib/image-format';
import { looksLikePdf } from '../../../lib/pdf-format';

/**
 * Which of the files a customer picked can go to the shop's screen (decision 0095), checked on the phone before a
 * byte is sent: what the server refuses anyway (too many, too large, empty) and what the shop cannot print from,
 * judged by the file's first bytes as every picker of the portal does (lib/image-format, lib/pdf-format), so a HEIC
 * photo named `.jpg` is said here, not after 15 MB went over a slow line.
 */

export type { IntakeFileType };

/** Why a picked file was not taken; each has a plain message (intakeSend.refused.*). */
export type IntakeFileRefusal = 'heic' | 'type' | 'empty' | 'size' | 'count';

/** The file input's `accept` for "Choose photos or PDFs" (a hint to the phone's picker; the bytes decide). */
export const intakeFileAccept = Object.values(INTAKE_FILE_TYPES).join(',');

/** iPhones' own photo format by its name or type, for a file whose bytes cannot be read. */
const namedHeic = (file: File) => /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** The file's type by its bytes, or why it is not one the shop takes. */
async function kindOf(file: File): Promise<IntakeFileType | 'heic' | 'type'> {
  const format = await sniffImageFormat(file);
  if (format) return INTAKE_FILE_TYPES[format];
  if (await looksLikePdf(file)) return INTAKE_FILE_TYPES.pdf;
  return (await looksLikeHeic(file)) || namedHeic(file) ? 'heic' : 'type';
}

export interface IntakeRoom {
  /** Files the intake has or will have: sent before this page opened, and those this page took. */
  taken: number;
  maxFiles: number;
  maxFileBytes: number;
}

export interface IntakeFileCheck<F extends File> {
  /** In the order picked, each with the type to tell the shop. */
  accepted: { file: F; type: IntakeFileType }[];
  refused: { file: F; reason: IntakeFileRefusal }[];
}

/** Takes files in the order picked while there is room; refuses each other with its reason (the count last, so a file refused anyway does not take a place). */
export async function checkIntakeFiles<F extends File>(files: readonly F[], room: IntakeRoom): Promise<IntakeFileCheck<F>> {
  const kinds = await Promise.all(files.map((file) => (file.size === 0 ? null : kindOf(file))));
  const accepted: IntakeFileCheck<F>['accepted'] = [];
  const refused: IntakeFileCheck<F>['refused'] = [];
  files.forEach((file, i) => {
    const kind = kinds[i];
    if (kind === null || kind === undefined) refused.push({ file, reason: 'empty' });
    else if (kind === 'heic' || kind === 'type') refused.push({ file, reason: kind });
    else if (file.size > room.maxFileBytes) refused.push({ file, reason: 'size' });
    else if (room.taken + accepted.length >= room.maxFiles) refused.push({ file, reason: 'count' });
    else accepted.push({ file, type: kind });
  });
  return { accepted, refused };
}
