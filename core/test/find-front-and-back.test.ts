import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { findPageCards, type PixelRect } from '../src/card-pdf/find-page-cards';
import { pairPageCards, type PageTurn } from '../src/card-pdf/pair-page-cards';
import type { RgbaImage } from '../src/images/rgba-image';

/**
 * A card's front and back on one rendered page (an e-Aadhaar's two cards), as the card PDF screen outlines them: the
 * first pair findPageCards and pairPageCards make, front first in the upright page's reading order; null when the
 * page has no two sides of one card.
 */
function findFrontAndBack(image: RgbaImage): { front: PixelRect; back: PixelRect; rotation: PageTurn } | null {
  const cards = findPageCards(image);
  const { pairings, turns } = pairPageCards([{ width: image.width, height: image.height, cards }]);
  const pair = pairings.find((pairing) => pairing.back !== null);
  if (!pair?.back) return null;
  return { front: cards[pair.front.card]!.rect, back: cards[pair.back.card]!.rect, rotation: turns[0]! };
}

const DPI = 100;
const PX_PER_MM = DPI / 25.4;

interface Card {
  x: number;
  y: number;
  colour: string;
}

/** A synthetic e-Aadhaar-like A4 page: header text, enrolment lines, and cards drawn as UIDAI does (outline, band, text, photo). */
function pageSvg(cards: Card[], extra = ''): string {
  const lines = Array.from(
    { length: 14 },
    (_, i) => `<text x="15" y="${40 + i * 6}" font-size="3.2" fill="#222">Enrolment line ${i + 1}: sample address text SAMPLE PERSON</text>`,
  ).join('');
  const drawn = cards
    .map(
      (c) => `<g transform="translate(${c.x} ${c.y})">
        <rect x="0" y="0" width="85.6" height="54" fill="#fff" stroke="#888" stroke-width="0.3"/>
        <rect x="0" y="0" width="85.6" height="7" fill="${c.colour}"/>
        <text x="10" y="5" font-size="2.6" fill="#fff">GOVERNMENT OF INDIA (SAMPLE)</text>
        <rect x="6" y="13" width="20" height="24" fill="#bbc"/>
        <text x="30" y="18" font-size="2.8" fill="#000">SAMPLE PERSON</text>
        <text x="20" y="48" font-size="4.5" fill="#000">0000 1111 2222</text>
      </g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(210 * PX_PER_MM)}" height="${Math.round(297 * PX_PER_MM)}" viewBox="0 0 210 297">
    <rect width="210" height="297" fill="#fff"/>
    <text x="15" y="20" font-size="5" fill="#000">Unique Identification Authority of India (SAMPLE)</text>
    ${lines}${extra}${drawn}</svg>`;
}

async function render(svg: string, rotate = 0): Promise<RgbaImage> {
  const { data, info } = await sharp(Buffer.from(svg)).rotate(rotate).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** A region in mm, from its pixel rectangle. */
const inMm = (r: PixelRect) => ({ x: r.x / PX_PER_MM, y: r.y / PX_PER_MM, width: r.width / PX_PER_MM, height: r.height / PX_PER_MM });

function expectNear(found: PixelRect, expected: { x: number; y: number; width: number; height: number }) {
  const mm = inMm(found);
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(mm[key] - expected[key]), `${key}: ${mm[key]} vs ${expected[key]}`).toBeLessThan(2);
}

describe('finding the two cards on an e-Aadhaar page (by aspect and outline, at any scale)', () => {
  it.each([
    [
      'side by side in the lower half (as UIDAI prints them)',
      [
        { x: 15, y: 200, colour: '#f39233' },
        { x: 109, y: 200, colour: '#3572c6' },
      ],
    ],
    [
      'stacked on the left',
      [
        { x: 20, y: 130, colour: '#f39233' },
        { x: 20, y: 200, colour: '#3572c6' },
      ],
    ],
    [
      'higher up, on the right',
      [
        { x: 110, y: 120, colour: '#f39233' },
        { x: 110, y: 185, colour: '#3572c6' },
      ],
    ],
    [
      'side by side near the top, no gap to spare',
      [
        { x: 18, y: 125, colour: '#f39233' },
        { x: 106, y: 125, colour: '#3572c6' },
      ],
    ],
  ] as const)('finds them %s, front first, within 2 mm', async (_label, cards) => {
    const found = findFrontAndBack(await render(pageSvg([...cards])));
    expect(found).not.toBeNull();
    expect(found!.rotation).toBe(0);
    expectNear(found!.front, { ...cards[0], width: 85.6, height: 54 });
    expectNear(found!.back, { ...cards[1], width: 85.6, height: 54 });
  });

  it('finds them on a page turned on its side, and says how to turn them upright', async () => {
    const cards = [
      { x: 15, y: 200, colour: '#f39233' },
      { x: 109, y: 200, colour: '#3572c6' },
    ];
    const image = await render(pageSvg(cards), 270);
    expect(image.width).toBeGreaterThan(image.height);
    const found = findFrontAndBack(image);
    expect(found).not.toBeNull();
    expect(found!.rotation).toBe(90);
    // Rotating the page 270° clockwise puts upright (x, y) at (y, 210 − x − w) in mm.
    expectNear(found!.front, { x: 200, y: 210 - 15 - 85.6, width: 54, height: 85.6 });
    expectNear(found!.back, { x: 200, y: 210 - 109 - 85.6, width: 54, height: 85.6 });
  });

  it('finds nothing on a page without cards (a table and a photo box are not cards)', async () => {
    const table =
      '<rect x="15" y="140" width="180" height="90" fill="none" stroke="#444" stroke-width="0.4"/><rect x="140" y="240" width="30" height="40" fill="#999"/>';
    expect(findFrontAndBack(await render(pageSvg([], table)))).toBeNull();
  });

  it('finds nothing with only one card', async () => {
    expect(findFrontAndBack(await render(pageSvg([{ x: 15, y: 200, colour: '#f39233' }])))).toBeNull();
  });

  it('finds the cards of the sample e-Aadhaar PDF at ID-1 size', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eaadhaar-'));
    try {
      const pdf = fixturePath('e-aadhaar-sample.pdf');
      execFileSync('pdftoppm', ['-r', String(DPI), '-png', '-singlefile', '-upw', 'SAMP1990', pdf, path.join(dir, 'page')]);
      const { data, info } = await sharp(readFileSync(path.join(dir, 'page.png')))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const found = findFrontAndBack({ width: info.width, height: info.height, data });
      expect(found).not.toBeNull();
      const front = inMm(found!.front);
      const back = inMm(found!.back);
      // The sample draws its cards a little larger than ID-1 (about 87.9 × 55.6 mm), as real files may:
      // found at the card's shape and near its size; printing scales them to 85.6 × 54 mm.
      for (const card of [front, back]) {
        expect(Math.abs(card.width - 85.6)).toBeLessThan(4);
        expect(Math.abs(card.width / card.height - 85.6 / 54)).toBeLessThan(0.03);
        expect(card.y).toBeGreaterThan(297 / 2);
      }
      expect(Math.abs(front.y - back.y)).toBeLessThan(1);
      expect(front.x).toBeLessThan(back.x);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
