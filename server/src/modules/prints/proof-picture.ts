import sharp from 'sharp';
import type { HeadGuides } from '@core/face/head-rules';
import { placeProofMarks } from '@core/layout/place-proof-marks';
import { mm } from '@core/units/units';

/**
 * What a free picture is made into (decision 0053): how many pixels it has per printed millimetre,
 * and, for a photo, its head guides (the face oval and the crown, chin and centre lines).
 */
export interface ProofOptions {
  pixelsPerMm: number;
  head: HeadGuides | null;
}

/** The picture's own tones are three greys, all at least 60 levels darker than the marks. */
const TONES = [40, 100, 160] as const;
/** The grey a pixel must reach for the next tone up. */
const TONE_STEPS = [85, 170] as const;
/** The bands and the face oval: opaque, nearly white, so a proof costs little ink. */
const MARK = [236, 236, 236] as const;
/** The head guides: opaque red, over everything. */
const GUIDE = [224, 0, 0] as const;
/** A mark layer covers at least this share of a picture, or it did not render and nothing goes out. */
const MIN_COVERAGE = 0.6;

/** Per pixel: 0 the picture shows, 1 a band or the oval, 2 a guide. */
type MarkLayer = Uint8Array;
const MAX_LAYERS = 8;
const layers = new Map<string, Promise<MarkLayer>>();

const f = (value: number) => value.toFixed(2);

async function renderLayer(width: number, height: number, options: ProofOptions): Promise<MarkLayer> {
  const size = { width: mm(width / options.pixelsPerMm), height: mm(height / options.pixelsPerMm) };
  const marks = placeProofMarks(size, options.head);
  const shapes: string[] = [];
  for (const band of marks.bands)
    shapes.push(
      `<line x1="${f(band.from[0])}" y1="${f(band.from[1])}" x2="${f(band.to[0])}" y2="${f(band.to[1])}" stroke="#00f" stroke-width="${f(marks.bandWidth)}"/>`,
    );
  if (marks.face) shapes.push(`<ellipse cx="${f(marks.face.cx)}" cy="${f(marks.face.cy)}" rx="${f(marks.face.rx)}" ry="${f(marks.face.ry)}" fill="#00f"/>`);
  if (marks.guides) {
    const { crown, chin, centre } = marks.guides;
    const line = (x1: number, y1: number, x2: number, y2: number) =>
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#f00" stroke-width="${f(marks.guideWidth)}"/>`;
    shapes.push(line(0, crown, size.width, crown), line(0, chin, size.width, chin), line(centre, 0, centre, size.height));
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${f(size.width)} ${f(size.height)}" ` +
    `preserveAspectRatio="none" shape-rendering="crispEdges">${shapes.join('')}</svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const layer = new Uint8Array(width * height);
  let covered = 0;
  for (let i = 0; i < layer.length; i += 1) {
    // Opaque or not at all: half-covered edge pixels are marks, so no pixel blends the picture in.
    if (data[i * 4 + 3]! < 64) continue;
    layer[i] = data[i * 4]! > data[i * 4 + 2]! ? 2 : 1;
    covered += 1;
  }
  if (covered < MIN_COVERAGE * layer.length) throw new Error('the proof marks did not render: a free picture must never go out unmarked');
  return layer;
}

/** The mark layer for a picture of this size, rendered once (librsvg through sharp) and kept for the sizes in use. */
function markLayer(width: number, height: number, options: ProofOptions): Promise<MarkLayer> {
  const key = `${width}x${height}|${options.pixelsPerMm.toFixed(4)}|${options.head ? `${options.head.crown},${options.head.chin}` : '-'}`;
  let layer = layers.get(key);
  if (!layer) {
    layer = renderLayer(width, height, options);
    layer.catch(() => layers.delete(key));
    if (layers.size >= MAX_LAYERS) layers.delete(layers.keys().next().value!);
    layers.set(key, layer);
  }
  return layer;
}

/**
 * Makes a free picture a proof of layout (decision 0053), from its grey pixels (one channel, row by
 * row; the first of `channels` per pixel read): the picture's tones cut to three greys, then opaque marks over two thirds of it and
 * over the face zone, and the head guides. Returns RGB pixels. Deterministic: the same picture
 * gives the same bytes on every instance and every request.
 */
export async function proofPicture(grey: Buffer, width: number, height: number, options: ProofOptions, channels = 1): Promise<Buffer> {
  const layer = await markLayer(width, height, options);
  const out = Buffer.alloc(width * height * 3);
  for (let i = 0; i < layer.length; i += 1) {
    const mark = layer[i]!;
    const at = i * 3;
    if (mark === 0) {
      const v = grey[i * channels]!;
      const tone = v < TONE_STEPS[0] ? TONES[0] : v < TONE_STEPS[1] ? TONES[1] : TONES[2];
      out[at] = out[at + 1] = out[at + 2] = tone;
    } else {
      const colour = mark === 1 ? MARK : GUIDE;
      out[at] = colour[0];
      out[at + 1] = colour[1];
      out[at + 2] = colour[2];
    }
  }
  return out;
}
