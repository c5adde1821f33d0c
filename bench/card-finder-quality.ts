// The card finder's quality on photos it was not tuned on (decision 0090): ID-1 cards drawn and warped onto
// real table, fabric, stone and paper surfaces that Debian packages ship (gimp-data's patterns, python3-skimage's
// textures), with cast shadows, blur, noise and JPEG, filling 15–90 % of a 12 MP photo, turned up to 45° and
// tilted up to 30°; one background as grey as the card's header band. The generator's parameters are fixed
// here (a seeded stream), before any tuning of the finder. Each photo goes through the finder as its worker
// runs it (a copy 1,024 px long, core's greyOf and findDocumentQuad with the card's aspect and colours) in Node, and the
// corners are compared with where the card was drawn. Prints a Markdown table and writes it into
// docs/PERFORMANCE.md between the bench:card-finder-quality markers. Not a test: the targets are reported.
// Needs apt-get and dpkg-deb (the packages are downloaded, not installed). BENCH_PHOTOS (50) photos; BENCH_KEEP=<folder> keeps
// them with where the card was drawn (card-N.jpg, card-N.json); BENCH_SEED draws another set (the finder was tuned on the
// default set only).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { findDocumentQuad } from '@core/documents/find-document-quad';
import { applyHomography, homography, rectQuad, type Point, type Quad } from '@core/geometry/homography';
import { warpPerspective } from '@core/geometry/warp-perspective';
import { ID1_CARD } from '@core/documents/document-sizes';
import { greyOf } from '@core/images/grey-of';
import { recordFigures } from '../scripts/lib/record-figures';
import { unpackDebianPackage } from '../scripts/lib/unpack-debian-package';
// The copy the finder's worker looks at, as long as the web app makes it.
import { FIND_SIDE } from '../web/src/features/print-studio/lib/document-quad-protocol';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 50);
const PHOTO = { width: 4032, height: 3024 };
/** The card drawn: ID-1, in mm. */
const CARD_MM = ID1_CARD;
const PX_PER_MM = 20;
const GOOD = 0.006;
const WRONG = 0.02;

interface Material {
  package: string;
  path: string;
  sha256: string;
}
const materials = JSON.parse(readFileSync(new URL('./card-finder-quality/materials.json', import.meta.url), 'utf8')) as { backgrounds: Material[] };

