import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Downloads a Debian package (`name`, or `name=version` to pin one) into `dir` without installing it, and unpacks
 * it into `dir/root`, which it returns: the benches take test material from packages this way (card surfaces, photos
 * of people). Needs apt-get and dpkg-deb.
 */
export function unpackDebianPackage(name: string, dir: string): string {
  const before = new Set(readdirSync(dir));
  execFileSync('apt-get', ['download', name], { cwd: dir, stdio: 'ignore' });
  const deb = readdirSync(dir).find((file) => file.endsWith('.deb') && !before.has(file));
  if (!deb) throw new Error(`apt-get download ${name} gave no package`);
  const root = path.join(dir, 'root');
  execFileSync('dpkg-deb', ['-x', path.join(dir, deb), root]);
  return root;
}
