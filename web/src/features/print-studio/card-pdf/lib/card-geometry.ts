import { DOCUMENT_LEAST_DPI, sizeInPixels } from '@core/documents/document-crop-pixels';
import { ID1_CARD } from '@core/documents/document-sizes';
import type { PixelRect } from '@core/card-pdf/find-page-cards';

/** Degrees clockwise that turn a card region upright. */
export type CardRotation = 0 | 90 | 180 | 270;

export type Corner = 'nw' | 'ne' | 'sw' | 'se';
export const corners: readonly Corner[] = ['nw', 'ne', 'se', 'sw'];

export interface Point {
  x: number;
  y: number;
}

export interface Bounds {
  width: number;
  height: number;
}

/** At least 300 dpi of the ID-1 card: 1011 × 638 pixels. */
const MIN_CARD_PX = sizeInPixels(ID1_CARD, DOCUMENT_LEAST_DPI);

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

export function cornerPoint(rect: PixelRect, corner: Corner): Point {
  return { x: corner === 'nw' || corner === 'sw' ? rect.x : rect.x + rect.width, y: corner === 'nw' || corner === 'ne' ? rect.y : rect.y + rect.height };
}

export const oppositeCorner: Record<Corner, Corner> = { nw: 'se', se: 'nw', ne: 'sw', sw: 'ne' };

/** `to`, or the nearest value at least `min` away from `from`, staying within [0, limit]. */
function awayFrom(from: number, to: number, min: number, limit: number): number {
  if (Math.abs(to - from) >= min) return to;
  const ahead = to >= from ? from + min : from - min;
  if (ahead >= 0 && ahead <= limit) return ahead;
  return to >= from ? from - min : from + min;
}

/** The axis-aligned rectangle spanned by two points, inside the page, at least `minSide` on each side. */
export function rectFromPoints(a: Point, b: Point, bounds: Bounds, minSide: number): PixelRect {
  const ax = clamp(a.x, 0, bounds.width);
  const ay = clamp(a.y, 0, bounds.height);
  const bx = awayFrom(ax, clamp(b.x, 0, bounds.width), minSide, bounds.width);
  const by = awayFrom(ay, clamp(b.y, 0, bounds.height), minSide, bounds.height);
  return { x: Math.round(Math.min(ax, bx)), y: Math.round(Math.min(ay, by)), width: Math.round(Math.abs(bx - ax)), height: Math.round(Math.abs(by - ay)) };
}

/** The rectangle with one corner dragged to `to`, the opposite corner staying where it is. */
export function moveCorner(rect: PixelRect, corner: Corner, to: Point, bounds: Bounds, minSide: number): PixelRect {
  return rectFromPoints(cornerPoint(rect, oppositeCorner[corner]), to, bounds, minSide);
}

/** The rectangle moved by (dx, dy), kept inside the page. */
export function moveRect(rect: PixelRect, dx: number, dy: number, bounds: Bounds): PixelRect {
  return { ...rect, x: Math.round(clamp(rect.x + dx, 0, bounds.width - rect.width)), y: Math.round(clamp(rect.y + dy, 0, bounds.height - rect.height)) };
}

/**
 * Pixel size of a card image cut from `rect` and turned by `rotation`: the card's aspect (85.6:54),
 * as many pixels as the region has along the card's long side, and never fewer than 300 dpi.
 */
function cardImageSize(rect: PixelRect, rotation: CardRotation): Bounds {
  const longSide = rotation === 90 || rotation === 270 ? rect.height : rect.width;
  const width = Math.max(MIN_CARD_PX.width, Math.round(longSide));
  return { width, height: Math.max(MIN_CARD_PX.height, Math.round((width * ID1_CARD.height) / ID1_CARD.width)) };
}

/** Draws the region of `source` onto the whole of `target`, turned `rotation` degrees clockwise. */
export function drawCard(target: CanvasRenderingContext2D, source: CanvasImageSource, rect: PixelRect, rotation: CardRotation, size: Bounds) {
  const sideways = rotation === 90 || rotation === 270;
  const [drawWidth, drawHeight] = sideways ? [size.height, size.width] : [size.width, size.height];
  target.save();
  target.fillStyle = '#ffffff';
  target.fillRect(0, 0, size.width, size.height);
  target.translate(size.width / 2, size.height / 2);
  target.rotate((rotation * Math.PI) / 180);
  target.imageSmoothingQuality = 'high';
  target.drawImage(source, rect.x, rect.y, rect.width, rect.height, -drawWidth / 2, -drawHeight / 2, drawWidth, drawHeight);
  target.restore();
}

/** The card cut from `source` onto a canvas of its own, upright, at card aspect and at least 300 dpi. */
export function cardCanvas(
  source: HTMLCanvasElement,
  rect: PixelRect,
  rotation: CardRotation,
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const size = cardImageSize(rect, rotation);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d context');
  drawCard(context, source, rect, rotation, size);
  return { canvas, context };
}

/** A card's canvas as the JPEG uploaded for printing. */
export async function canvasJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  if (!blob) throw new Error('JPEG encoding failed');
  return blob;
}

/** The card as a JPEG, upright, at card aspect and at least 300 dpi. */
export async function cardJpeg(source: HTMLCanvasElement, rect: PixelRect, rotation: CardRotation): Promise<Blob> {
  return canvasJpeg(cardCanvas(source, rect, rotation).canvas);
}
