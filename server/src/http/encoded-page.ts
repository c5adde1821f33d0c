import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { brandNamePlaceholder } from '@core/text/brand-name-placeholder';
import { writeBrandInto } from '@core/text/without-brand-echo';

/** An HTML page held in memory as the build wrote it: the file, and its .br and .gz copies when the build made them. */
export interface EncodedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Reads `file` and the `.br`/`.gz` the build wrote beside it. */
export function readEncodedPage(file: string): EncodedPage {
  const page: EncodedPage = { identity: readFileSync(file) };
  if (existsSync(`${file}.br`)) page.br = readFileSync(`${file}.br`);
  if (existsSync(`${file}.gz`)) page.gzip = readFileSync(`${file}.gz`);
  return page;
}

/** Whether Accept-Encoding admits `coding` (named with a q above 0, or `*`). */
function accepts(acceptEncoding: string, coding: string): boolean {
  let wildcard = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name.trim() === coding) return weight > 0;
    if (name.trim() === '*') wildcard = weight > 0;
  }
  return wildcard;
}

/** The copy of `page` to send for this Accept-Encoding: brotli, else gzip, else the file itself. */
export function chooseEncoding(page: EncodedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const header = acceptEncoding ?? '';
  if (page.br && accepts(header, 'br')) return { body: page.br, encoding: 'br' };
  if (page.gzip && accepts(header, 'gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.identity };
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

/**
 * The page with this server's brand written where the build left the placeholder (text and
 * attributes alike, HTML-escaped; words after it that repeat the brand dropped, as the browser's
 * brandedText does, so hydration finds the same text), compressed again; the page as built when it
 * has none.
 */
export function withBrandName(page: EncodedPage, brandName: string): EncodedPage {
  const html = page.identity.toString('utf8');
  if (!html.includes(brandNamePlaceholder)) return page;
  const identity = Buffer.from(writeBrandInto(html, brandNamePlaceholder, brandName, escapeHtml), 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}
