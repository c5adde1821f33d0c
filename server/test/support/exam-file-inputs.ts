import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fixturePath } from '../../../test/fixtures/fixture-path';

/** A test input for the exam file exporter: what it is, and its bytes as the browser would upload them. */
export interface ExamInput {
  name: string;
  bytes: Buffer;
}

/** A seeded pseudo-random sequence, so the generated inputs are the same on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Sensor-like noise of ±`amplitude` over a colour gradient, as a lossless PNG. */
export async function noiseInput(width: number, height: number, amplitude: number, seed = 1): Promise<ExamInput> {
  const next = random(seed);
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const base = [90 + (100 * x) / width, 120 + (80 * y) / height, 160];
      for (let c = 0; c < 3; c += 1) data[i + c] = Math.max(0, Math.min(255, Math.round(base[c]! + (next() - 0.5) * 2 * amplitude)));
    }
  }
  return {
    name: `noise ±${amplitude} ${width}×${height}`,
    bytes: await sharp(data, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  };
}

export async function flatInput(width: number, height: number): Promise<ExamInput> {
  return {
    name: `flat ${width}×${height}`,
    bytes: await sharp({ create: { width, height, channels: 3, background: '#8aa0c0' } })
      .png()
      .toBuffer(),
  };
}

/** The portrait fixture, cropped to the given aspect and resized, as the browser's lossless crop. */
export async function photoInput(width: number, height: number): Promise<ExamInput> {
  const bytes = await sharp(readFileSync(fixturePath('portrait-astronaut.png')))
    .resize({ width, height, fit: 'cover' })
    .png()
    .toBuffer();
  return { name: `photo ${width}×${height}`, bytes };
}

/**
 * A signature drawn in blue-black ink on grey paper lit unevenly (brighter on the left), with a speck of dust,
 * photographed as a JPEG, as an operator's phone gives it.
 */
export async function signatureInput(width: number, height: number): Promise<ExamInput> {
  const stroke = Math.max(2, Math.round(Math.min(width, height) / 60));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 500" preserveAspectRatio="none">
  <defs><linearGradient id="light" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#c4c0b8"/><stop offset="1" stop-color="#8f8b84"/></linearGradient></defs>
  <rect width="1000" height="500" fill="url(#light)"/>
  <path d="M180 330 C 220 120, 300 120, 300 300 S 380 420, 430 250 C 470 150, 520 380, 560 260 S 660 200, 700 300 L 820 240"
    fill="none" stroke="#1c2340" stroke-width="${(stroke * 1000) / width}" stroke-linecap="round" vector-effect="non-scaling-stroke"/>
  <path d="M200 380 L 800 360" stroke="#1c2340" stroke-width="${(stroke * 600) / width}" fill="none"/>
  <circle cx="930" cy="60" r="1.5" fill="#303030"/>
</svg>`;
  return { name: `signature on grey paper ${width}×${height}`, bytes: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer() };
}

/**
 * A signature on white paper that lies on a dark wooden table, the table showing left and right of the paper
 * (how an operator's crop of a phone photo often leaves it; decision 0082).
 */
export async function signatureOnTableInput(width: number, height: number): Promise<ExamInput> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 500" preserveAspectRatio="none">
  <defs><pattern id="wood" width="40" height="500" patternUnits="userSpaceOnUse"><rect width="40" height="500" fill="#4a3424"/><rect x="8" width="6" height="500" fill="#5c4230"/><rect x="27" width="3" height="500" fill="#3b2a1c"/></pattern></defs>
  <rect width="1000" height="500" fill="url(#wood)"/>
  <rect x="150" y="-20" width="700" height="540" fill="#eeece6" transform="rotate(1.5 500 250)"/>
  <path d="M260 320 C 290 160, 350 160, 350 290 S 410 380, 450 260 C 480 180, 520 350, 560 270 S 640 220, 680 300 L 760 250"
    fill="none" stroke="#1c2340" stroke-width="7" stroke-linecap="round"/>
</svg>`;
  return { name: `signature on paper on a table ${width}×${height}`, bytes: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer() };
}

/** A photo carrying EXIF with a GPS position, as a phone writes it. */
export async function photoWithGps(): Promise<ExamInput> {
  const bytes = await sharp(readFileSync(fixturePath('portrait-astronaut.png')))
    .resize(400, 460)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 0/1' },
    })
    .toBuffer();
  return { name: 'photo with EXIF GPS', bytes };
}
