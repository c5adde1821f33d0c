// Checks the vendored model files (web/vendor/*/source.json) against the npm package they came
// from: packs that package version into a temporary folder (npm pack, the registry as npm is set
// up), unpacks it and compares each listed file's SHA-256. Exits 1 on any difference.
// Usage: node --import tsx scripts/check-vendored-models.ts
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/local-server';
import { vendoredSources } from './lib/vendored-sources';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
let failures = 0;
for (const source of vendoredSources(repoRoot)) {
  const work = mkdtempSync(path.join(tmpdir(), 'vendored-'));
  try {
    execFileSync('npm', ['pack', `${source.package}@${source.version}`, '--pack-destination', work, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack gave no tarball for ${source.package}@${source.version}`);
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work]);
    for (const file of source.files) {
      const fromPackage = sha256(readFileSync(path.join(work, 'package', file.packagePath)));
      const vendored = sha256(readFileSync(path.join(source.folder, file.file)));
      const ok = fromPackage === file.sha256 && vendored === file.sha256;
      if (!ok) failures += 1;
      console.log(
        `${ok ? 'ok  ' : 'DIFF'} ${path.relative(repoRoot, path.join(source.folder, file.file))} ← ${source.package}@${source.version}/${file.packagePath}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
process.exit(failures === 0 ? 0 : 1);
