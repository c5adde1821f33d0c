import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files worth compressing: text (scripts, module scripts such as pdf.js's worker `.mjs`, styles,
 * HTML, SVG, JSON) and the binary formats that shrink too (WebAssembly, pdf.js's fonts and
 * CMaps, the face finder's and the white background's model weights: about a fifth smaller). Images and woff2 are compressed already.
 */
const compressibleExtensions: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.wasm',
  '.bin',
  '.ttf',
  '.otf',
  '.pfb',
  '.bcmap',
  '.ico',
]);

export const isCompressible = (fileName: string): boolean => compressibleExtensions.has(path.extname(fileName).toLowerCase());

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a .br and a .gz beside every compressible file under `outDir` (all of them, whatever
 * their size or name; a copy no smaller than its file is not written), compressed once at build
 * time at the highest levels, for @fastify/static's `preCompressed` or a proxy's
 * `gzip_static`/`brotli_static`. Returns how many files were compressed.
 */
export async function precompressFiles(outDir: string): Promise<number> {
  const files = (await filesUnder(outDir)).filter(isCompressible);
  let next = 0;
  // zlib runs on libuv's thread pool: a few files at a time use the cores the machine has.
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        gzipAsync(source, { level: 9 }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}
