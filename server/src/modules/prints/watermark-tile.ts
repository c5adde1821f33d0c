import sharp from 'sharp';
import { watermarkTextWidthEm } from '@core/layout/watermark-text-width';

/**
 * The brand burned into a free print's pixels: one tile, kept as the pixels it covers only (most
 * of a tile is empty), repeated edge to edge over the whole image.
 */
export interface WatermarkTile {
  width: number;
  height: number;
  /** For each covered pixel: its column and row in the tile, its grey level and its opacity (0–255). */
  xs: Uint16Array;
  ys: Uint16Array;
  grey: Uint8Array;
  alpha: Uint8Array;
}

/** Degrees the burned-in text rises to the right, as on the sheet's vector watermark. */
const ANGLE = 30;
/** White letters with a dark edge, so the brand shows on light and dark parts of a photo alike. */
const FILL_OPACITY = 0.34;
const STROKE_OPACITY = 0.3;
/** A tile renders its text over at least this share of its pixels, or the font is missing and nothing is burned in. */
const MIN_COVERAGE = 0.04;
/** Tiles kept: one per brand and text size (four sizes in common use: passport photo, card, passport page, page document). */
const MAX_TILES = 16;

const tiles = new Map<string, Promise<WatermarkTile>>();

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text's size in pixels for an image: a thirteenth of its shorter side, in steps of 4 px (few tiles to cache). */
export function watermarkTextPixels(width: number, height: number): number {
  return Math.max(16, Math.round(Math.min(width, height) / 13 / 4) * 4);
}

async function renderTile(text: string, fontPx: number): Promise<WatermarkTile> {
  const length = watermarkTextWidthEm(text) * fontPx;
  const radians = (ANGLE * Math.PI) / 180;
  // The text's run across and up the tile, plus a small gap between repetitions.
  const width = Math.ceil(length * Math.cos(radians) + fontPx * 0.6);
  const height = Math.ceil(length * Math.sin(radians) + fontPx * 1.4);
  const label = escapeXml(text);
  const copies: string[] = [];
  for (const dx of [-width, 0, width]) {
    for (const dy of [-height, 0, height]) {
      copies.push(
        `<text transform="translate(${(width / 2 + dx).toFixed(1)} ${(height / 2 + dy).toFixed(1)}) rotate(${-ANGLE})" text-anchor="middle" dominant-baseline="central">${label}</text>`,
      );
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g font-family="Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif" font-weight="700" font-size="${fontPx}" ` +
    `fill="#ffffff" fill-opacity="${FILL_OPACITY}" stroke="#000000" stroke-opacity="${STROKE_OPACITY}" stroke-width="${(fontPx / 16).toFixed(1)}">` +
    `${copies.join('')}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const covered: number[] = [];
  for (let i = 0; i < info.width * info.height; i += 1) if (data[i * 4 + 3]! > 0) covered.push(i);
  if (covered.length < MIN_COVERAGE * info.width * info.height)
    throw new Error('the watermark text did not render: no usable font for the burned-in watermark');
  const tile: WatermarkTile = {
    width: info.width,
    height: info.height,
    xs: Uint16Array.from(covered, (i) => i % info.width),
    ys: Uint16Array.from(covered, (i) => Math.floor(i / info.width)),
    // The letters are white or black (grey between, on their antialiased edges): one channel says it.
    grey: Uint8Array.from(covered, (i) => data[i * 4]!),
    alpha: Uint8Array.from(covered, (i) => data[i * 4 + 3]!),
  };
  return tile;
}

/**
 * One tile of the burned-in watermark for `text` at `fontPx`: the brand turned 30°, in bold white
 * letters with a dark edge at about a third of full strength, drawn with its neighbours' overhangs
 * so that tiles laid edge to edge join into one continuous pattern. Rendered once (librsvg, the
 * system's sans-serif bold), then cached. Rejects when the text didn't render (no font on the
 * host): a free print must never go out clean.
 */
export function watermarkTile(text: string, fontPx: number): Promise<WatermarkTile> {
  const key = `${fontPx}|${text}`;
  let tile = tiles.get(key);
  if (!tile) {
    tile = renderTile(text, fontPx);
    tile.catch(() => tiles.delete(key));
    if (tiles.size >= MAX_TILES) tiles.delete(tiles.keys().next().value!);
    tiles.set(key, tile);
  }
  return tile;
}

/** Where a tile repeated over one image size lands: each covered pixel's index, what it keeps of the photo (255 − opacity) and what it adds (grey × opacity). */
interface BurnMap {
  pixels: Int32Array;
  keep: Uint8Array;
  add: Uint16Array;
}

/** Burn maps kept, by tile and image size: the sizes of passport crops and cards repeat, page documents' sizes mostly don't. */
const MAX_BURN_MAPS = 8;
const burnMaps = new Map<string, BurnMap>();
const tileIds = new WeakMap<WatermarkTile, number>();
let nextTileId = 0;

function burnMap(tile: WatermarkTile, width: number, height: number): BurnMap {
  let id = tileIds.get(tile);
  if (id === undefined) tileIds.set(tile, (id = nextTileId++));
  const key = `${id}|${width}x${height}`;
  const cached = burnMaps.get(key);
  if (cached) return cached;
  const { xs, ys, grey, alpha } = tile;
  const across = Math.ceil(width / tile.width);
  const down = Math.ceil(height / tile.height);
  const room = xs.length * across * down;
  const pixels = new Int32Array(room);
  const keep = new Uint8Array(room);
  const add = new Uint16Array(room);
  let n = 0;
  for (let top = 0; top < height; top += tile.height) {
    for (let left = 0; left < width; left += tile.width) {
      for (let i = 0; i < xs.length; i += 1) {
        const x = left + xs[i]!;
        const y = top + ys[i]!;
        if (x >= width || y >= height) continue;
        pixels[n] = y * width + x;
        keep[n] = 255 - alpha[i]!;
        add[n] = grey[i]! * alpha[i]! + 127;
        n += 1;
      }
    }
  }
  const map = { pixels: pixels.subarray(0, n), keep: keep.subarray(0, n), add: add.subarray(0, n) };
  if (burnMaps.size >= MAX_BURN_MAPS) burnMaps.delete(burnMaps.keys().next().value!);
  burnMaps.set(key, map);
  return map;
}

/**
 * Burns `tile` into raw pixels (`channels` per pixel, row by row), repeated from the top-left corner
 * over the whole image: each covered pixel becomes the tile's grey over the photo at the tile's
 * opacity. Touches only the covered pixels (about a tenth of the image), in place, through a map of
 * them cached per image size.
 */
export function burnInTile(data: Buffer, width: number, height: number, channels: number, tile: WatermarkTile) {
  const { pixels, keep, add } = burnMap(tile, width, height);
  for (let i = 0; i < pixels.length; i += 1) {
    const at = pixels[i]! * channels;
    const k = keep[i]!;
    const a = add[i]!;
    // (photo × (255 − opacity) + grey × opacity) / 255, rounded; a byte store truncates the rest.
    for (let c = 0; c < channels; c += 1) data[at + c] = (data[at + c]! * k + a) / 255;
  }
}
