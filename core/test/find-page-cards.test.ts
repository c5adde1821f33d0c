import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { findPageCards, type PixelRect } from '../src/card-pdf/find-page-cards';
import type { RgbaImage } from '../src/images/rgba-image';
import { pageTurn, pairPageCards, uprightRect } from '../src/card-pdf/pair-page-cards';

/** Rendered at 100 dpi: a pixel is 0.254 mm. */
const PX_PER_MM = 100 / 25.4;

interface DrawnCard {
  x: number;
  y: number;
  /** The card's scale against ID-1 (0.5: drawn 42.8 × 27 mm). */
  scale: number;
  /**
   * `outline`: a white card with a grey border, a header band, text, a QR-like block and a card-shaped box inside (as
   * most card PDFs draw it); `image`: a filled picture with no border.
   */
  style: 'outline' | 'image';
  colour: string;
  /** Drawn 85.6 × `height` instead of 54 (an outline that is not a card's). */
  height?: number;
}

/** A synthetic A4 page of a government card PDF in no particular agency's style: header text, notes, the cards. */
function pageSvg(cards: DrawnCard[]): string {
  const notes = Array.from(
    { length: 10 },
    (_, i) => `<text x="15" y="${40 + i * 6}" font-size="3.2" fill="#222">Note ${i + 1}: SPECIMEN — TEST ONLY text</text>`,
  );
  const drawn = cards.map((c) => {
    const height = c.height ?? 54;
    const body =
      c.style === 'outline'
        ? `<rect x="0" y="0" width="85.6" height="${height}" fill="#fff" stroke="#777" stroke-width="0.35"/>
           <rect x="0" y="0" width="85.6" height="8" fill="${c.colour}"/>
           <text x="8" y="5.5" font-size="3" fill="#fff">SPECIMEN — TEST ONLY</text>
           <rect x="6" y="14" width="20" height="24" fill="#bbc" stroke="#333" stroke-width="0.3"/>
           <text x="30" y="20" font-size="3" fill="#000">SAMPLE NAME</text>
           <rect x="66" y="30" width="14" height="14" fill="#000"/>
           <rect x="34" y="30" width="22.19" height="14" fill="none" stroke="#333" stroke-width="0.3"/>`
        : `<rect x="0" y="0" width="85.6" height="${height}" fill="${c.colour}"/>
           <rect x="6" y="14" width="20" height="24" fill="#dde"/>
           <text x="30" y="20" font-size="3" fill="#fff">SPECIMEN — TEST ONLY</text>`;
    return `<g transform="translate(${c.x} ${c.y}) scale(${c.scale})">${body}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(210 * PX_PER_MM)}" height="${Math.round(297 * PX_PER_MM)}" viewBox="0 0 210 297">
    <rect width="210" height="297" fill="#fff"/>
    <text x="15" y="20" font-size="5" fill="#000">A card document (SPECIMEN)</text>
    ${notes.join('')}${drawn.join('')}</svg>`;
}

async function render(svg: string, rotate = 0): Promise<RgbaImage> {
  const { data, info } = await sharp(Buffer.from(svg)).rotate(rotate).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** A found rectangle in mm of the page as drawn, within 1 mm. */
function expectAt(found: PixelRect, x: number, y: number, width: number, height: number) {
  const mm = { x: found.x / PX_PER_MM, y: found.y / PX_PER_MM, width: found.width / PX_PER_MM, height: found.height / PX_PER_MM };
  expect(mm.x).toBeCloseTo(x, 0);
  expect(mm.y).toBeCloseTo(y, 0);
  expect(Math.abs(mm.width - width)).toBeLessThan(1);
  expect(Math.abs(mm.height - height)).toBeLessThan(1);
}

describe('cards on a page of a card PDF, by aspect and outline (never by size or text)', () => {
  it.each([
    ['half size', 0.5],
    ['true size', 1],
    ['1.1 times', 1.1],
  ])('finds a front and a back drawn side by side at %s, and pairs them', async (_, scale) => {
    const width = 85.6 * scale;
    const gap = 6;
    const left = (210 - 2 * width - gap) / 2;
    const image = await render(
      pageSvg([
        { x: left, y: 120, scale, style: 'outline', colour: '#c0392b' },
        { x: left + width + gap, y: 120, scale, style: 'outline', colour: '#2c5aa0' },
      ]),
    );
    const cards = findPageCards(image);
    expect(cards).toHaveLength(2);
    expectAt(cards[0]!.rect, left, 120, width, 54 * scale);
    expectAt(cards[1]!.rect, left + width + gap, 120, width, 54 * scale);
    expect(pairPageCards([{ ...image, cards }]).pairings).toEqual([{ front: { page: 0, card: 0 }, back: { page: 0, card: 1 } }]);
  });

  it('finds cards drawn as pictures with no border at one and a half times, stacked, and pairs the front above the back', async () => {
    const image = await render(
      pageSvg([
        { x: 30, y: 110, scale: 1.5, style: 'image', colour: '#1d6f42' },
        { x: 30, y: 197, scale: 1.5, style: 'image', colour: '#6b2c91' },
      ]),
    );
    const cards = findPageCards(image);
    expect(cards.map((card) => card.portrait)).toEqual([false, false]);
    expectAt(cards[0]!.rect, 30, 110, 128.4, 81);
    expectAt(cards[1]!.rect, 30, 197, 128.4, 81);
    expect(pairPageCards([{ ...image, cards }]).pairings).toEqual([{ front: { page: 0, card: 0 }, back: { page: 0, card: 1 } }]);
  });

  it('finds the cards of a page turned a quarter: portrait outlines, the page turned back, the front still first', async () => {
    const svg = pageSvg([
      { x: 15, y: 200, scale: 1, style: 'outline', colour: '#f39233' },
      { x: 109, y: 200, scale: 1, style: 'outline', colour: '#3572c6' },
    ]);
    for (const rotate of [90, 270]) {
      const image = await render(svg, rotate);
      const cards = findPageCards(image);
      expect(cards.map((card) => card.portrait)).toEqual([true, true]);
      const { pairings, turns } = pairPageCards([{ ...image, cards }]);
      // Turned right by 90, the page reads upright after a turn of 270, and the other way round.
      expect(turns).toEqual([rotate === 90 ? 270 : 90]);
      const front = uprightRect(cards[pairings[0]!.front.card]!.rect, turns[0]!, image);
      const back = uprightRect(cards[pairings[0]!.back!.card]!.rect, turns[0]!, image);
      expectAt(front, 15, 200, 85.6, 54);
      expectAt(back, 109, 200, 85.6, 54);
    }
  });

  it('takes no outline of another shape, and no box inside a card, for a card', async () => {
    const image = await render(
      pageSvg([
        { x: 20, y: 120, scale: 1, style: 'outline', colour: '#c0392b', height: 48 },
        { x: 20, y: 190, scale: 1, style: 'outline', colour: '#2c5aa0' },
      ]),
    );
    const cards = findPageCards(image);
    expect(cards).toHaveLength(1);
    expectAt(cards[0]!.rect, 20, 190, 85.6, 54);
    // A card with nothing beside it prints alone.
    expect(pairPageCards([{ ...image, cards }]).pairings).toEqual([{ front: { page: 0, card: 0 }, back: null }]);
  });

  it('pairs two cards of a row and leaves the third alone; a card of another size is never a back', async () => {
    const image = await render(
      pageSvg([
        { x: 5, y: 120, scale: 0.7, style: 'outline', colour: '#c0392b' },
        { x: 70, y: 120, scale: 0.7, style: 'outline', colour: '#2c5aa0' },
        { x: 135, y: 120, scale: 0.8, style: 'outline', colour: '#1d6f42' },
      ]),
    );
    const cards = findPageCards(image);
    expect(cards).toHaveLength(3);
    expect(pairPageCards([{ ...image, cards }]).pairings).toEqual([
      { front: { page: 0, card: 0 }, back: { page: 0, card: 1 } },
      { front: { page: 0, card: 2 }, back: null },
    ]);
  });

  it('takes a known turn over the guess: an upside-down page (turn 180) reads right to left and bottom up', () => {
    const card = (x: number, y: number) => ({ rect: { x, y, width: 856, height: 540 }, portrait: false, score: 1 });
    const page = { width: 2100, height: 2970, cards: [card(100, 2000), card(1000, 2000)] };
    expect(pageTurn(page)).toBe(0);
    expect(pageTurn({ ...page, turn: 180 })).toBe(180);
    expect(uprightRect(card(100, 2000).rect, 180, page)).toEqual({ x: 2100 - 100 - 856, y: 2970 - 2000 - 540, width: 856, height: 540 });
    expect(pairPageCards([{ ...page, turn: 180 }])).toEqual({ pairings: [{ front: { page: 0, card: 1 }, back: { page: 0, card: 0 } }], turns: [180] });
  });

  it('pairs a page holding only the front with the next page holding only the back', async () => {
    const front = await render(pageSvg([{ x: 40, y: 150, scale: 1.2, style: 'image', colour: '#c0392b' }]));
    const back = await render(pageSvg([{ x: 40, y: 150, scale: 1.2, style: 'outline', colour: '#2c5aa0' }]));
    const pages = [front, back].map((image) => ({ ...image, cards: findPageCards(image) }));
    expect(pages.map((page) => page.cards.length)).toEqual([1, 1]);
    expect(pairPageCards(pages).pairings).toEqual([{ front: { page: 0, card: 0 }, back: { page: 1, card: 0 } }]);
  });

  it('finds and pairs the two cards of the e-Aadhaar sample PDF', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'card-pdf-'));
    try {
      execFileSync('pdftoppm', ['-r', '100', '-png', '-singlefile', '-upw', 'SAMP1990', fixturePath('e-aadhaar-sample.pdf'), path.join(dir, 'page')]);
      const { data, info } = await sharp(readFileSync(path.join(dir, 'page.png')))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const image = { width: info.width, height: info.height, data };
      const cards = findPageCards(image);
      expect(cards).toHaveLength(2);
      expect(pairPageCards([{ ...image, cards }]).pairings).toEqual([{ front: { page: 0, card: 0 }, back: { page: 0, card: 1 } }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
