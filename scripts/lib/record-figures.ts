import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './local-server';

/** Writes a benchmark's table into docs/PERFORMANCE.md between `<!-- bench:NAME:start -->` and `…:end -->`. */
export function recordFigures(name: string, table: string): void {
  const docPath = path.join(repoRoot, 'docs/PERFORMANCE.md');
  const doc = readFileSync(docPath, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) {
    console.log(`\n(no ${start} marker in docs/PERFORMANCE.md: figures not recorded)`);
    return;
  }
  writeFileSync(docPath, `${doc.slice(0, i + start.length)}\n${table}\n${doc.slice(j)}`);
  console.log(`\nwritten to docs/PERFORMANCE.md (${name})`);
}
