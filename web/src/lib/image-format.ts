/** The photo formats the studio opens (and the server accepts). HEIC, GIF, TIFF, PDF… get a plain message. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * The format by the file's first bytes, not its name or claimed type: phones label HEIC photos
 * in several ways, and a renamed file must not get through to a decode that then fails.
 */
export async function sniffImageFormat(file: Blob): Promise<ImageFormat | null> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  } catch {
    return null;
  }
  const at = (i: number) => head[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** HEIF brands an iPhone's photo (or its burst, or an image sequence) carries in its `ftyp` box. */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Whether the file is a HEIC/HEIF photo by its first bytes (an ISO box `ftyp` with a HEIF brand), whatever its name says. */
export async function looksLikeHeic(file: Blob): Promise<boolean> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  } catch {
    return false;
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return head.length === 12 && ascii(4, 8) === 'ftyp' && heifBrands.has(ascii(8, 12));
}
