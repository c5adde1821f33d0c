import type { ImageFormat } from './image-format';

interface ImageDimensions {
  width: number;
  height: number;
}

const be16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const be32 = (bytes: Uint8Array, at: number) => be16(bytes, at) * 0x10000 + be16(bytes, at + 2);
const le16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const le24 = (bytes: Uint8Array, at: number) => le16(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The start-of-frame markers that carry the frame's size (C4 is DHT, C8 reserved, CC DAC: not frames). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) return { height: be16(bytes, at + 5), width: be16(bytes, at + 7) };
    // The scan begins before any frame header: not a JPEG a browser shows.
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + be16(bytes, at + 2);
  }
  return null;
}

function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  return { width: be32(bytes, 16), height: be32(bytes, 20) };
}

function webpDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 30) return null;
  switch (ascii(bytes, 12, 16)) {
    case 'VP8 ':
      // A key frame: its start code, then 14-bit width and height.
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return null;
      const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(21, 25);
      return { width: 1 + (b0 | ((b1 & 0x3f) << 8)), height: 1 + ((b1 >> 6) | (b2 << 2) | ((b3 & 0x0f) << 10)) };
    }
    case 'VP8X':
      return { width: 1 + le24(bytes, 24), height: 1 + le24(bytes, 27) };
    default:
      return null;
  }
}

/**
 * A picture's pixel size read from its header, without decoding it: so that a file of a few kilobytes claiming
 * 100 000 × 100 000 pixels (a decompression bomb) is refused before a decode takes the browser's memory. Null when
 * the header cannot be read.
 */
export function readImageDimensions(bytes: Uint8Array, format: ImageFormat): ImageDimensions | null {
  const size = format === 'jpeg' ? jpegDimensions(bytes) : format === 'png' ? pngDimensions(bytes) : webpDimensions(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
