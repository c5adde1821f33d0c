// The white background's quality on real photographs (decision 0104), measured before it is tuned: every photo of
// bench/face-crop-quality/photos.tsv (people photographed, as npm and Debian packages ship them) is picked on
// /PassportSizePhoto at 35×45 in Debian's Chromium against the real server, the proposed crop accepted, the "White
// background" switch turned on, and the cropped picture before and the white picture after are read from the page.
// An independent judge (Robust Video Matting, bench/face-judge: another model family than the product's MediaPipe
// selfie segmentation) masks the person on the picture before; then, in mm of the print:
// - halo: of the pixels in the 1 mm band outside the person's outline, the share closer to the old background's
//   colour there than to white and to the person's colour near it (target ≤ 10 %); photos whose background was
//   already near white have none;
// - background white: of the pixels more than 1 mm outside, the share with every channel ≥ 245 (target ≥ 97 %);
// - person kept: of the person's pixels more than 1 mm inside (hair, cap and turban included), the share left as
//   photographed (a cap erased shows here).
// The photos held out of the face crop's tuning (isHeldOut) are reported apart and are kept out of this tuning too.
// Prints Markdown: the summary into docs/PERFORMANCE.md, every photo into docs/white-background-quality.md. Not a
// test: the targets are reported, never enforced. BENCH_PHOTOS (sha256 prefixes) looks at a few, recording nothing.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { signedInPage, startBrowserBench } from '../scripts/lib/browser-bench';
import { recordQualityRun } from '../scripts/lib/record-figures';
import { extractPhotos, type BenchPhoto } from './face-crop-quality/bench-photos';
import type { FaceJudge } from './face-crop-quality/judged-face';
import { pickAndCrop, shownPicture } from './face-crop-quality/pick-and-crop';
import { judgeWhitePicture, type RgbPicture, type WhiteJudgement } from './white-background-quality/judge-white-picture';

const ONLY = (process.env.BENCH_PHOTOS ?? '').split(',').filter(Boolean);
/** Where to keep each picture before and after (PNG), to look at a miss; none when unset. */
const PICTURES_DIR = process.env.BENCH_PICTURES_DIR ?? '';
const PRINT_WIDTH_MM = 35;
const HALO_TARGET = 0.1;
const WHITE_TARGET = 0.97;

const installed = spawnSync('bash', ['scripts/ensure-side-package.sh', 'bench/face-judge'], { stdio: 'inherit' });
if (installed.status !== 0) throw new Error('the judge (bench/face-judge) could not be installed');
// By URL: the judge's own packages are in its side package, which the root's type check does not see.
const { createFaceJudge } = (await import(new URL('./face-judge/judge.ts', import.meta.url).href)) as { createFaceJudge: () => Promise<FaceJudge> };

async function rgbOf(png: Buffer): Promise<RgbPicture> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

