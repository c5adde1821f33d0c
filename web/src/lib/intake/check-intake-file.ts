import { readImageDimensions } from '../image-dimensions';
import { sniffImageFormat, type ImageFormat } from '../image-format';
import { looksLikePdf } from '../pdf-format';

/**
 * The most pixels a picture from the phone may have: what the server takes in a print upload (50 megapixels), far
 * over any phone camera's, so that only a picture made to exhaust memory (a decompression bomb) is refused.
 */
export const INTAKE_MAX_IMAGE_PIXELS = 50_000_000;

/** Why a file from the phone is listed but not offered: said in plain words by the dialog. */
export type IntakeRefusal =
  /** Not opened by its key: altered on the way, cut short, or not sent for this intake. */
  | 'unreadable'
  /** Its bytes are not what its description says, or the picture does not open. */
  | 'damaged'
  /** Not a JPEG, PNG, WebP or PDF by its bytes (a HEIC photo, a Word file…). */
  | 'type'
  /** A picture of more than INTAKE_MAX_IMAGE_PIXELS. */
  | 'pixels'
  /** Over the intake's size limit. */
  | 'too-large';

type CheckedIntakeFile = { kind: 'image'; format: ImageFormat; width: number; height: number } | { kind: 'pdf' } | { refused: IntakeRefusal };

/**
 * The checks a file picked on a screen gets, for a file from the phone (docs/decisions/0095-files-from-the-customers-phone.md):
 * its type by its first bytes, never by its name or the phone's word (image-format.ts, the card PDF screen's
 * `%PDF-` rule), and for a picture its pixel size by its header, before anything decodes it.
 */
export async function checkIntakeFile(bytes: Uint8Array<ArrayBuffer>): Promise<CheckedIntakeFile> {
  const blob = new Blob([bytes]);
  const format = await sniffImageFormat(blob);
  if (format) {
    const size = readImageDimensions(bytes, format);
    if (!size) return { refused: 'damaged' };
    if (size.width * size.height > INTAKE_MAX_IMAGE_PIXELS) return { refused: 'pixels' };
    return { kind: 'image', format, ...size };
  }
  if (await looksLikePdf(blob)) return { kind: 'pdf' };
  return { refused: 'type' };
}
