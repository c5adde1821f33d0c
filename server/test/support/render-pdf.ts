import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Renders page 1 of a PDF to PNG with poppler's pdftoppm (Debian's poppler-utils; .ci/run installs it). */
export function renderFirstPage(pdf: Uint8Array, dpi: number): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-render-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', '-f', '1', '-l', '1', path.join(dir, 'in.pdf'), path.join(dir, 'out')]);
    return readFileSync(path.join(dir, 'out.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
