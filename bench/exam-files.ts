// Exam upload files (issue 17): exportExamFile for every seeded preset, in this process, one after another,
// from what the browser uploads: a photo preset gets a lossless crop of the portrait fixture at the preset's
// pixel size (range presets: 1000 px on the long side, their largest); a signature, thumb or declaration
// preset gets a phone photo of a signature on grey paper (1600×800 JPEG), cleaned on the server.
// Prints ms per file (median and p95 over BENCH_EXAM_RUNS runs after a warm-up) with the file's pixels,
// size, JPEG quality and padding; target ≤ 300 ms per file, judged on each preset's median (p95 shown:
// on a shared, loaded machine it measures the neighbours as much as the code). Writes the table into docs/PERFORMANCE.md
// (bench:exam-files markers) when the markers are there.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { examFilePixels } from '@core/exam-files/exam-file-size';
import { seedExamPresets, type ExamPreset } from '@core/exam-files/exam-presets';
import { recordFigures } from '../scripts/lib/record-figures';
import { fixturePath } from '../test/fixtures/fixture-path';
import { exportExamFile, type ExamFile } from '../server/src/modules/exam-files/export-exam-file';
import { signatureInput } from '../server/test/support/exam-file-inputs';

const RUNS = Number(process.env.BENCH_EXAM_RUNS ?? 15);
const WARM_UP = 3;
const TARGET_MS = 300;

const portrait = readFileSync(fixturePath('phone-portrait-3024x4032.jpg'));
const signature = (await signatureInput(1600, 800)).bytes;

async function uploadFor(preset: ExamPreset): Promise<Buffer> {
  if (preset.kind !== 'photo') return signature;
  const size = examFilePixels(preset.pixels, preset.dpi, { width: 1000, height: 1000 * (preset.pixels.kind === 'range' && preset.pixels.square ? 1 : 9 / 7) });
  return sharp(portrait)
    .rotate()
    .resize({ ...size, fit: 'cover' })
    .png()
    .toBuffer();
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

const rows: string[] = [];
let worstMedian = 0;
let worstP95 = 0;
const loadBefore = loadavg()[0]!;
for (const preset of seedExamPresets) {
  const upload = await uploadFor(preset);
  let file: ExamFile | undefined;
  for (let i = 0; i < WARM_UP; i += 1) file = await exportExamFile(upload, preset);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    file = await exportExamFile(upload, preset);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  const p95 = quantile(times, 0.95);
  worstMedian = Math.max(worstMedian, median);
  worstP95 = Math.max(worstP95, p95);
  const f = file!;
  rows.push(
    `| ${preset.id} | ${f.width}×${f.height} | ${(upload.length / 1024).toFixed(0)} | ${(f.jpeg.length / 1024).toFixed(1)} (${preset.minKb}–${preset.maxKb}) | ${f.quality} | ${f.padding} | ${median.toFixed(0)} | ${p95.toFixed(0)} |`,
  );
}

const table = [
  `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${RUNS} runs a preset after ${WARM_UP} warm-up, one file at a time; target ≤ ${TARGET_MS} ms a file; 1-minute load average ${loadBefore.toFixed(1)} before the run.`,
  '',
  '| preset | file pixels | upload KiB | file KiB (window, KB) | JPEG quality | padding bytes | median ms | p95 ms |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `Slowest preset: median ${worstMedian.toFixed(0)} ms (${worstMedian <= TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target), p95 ${worstP95.toFixed(0)} ms.`,
].join('\n');
console.log(table);
recordFigures('exam-files', table);