const pct = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)} %`);

interface Row {
  photo: BenchPhoto;
  /** What the crop dialog said of the face ("found", "none" …). */
  face: string;
  judged: WhiteJudgement | null;
  /** Why there is no judgement. */
  missing?: string;
}

const photos = extractPhotos().filter((photo) => ONLY.length === 0 || ONLY.some((prefix) => photo.sha256.startsWith(prefix)));
const judge = await createFaceJudge();
const { baseURL, browser, runLine, close } = await startBrowserBench();
const rows: Row[] = [];
try {
  const page = await signedInPage(browser, baseURL, 'bench-white-quality@shop.in', '/PassportSizePhoto', 'Passport Size Photo');
  await page.locator('#studio-size').selectOption('35x45');
  const toggle = page.getByRole('switch', { name: 'White background' });
  for (const photo of photos) {
    const picked = await pickAndCrop(page, photo.file);
    await toggle.click();
    const done = await page
      .getByTestId('white-background-done')
      .waitFor({ timeout: 120_000 })
      .then(() => true)
      .catch(() => false);
    if (!done) {
      rows.push({
        photo,
        face: picked.status,
        judged: null,
        missing:
          (await page
            .getByTestId('white-background-status')
            .textContent()
            .catch(() => null)) ?? 'not done in 120 s',
      });
    } else {
      const white = await shownPicture(page.getByRole('img', { name: 'The cropped photo with a white background' }).first());
      const before = await rgbOf(picked.crop);
      const after = await rgbOf(white);
      if (PICTURES_DIR) {
        writeFileSync(`${PICTURES_DIR}/${photo.sha256.slice(0, 8)}-before.png`, picked.crop);
        writeFileSync(`${PICTURES_DIR}/${photo.sha256.slice(0, 8)}-white.png`, white);
      }
      if (after.width !== before.width || after.height !== before.height) {
        rows.push({ photo, face: picked.status, judged: null, missing: `white picture ${after.width}×${after.height}, crop ${before.width}×${before.height}` });
      } else {
        const mask = await judge.personMask(before);
        rows.push({ photo, face: picked.status, judged: judgeWhitePicture(before, after, mask, before.width / PRINT_WIDTH_MM) });
      }
    }
    // Off again, so the next photo's crop starts as the operator's would.
    await toggle.click();
    const row = rows.at(-1)!;
    const j = row.judged;
    console.log(`${photo.sha256.slice(0, 8)} ${j ? `halo ${pct(j.halo)}, white ${pct(j.backgroundWhite)}, kept ${pct(j.personKept)}` : row.missing}`);
  }
  await page.context().close();
} finally {
  await close();
}

const share = (part: number, whole: number) => (whole === 0 ? '–' : `${part}/${whole} (${Math.round((part / whole) * 100)} %)`);
const medianOf = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const summaryRow = (label: string, chosen: Row[]) => {
  const judged = chosen.filter((row) => row.judged !== null && row.judged.personShare >= 0.05).map((row) => row.judged!);
  const halos = judged.filter((j) => j.halo !== null).map((j) => j.halo!);
  const whites = judged.filter((j) => j.backgroundWhite !== null).map((j) => j.backgroundWhite!);
  return [
    label,
    chosen.length,
    judged.length,
    share(halos.filter((h) => h <= HALO_TARGET).length, halos.length),
    pct(medianOf(halos)),
    share(whites.filter((w) => w >= WHITE_TARGET).length, whites.length),
    pct(medianOf(whites)),
    pct(medianOf(judged.map((j) => j.personKept))),
    pct(judged.length ? Math.min(...judged.map((j) => j.personKept)) : null),
  ].join(' | ');
};

const summary = [
  runLine('headless (no GPU: WebAssembly backend)'),
  `${photos.length} photos from bench/face-crop-quality/photos.tsv, cropped as proposed at 35×45 mm. Judge: Robust Video Matting (Human 3.3.6), a person mask of the picture before. Judged: the judge's person fills at least 5 % of the crop. Every photo's figures: docs/white-background-quality.md.`,
  '',
  '| split | photos | judged | halo ≤ 10 % (photos with a coloured background) | halo, median | background ≥ 97 % white (photos with a background) | white, median | person kept, median | person kept, least |',
  '|---|---|---|---|---|---|---|---|---|',
  `| ${summaryRow(
    'held out',
    rows.filter((row) => row.photo.heldOut),
  )} |`,
  `| ${summaryRow(
    'tuning',
    rows.filter((row) => !row.photo.heldOut),
  )} |`,
  '',
  'Targets (per photo): halo ≤ 10 %; background ≥ 97 % white.',
].join('\n');

const detail = [
  '# White background quality, every photo',
  '',
  'Written by `npm run bench:white-background-quality` (decision 0104); the summary is in PERFORMANCE.md. Halo: of the 1 mm band outside the judge’s person outline, the share closer to the old background’s colour than to white and to the person’s; white: of the background beyond it, the share with every channel ≥ 245; kept: of the person more than 1 mm inside, the share left as photographed.',
  '',
  '| photo | split | face | person | old background (RGB) | halo | white | kept |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map((row) => {
    const j = row.judged;
    return `| ${row.photo.sha256.slice(0, 8)} | ${row.photo.heldOut ? 'held out' : 'tuning'} | ${row.face} | ${j ? pct(j.personShare) : '–'} | ${j ? (j.noBackground ? 'none (the person fills the picture)' : j.background.map((v) => Math.round(v)).join(', ') + (j.whiteAlready ? ' (near white)' : '')) : row.missing} | ${pct(j?.halo)} | ${pct(j?.backgroundWhite)} | ${pct(j?.personKept)} |`;
  }),
  '',
].join('\n');

recordQualityRun(
  'white-background-quality',
  summary,
  { file: 'docs/white-background-quality.md', text: detail },
  {
    section: [
      '## White background quality on real photos (`npm run bench:white-background-quality`)',
      '',
      'The white background on real photographs of people, judged by another model family than the product’s (decision 0104): the old background’s colour in the 1 mm band outside the outline, the background’s whiteness, the person left as photographed.',
    ].join('\n'),
    someOnly: ONLY.length > 0,
  },
);
process.exit(0);
