import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One vendored folder's `source.json`: the npm package and version its files came from, each with its SHA-256. */
export interface VendoredSource {
  folder: string;
  package: string;
  version: string;
  files: Array<{ file: string; packagePath: string; sha256: string }>;
}

/** Every `web/vendor/<name>/source.json` under the repository root. */
export function vendoredSources(repoRoot: string): VendoredSource[] {
  const vendor = path.join(repoRoot, 'web', 'vendor');
  return readdirSync(vendor, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const folder = path.join(vendor, entry.name);
      const parsed = JSON.parse(readFileSync(path.join(folder, 'source.json'), 'utf8')) as Omit<VendoredSource, 'folder'>;
      return { ...parsed, folder };
    });
}
