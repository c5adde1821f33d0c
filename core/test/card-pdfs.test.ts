import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardPdfTypes, makeCardPdf, type CardPdf, type CardPdfOptions, type DrawnCard } from '../../test/support/card-pdf';
import { findPageCards, type PixelRect } from '../src/card-pdf/find-page-cards';
import { pairPageCards } from '../src/card-pdf/pair-page-cards';

const DPI = 100;
const PX_PER_MM = DPI / 25.4;

/** Every page of the PDF rendered as a viewer shows it (pdftoppm, with the password), with the cards core finds on it. */
async function pagesOf(pdf: CardPdf) {
  const dir = mkdtempSync(path.join(tmpdir(), 'card-pdfs-'));
  try {
    const file = path.join(dir, 'card.pdf');
    writeFileSync(file, pdf.bytes);
    execFileSync('pdftoppm', ['-r', String(DPI), '-png', ...(pdf.password ? ['-upw', pdf.password] : []), file, path.join(dir, 'page')]);
    const count = new Set(pdf.cards.map((card) => card.page)).size;
    const pages = [];
    for (let n = 1; n <= count; n += 1) {
      const name = count > 1 ? `page-${n}.png` : 'page-1.png';
      const { data, info } = await sharp(readFileSync(path.join(dir, name)))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const image = { width: info.width, height: info.height, data };
      pages.push({ ...image, cards: findPageCards(image) });
    }
    return pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where a drawn card shows on the rendered page, in mm: as drawn, or on a page a viewer turns a quarter right. */
function shown(card: DrawnCard, turned: boolean) {
  return turned ? { x: 297 - card.y - card.height, y: card.x, width: card.height, height: card.width } : card;
}

function expectSame(found: PixelRect, expected: { x: number; y: number; width: number; height: number }) {
  const mm = { x: found.x / PX_PER_MM, y: found.y / PX_PER_MM, width: found.width / PX_PER_MM, height: found.height / PX_PER_MM };
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(mm[key] - expected[key]), `${key}: ${mm[key]} vs ${expected[key]}`).toBeLessThan(1.5);
}

describe('cards found in synthetic government card PDFs (SPECIMEN — TEST ONLY)', () => {
  const cases: Array<[string, Omit<CardPdfOptions, 'type'>]> = [
    ['as vectors at true size', {}],
    ['as pictures at 0.8 times', { scale: 0.8, drawAs: 'image' }],
    ['on a page turned a quarter, at 0.9 times', { scale: 0.9, turned: true }],
  ];
  for (const type of cardPdfTypes) {
    it.each(cases)(`${type}: opens with its password, finds every card %s, and pairs the front with its back`, async (_, options) => {
      const pdf = await makeCardPdf({ type, ...options });
      const pages = await pagesOf(pdf);
      const found = pages.flatMap((page, index) => page.cards.map((card) => ({ page: index, rect: card.rect })));
      expect(found).toHaveLength(pdf.cards.length);
      for (const card of pdf.cards) {
        const at = shown(card, options.turned ?? false);
        const match = found.find((f) => f.page === card.page && Math.abs(f.rect.x / PX_PER_MM - at.x) < 1.5 && Math.abs(f.rect.y / PX_PER_MM - at.y) < 1.5);
        expect(match, `${card.side} of ${type}`).toBeDefined();
        expectSame(match!.rect, shown(card, options.turned ?? false));
      }
      const { pairings } = pairPageCards(pages);
      expect(pairings).toHaveLength(1);
      expect(pairings[0]!.back === null).toBe(pdf.cards.length === 1);
      // Upright, the front comes first.
      if (!options.turned && pairings[0]!.back) {
        const front = pages[pairings[0]!.front.page]!.cards[pairings[0]!.front.card]!.rect;
        expectSame(front, pdf.cards[0]!);
      }
    });
  }

  it('pairs a front page with a back page', async () => {
    const pdf = await makeCardPdf({ type: 'abha', backOnSecondPage: true, scale: 1.2 });
    const pages = await pagesOf(pdf);
    expect(pages.map((page) => page.cards.length)).toEqual([1, 1]);
    expect(pairPageCards(pages).pairings).toEqual([{ front: { page: 0, card: 0 }, back: { page: 1, card: 0 } }]);
  });

  it('is locked with the type’s password: e-Aadhaar by name and year, e-PAN by date of birth; the others open plain', async () => {
    expect((await makeCardPdf({ type: 'e-aadhaar' })).password).toBe('SAMP1990');
    expect((await makeCardPdf({ type: 'e-pan' })).password).toBe('01011990');
    const locked = await makeCardPdf({ type: 'e-pan' });
    expect(() => execFileSync('qpdf', ['--check', '--password=wrong', '-', '/dev/null'], { input: locked.bytes, stdio: 'pipe' })).toThrow();
    expect((await makeCardPdf({ type: 'e-epic' })).password).toBeNull();
  });
});
