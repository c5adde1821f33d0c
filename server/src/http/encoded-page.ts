import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { brandNamePlaceholder } from '@core/text/brand-name-placeholder';
import { landingDataElementId } from '@core/text/landing-data-element-id';
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

/** `html` held with its brotli (quality 11) and gzip (level 9) copies, as the build compresses. */
export function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * `data` as a JSON data block (decision 0076): `<script type="application/json">` is never run, so the strict
 * CSP stands; every `<` is written `\u003c` (the same string to JSON.parse), so no text in the data (a shop
 * address, a brand) can close the element or open a comment.
 */
function jsonDataBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** `html` with the landing's data (core's landingData) as a JSON data block at the end of its head. */
export function withLandingData(html: string, data: unknown): string {
  return html.replace('</head>', () => `${jsonDataBlock(landingDataElementId, data)}</head>`);
}

/**
 * The page with this server's brand written where the build left the placeholder (text and
 * attributes alike, HTML-escaped; words after it that repeat the brand dropped, as the browser's
 * brandedText does, so hydration finds the same text), compressed again; the page as built when it
 * has none.
 */
export function withBrandName(page: EncodedPage, brandName: string): EncodedPage {
  const html = page.identity.toString('utf8');
  if (!html.includes(brandNamePlaceholder)) return page;
  return encodePage(withBrandNameText(html, brandName));
}

/** `html` with this server's brand written where the build left the placeholder (see withBrandName). */
export function withBrandNameText(html: string, brandName: string): string {
  return html.includes(brandNamePlaceholder) ? writeBrandInto(html, brandNamePlaceholder, brandName, escapeHtml) : html;
}