/** A seeded stream (mulberry32): the same photos on every run and machine. */
function stream(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// BENCH_SEED draws another set of photos from the same ranges: photos the finder was not tuned on.
const DEFAULT_SEED = 20261128;
const SEED = process.env.BENCH_SEED === undefined ? DEFAULT_SEED : Number(process.env.BENCH_SEED);
if (!Number.isInteger(SEED) || SEED < 0) throw new Error(`BENCH_SEED must be a whole number, not "${process.env.BENCH_SEED}"`);
const random = stream(SEED);
const between = (min: number, max: number) => min + random() * (max - min);

/** Downloads the Debian packages the backgrounds come from and unpacks them (not installed) into `dir`. */
function unpackMaterials(dir: string): void {
  for (const name of new Set(materials.backgrounds.map((m) => m.package))) unpackDebianPackage(name, dir);
}

/** A GIMP pattern (.pat): a big-endian header (its size, version, width, height, bytes per pixel, "GPAT", name), then the pixels. */
async function readPattern(bytes: Buffer): Promise<Buffer> {
  const headerSize = bytes.readUInt32BE(0);
  const width = bytes.readUInt32BE(8);
  const height = bytes.readUInt32BE(12);
  const channels = bytes.readUInt32BE(16) as 1 | 2 | 3 | 4;
  if (bytes.toString('latin1', 20, 24) !== 'GPAT') throw new Error('not a GIMP pattern');
  const raw = bytes.subarray(headerSize, headerSize + width * height * channels);
  return sharp(raw, { raw: { width, height, channels } }).removeAlpha().png().toBuffer();
}

/** The surface the card lies on: the material tiled over the whole photo at a random scale, as RGB bytes. */
async function background(file: string, material: Material, grey: number | null): Promise<Buffer> {
  const bytes = readFileSync(file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== material.sha256) throw new Error(`${material.path} is not the file listed (sha256 ${sha256})`);
  const image = material.path.endsWith('.pat') ? await readPattern(bytes) : bytes;
  const meta = await sharp(image).metadata();
  const scale = between(1.5, 4);
  const tile = await sharp(image)
    .resize(Math.round(meta.width! * scale), Math.round(meta.height! * scale))
    .removeAlpha()
    .toColourspace('srgb')
    .png()
    .toBuffer();
  const surface = sharp({ create: { ...PHOTO, channels: 3, background: { r: 0, g: 0, b: 0 } } }).composite([{ input: tile, tile: true, left: 0, top: 0 }]);
  if (grey !== null) {
    // As grey as the card's header band: the texture's grain kept, its colour and mean level replaced.
    const { data } = await sharp(await surface.png().toBuffer())
      .removeAlpha()
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mean = data.reduce((sum, v) => sum + v, 0) / data.length;
    const out = Buffer.alloc(PHOTO.width * PHOTO.height * 3);
    for (let i = 0; i < data.length; i += 1) out.fill(Math.max(0, Math.min(255, Math.round(grey + (data[i]! - mean) * 0.35))), i * 3, i * 3 + 3);
    return out;
  }
  // The composite comes out with an alpha channel: the surface is RGB.
  return (
    await sharp(await surface.png().toBuffer())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
  ).data;
}

type Design = 'orange-band' | 'blue-card' | 'grey-band';
const GREY_BAND = 128;

/** A SPECIMEN card at 20 px/mm: its body, a header band, a photo box, text and a QR-like block. */
async function cardImage(design: Design) {
  const body = design === 'blue-card' ? '#cfe0f2' : '#fbfbf6';
  const band = design === 'orange-band' ? '#e8782a' : design === 'blue-card' ? '#2a4f96' : `rgb(${GREY_BAND},${GREY_BAND},${GREY_BAND})`;
  const qr = Array.from({ length: 64 }, (_, i) =>
    (i * 37) % 7 < 3 ? `<rect x="${62 + (i % 8) * 2}" y="${24 + Math.floor(i / 8) * 2}" width="2" height="2"/>` : '',
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_MM.width * PX_PER_MM}" height="${CARD_MM.height * PX_PER_MM}" viewBox="0 0 85.6 54">
    <rect width="85.6" height="54" fill="${body}"/>
    <rect width="85.6" height="11" fill="${band}"/>
    <text x="4" y="7.5" font-size="4" font-family="sans-serif" fill="#fff">SPECIMEN — TEST ONLY</text>
    <rect x="5" y="16" width="16" height="20" fill="#9fa8c8"/>
    <text x="25" y="20" font-size="3.2" font-family="sans-serif" fill="#111">SAMPLE NAME</text>
    <text x="25" y="26" font-size="2.6" font-family="sans-serif" fill="#111">DOB 01/01/1990</text>
    <text x="5" y="46" font-size="4" font-family="monospace" fill="#111">0000 1111 2222</text>
    <g fill="#111">${qr}</g>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

/**
 * Where the card lies: the card turned by `turn` in its plane, tilted by `tilt` about an axis at `axis` in the
 * plane, seen by a camera four diagonals away, scaled to fill `fill` of the photo and placed at random inside
 * it (2 % margin); the fill shrinks until it fits. Top-left first, clockwise.
 */
function cardQuad(turn: number, tilt: number, axis: number, fill: number): { quad: Quad; fill: number } {
  const rad = Math.PI / 180;
  const corners = [
    [-CARD_MM.width / 2, -CARD_MM.height / 2],
    [CARD_MM.width / 2, -CARD_MM.height / 2],
    [CARD_MM.width / 2, CARD_MM.height / 2],
    [-CARD_MM.width / 2, CARD_MM.height / 2],
  ].map(([x, y]) => {
    const t = turn * rad;
    const px = x! * Math.cos(t) - y! * Math.sin(t);
    const py = x! * Math.sin(t) + y! * Math.cos(t);
    // Tilt about the in-plane axis (cos a, sin a): the distance from the axis rises out of the plane.
    const a = axis * rad;
    const along = px * Math.cos(a) + py * Math.sin(a);
    const across = -px * Math.sin(a) + py * Math.cos(a);
    const z = across * Math.sin(tilt * rad);
    const acrossFlat = across * Math.cos(tilt * rad);
    return { x: along * Math.cos(a) - acrossFlat * Math.sin(a), y: along * Math.sin(a) + acrossFlat * Math.cos(a), z };
  });
  const distance = 4 * Math.hypot(CARD_MM.width, CARD_MM.height);
  const projected = corners.map((p) => ({ x: (p.x * distance) / (distance + p.z), y: (p.y * distance) / (distance + p.z) }));
  const area = Math.abs(projected.reduce((sum, p, i) => sum + p.x * projected[(i + 1) % 4]!.y - projected[(i + 1) % 4]!.x * p.y, 0)) / 2;
  const margin = 0.02 * Math.min(PHOTO.width, PHOTO.height);
  for (let share = fill; share > 0.05; share *= 0.97) {
    const k = Math.sqrt((share * PHOTO.width * PHOTO.height) / area);
    const xs = projected.map((p) => p.x * k);
    const ys = projected.map((p) => p.y * k);
    const room = { x: PHOTO.width - 2 * margin - (Math.max(...xs) - Math.min(...xs)), y: PHOTO.height - 2 * margin - (Math.max(...ys) - Math.min(...ys)) };
    if (room.x < 0 || room.y < 0) continue;
    const left = margin + random() * room.x - Math.min(...xs);
    const top = margin + random() * room.y - Math.min(...ys);
    return { quad: projected.map((p) => ({ x: p.x * k + left, y: p.y * k + top })) as unknown as Quad, fill: share };
  }
  throw new Error('no room for the card');
}

/** Draws the card (with its cast shadow) onto the surface; blur, noise and JPEG as a phone leaves them. */
async function photoOf(
  surface: Buffer,
  card: Awaited<ReturnType<typeof cardImage>>,
  at: Quad,
  shadow: { dx: number; dy: number; strength: number; softness: number },
  finish: { blur: number; noise: number; quality: number },
) {
  const { width, height } = PHOTO;
  const shadowSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><polygon fill="#fff" points="${at.map((p) => `${p.x + shadow.dx},${p.y + shadow.dy}`).join(' ')}"/></svg>`;
  const shade = (await sharp(Buffer.from(shadowSvg)).greyscale().blur(shadow.softness).raw().toBuffer({ resolveWithObject: true })).data;
  const photoToCard = homography(at, rectQuad(card.width, card.height))!;
  // The card is drawn only within its bounding box: the warp of that box, and a test per pixel whether it is on the card.
  const box = {
    left: Math.max(0, Math.floor(Math.min(...at.map((p) => p.x)))),
    top: Math.max(0, Math.floor(Math.min(...at.map((p) => p.y)))),
    right: Math.min(width, Math.ceil(Math.max(...at.map((p) => p.x)))),
    bottom: Math.min(height, Math.ceil(Math.max(...at.map((p) => p.y)))),
  };
  const boxWidth = box.right - box.left;
  const boxHeight = box.bottom - box.top;
  const boxQuad = rectQuad(boxWidth, boxHeight).map((p) => applyHomography(photoToCard, { x: p.x + box.left, y: p.y + box.top })) as unknown as Quad;
  const onCard = warpPerspective(card, boxQuad, boxWidth, boxHeight);
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      const inBox = x >= box.left && x < box.right && y >= box.top && y < box.bottom;
      const c = inBox ? applyHomography(photoToCard, { x: x + 0.5, y: y + 0.5 }) : null;
      const onIt = c !== null && c.x >= 0 && c.y >= 0 && c.x <= card.width && c.y <= card.height;
      const darken = 1 - (shadow.strength * shade[y * width + x]!) / 255;
      for (let k = 0; k < 3; k += 1) {
        const base = onIt ? onCard.data[((y - box.top) * boxWidth + (x - box.left)) * 4 + k]! : surface[o + k]! * darken;
        out[o + k] = Math.max(0, Math.min(255, Math.round(base + (random() - 0.5) * 2 * finish.noise)));
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .blur(finish.blur)
    .jpeg({ quality: finish.quality })
    .toBuffer();
}

/** The finder as its worker runs it: a copy FIND_SIDE long, greyOf, findDocumentQuad with the card's aspect and colours; corners in the photo's pixels. */
async function find(jpeg: Buffer): Promise<Quad | null> {
  const { data, info } = await sharp(jpeg).resize(FIND_SIDE, FIND_SIDE, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const found = findDocumentQuad(greyOf(rgba, info.width, info.height), info.width, info.height, { aspect: CARD_MM.width / CARD_MM.height, rgba });
  const k = PHOTO.width / info.width;
  return found ? (found.map((p) => ({ x: p.x * k, y: p.y * k })) as unknown as Quad) : null;
}

/** The largest corner error as a share of the photo's diagonal, over the four ways the corners can be numbered (orientation apart). */
function cornerError(found: Quad, truth: Quad): number {
  const diagonal = Math.hypot(PHOTO.width, PHOTO.height);
  let best = Number.POSITIVE_INFINITY;
  for (let shift = 0; shift < 4; shift += 1) {
    const worst = Math.max(...truth.map((p: Point, i) => Math.hypot(found[(i + shift) % 4]!.x - p.x, found[(i + shift) % 4]!.y - p.y)));
    best = Math.min(best, worst / diagonal);
  }
  return best;
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-card-quality-'));
try {
  console.log(`unpacking ${[...new Set(materials.backgrounds.map((m) => m.package))].join(', ')} …`);
  unpackMaterials(work);
  const designs: Design[] = ['orange-band', 'blue-card', 'grey-band'];
  const cards = new Map<Design, Awaited<ReturnType<typeof cardImage>>>();
  for (const design of designs) cards.set(design, await cardImage(design));
  const rows: string[] = [];
  const counts = { good: 0, near: 0, wrong: 0, none: 0 };
  const started = Date.now();
  for (let n = 0; n < PHOTOS; n += 1) {
    // Every tenth photo is the grey one: the grey-band card on a surface as grey as its band.
    const greyCase = n % 10 === 9;
    const material = materials.backgrounds[n % materials.backgrounds.length]!;
    const design: Design = greyCase ? 'grey-band' : designs[n % 2]!;
    const turn = between(-45, 45);
    const tilt = between(0, 30);
    const axis = between(0, 180);
    const { quad, fill } = cardQuad(turn, tilt, axis, between(0.15, 0.9));
    const shadow = { dx: between(-1, 1) * 60, dy: between(0.3, 1) * 80, strength: between(0.2, 0.5), softness: between(4, 20) };
    const finish = { blur: between(0.4, 1.6), noise: between(2, 8), quality: Math.round(between(70, 92)) };
    const surface = await background(path.join(work, 'root', material.path), material, greyCase ? GREY_BAND : null);
    const jpeg = await photoOf(surface, cards.get(design)!, quad, shadow, finish);
    if (process.env.BENCH_KEEP) {
      writeFileSync(path.join(process.env.BENCH_KEEP, `card-${n + 1}.jpg`), jpeg);
      writeFileSync(path.join(process.env.BENCH_KEEP, `card-${n + 1}.json`), JSON.stringify({ quad, surface: material.path, design, greyCase }));
    }
    const found = await find(jpeg);
    const error = found ? cornerError(found, quad) : null;
    const result = error === null ? 'none' : error <= GOOD ? 'good' : error > WRONG ? 'wrong' : 'near';
    counts[result] += 1;
    const name = path.basename(material.path);
    rows.push(
      `| ${n + 1} | ${name}${greyCase ? ' (grey)' : ''} | ${design} | ${(fill * 100).toFixed(0)} % | ${turn.toFixed(0)}° | ${tilt.toFixed(0)}° | ${result === 'none' ? 'not found' : result} | ${error === null ? '—' : `${(error * 100).toFixed(2)} %`} |`,
    );
    console.log(rows.at(-1));
  }
  const share = (count: number) => `${count} of ${PHOTOS} (${((count / PHOTOS) * 100).toFixed(0)} %)`;
  const table = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${PHOTOS} photos of ${PHOTO.width}×${PHOTO.height} px in ${((Date.now() - started) / 1000).toFixed(0)} s; ${SEED === DEFAULT_SEED ? "the generator's seed and ranges as committed" : `seed ${SEED} (not the committed one) and the ranges`} in \`bench/card-finder-quality.ts\`, backgrounds in \`bench/card-finder-quality/materials.json\`.`,
    '',
    '| result | photos | target |',
    '|---|---|---|',
    `| every corner within 0.6 % of the diagonal | ${share(counts.good)} | ≥ 90 % |`,
    `| found, a corner 0.6–2 % off | ${share(counts.near)} | |`,
    `| a wrong quad (a corner more than 2 % off) | ${share(counts.wrong)} | ≤ 2 % |`,
    `| not found (the dialog says so) | ${share(counts.none)} | the rest |`,
    '',
    '<details><summary>Every photo</summary>',
    '',
    '| # | surface | card | fill | turn | tilt | result | worst corner |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '</details>',
  ].join('\n');
  console.log(`\n${table}`);
  // Only the committed set's figures are recorded: another seed's are printed above.
  if (SEED === DEFAULT_SEED)
    recordFigures('card-finder-quality', table, {
      section:
        '## Card finder quality (`npm run bench:card-finder-quality`)\n\nThe card finder on generated photos of SPECIMEN ID-1 cards on real surfaces from Debian packages (decision 0090): corners found against where the card was drawn.',
    });
} finally {
  rmSync(work, { recursive: true, force: true });
}
