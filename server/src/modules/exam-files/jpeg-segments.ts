/**
 * Byte-level JPEG header work for exam upload files: our own JFIF header (the density a form reads), no
 * other metadata, and padding by comment segments. Only the segments before the scan are touched; the
 * compressed image data is copied as it is.
 */

const SOI = 0xd8;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP13 = 0xed;
const COM = 0xfe;
/** A COM segment: marker (2) + length (2) + at most 65,533 bytes of text. */
const COM_OVERHEAD = 4;
const COM_MAX_TEXT = 0xffff - 2;

export interface JpegSegment {
  marker: number;
  /** The whole segment, marker and length included. */
  bytes: Uint8Array;
}

/** The segments between SOI and the first SOS, and everything from SOS on (scan data, EOI). */
export function splitJpeg(jpeg: Uint8Array): { segments: JpegSegment[]; scan: Uint8Array } {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) throw new Error('not a JPEG (no SOI)');
  const segments: JpegSegment[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`JPEG marker expected at byte ${at}`);
    const marker = jpeg[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOS) return { segments, scan: jpeg.subarray(at) };
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (length < 2 || at + 2 + length > jpeg.length) throw new Error(`JPEG segment ${marker.toString(16)} runs past the end`);
    segments.push({ marker, bytes: jpeg.subarray(at, at + 2 + length) });
    at += 2 + length;
  }
  throw new Error('JPEG has no scan');
}

/** A JFIF 1.02 APP0 segment: density in dots per inch, no thumbnail. */
function jfifSegment(dpi: number): Uint8Array {
  const d = Math.round(dpi);
  if (!(d >= 1 && d <= 0xffff)) throw new Error(`density ${dpi} does not fit a JFIF header`);
  return Uint8Array.from([0xff, APP0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x02, 0x01, d >> 8, d & 0xff, d >> 8, d & 0xff, 0x00, 0x00]);
}

/** The JFIF density as written (units 1 = dots per inch, 2 = per cm, 0 = aspect only), or null without a JFIF header right after SOI. */
export function readJfifDensity(jpeg: Uint8Array): { units: number; x: number; y: number } | null {
  const first = splitJpeg(jpeg).segments[0];
  if (!first || first.marker !== APP0) return null;
  const b = first.bytes;
  if (String.fromCharCode(b[4]!, b[5]!, b[6]!, b[7]!) !== 'JFIF' || b[8] !== 0) return null;
  return { units: b[11]!, x: (b[12]! << 8) | b[13]!, y: (b[14]! << 8) | b[15]! };
}

/** Metadata segments we never send: JFIF/JFXX (we write our own), EXIF and XMP (APP1), IPTC (APP13), comments. */
function isDropped(marker: number): boolean {
  return marker === APP0 || marker === APP1 || marker === APP13 || marker === COM;
}

/** The JPEG with our JFIF header at `dpi` first and no EXIF, XMP, IPTC or comment; tables and scan unchanged. */
export function withJfifOnly(jpeg: Uint8Array, dpi: number): Buffer {
  const { segments, scan } = splitJpeg(jpeg);
  return Buffer.concat([Uint8Array.from([0xff, SOI]), jfifSegment(dpi), ...segments.filter((s) => !isDropped(s.marker)).map((s) => s.bytes), scan]);
}

/** The smallest number of bytes padding can add: one empty comment segment. */
export const MIN_PADDING = COM_OVERHEAD;

const PAD_TEXT = 'Padding: this upload form asks for a file of at least a given size. ';

function commentSegment(textBytes: number): Uint8Array {
  const segment = new Uint8Array(COM_OVERHEAD + textBytes);
  segment[0] = 0xff;
  segment[1] = COM;
  segment[2] = (textBytes + 2) >> 8;
  segment[3] = (textBytes + 2) & 0xff;
  for (let i = 0; i < textBytes; i += 1) segment[COM_OVERHEAD + i] = PAD_TEXT.charCodeAt(i % PAD_TEXT.length);
  return segment;
}

/**
 * Grows a JPEG to exactly `size` bytes with comment (COM) segments placed after its JFIF header, where the
 * standard allows them: decoders skip them, the picture is unchanged. Needs `size - jpeg.length` ≥ 4 (or 0).
 */
export function padJpegTo(jpeg: Uint8Array, size: number): Buffer {
  let missing = size - jpeg.length;
  if (missing === 0) return Buffer.from(jpeg);
  if (missing < MIN_PADDING) throw new Error(`can't pad a JPEG by ${missing} bytes (at least ${MIN_PADDING})`);
  const { segments, scan } = splitJpeg(jpeg);
  const comments: Uint8Array[] = [];
  while (missing > 0) {
    // Leave at least one empty comment's worth for the next segment when this one can't take it all.
    const text = missing - COM_OVERHEAD <= COM_MAX_TEXT ? missing - COM_OVERHEAD : Math.min(COM_MAX_TEXT, missing - COM_OVERHEAD - MIN_PADDING);
    comments.push(commentSegment(text));
    missing -= COM_OVERHEAD + text;
  }
  const [first, ...rest] = segments;
  const head = first && first.marker === APP0 ? [first.bytes, ...comments, ...rest.map((s) => s.bytes)] : [...comments, ...segments.map((s) => s.bytes)];
  return Buffer.concat([Uint8Array.from([0xff, SOI]), ...head, scan]);
}

/** Whether any APP1 segment (EXIF or XMP) is present. */
export function hasApp1(jpeg: Uint8Array): boolean {
  return splitJpeg(jpeg).segments.some((s) => s.marker === APP1);
}
