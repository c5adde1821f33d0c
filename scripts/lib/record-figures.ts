import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './local-server';

/**
 * Writes a benchmark's table into docs/PERFORMANCE.md between `<!-- bench:NAME:start -->` and `…:end -->`.
 * Without those markers, a benchmark that gives `section` (its heading and a line on how it runs) gets
 * that section, markers and table added at the end of the file; any other is not recorded.
 */
export function recordFigures(name: string, table: string, options: { section?: string } = {}): void {
  const docPath = path.join(repoRoot, 'docs/PERFORMANCE.md');
  const doc = readFileSync(docPath, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) {
    if (options.section) {
      writeFileSync(docPath, `${doc.trimEnd()}\n\n${options.section.trim()}\n\n${start}\n${table}\n${end}\n`);
      console.log(`\nwritten to docs/PERFORMANCE.md (${name}, a new section at the end)`);
      return;
    }
    console.log(`\n(no ${start} marker in docs/PERFORMANCE.md: figures not recorded)`);
    return;
  }
  writeFileSync(docPath, `${doc.slice(0, i + start.length)}\n${table}\n${doc.slice(j)}`);
  console.log(`\nwritten to docs/PERFORMANCE.md (${name})`);
}

/**
 * A quality bench's results: the summary printed and recorded (recordFigures), every photo's figures written to
 * `detailFile` (under docs/); nothing recorded when the run looked at some photos only.
 */
export function recordQualityRun(name: string, summary: string, detail: { file: string; text: string }, options: { section: string; someOnly: boolean }): void {
  console.log(`\n${summary}`);
  if (options.someOnly) {
    console.log('\n(BENCH_PHOTOS chose some photos: nothing recorded)');
    return;
  }
  writeFileSync(path.join(repoRoot, detail.file), detail.text);
  recordFigures(name, summary, { section: options.section });
}
