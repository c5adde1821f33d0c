import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { watermarkTextWidthEm } from '@core/layout/watermark-text-width';
import { watermarkTile } from '../src/modules/prints/watermark-tile';

describe('the burned-in watermark tile', () => {
  it('covers part of its pixels with the brand, some white, some dark', async () => {
    const tile = await watermarkTile('Photo Print', 64);
    const share = tile.xs.length / (tile.width * tile.height);
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.5);
    expect(Math.max(...tile.grey)).toBeGreaterThan(200);
    expect(Math.min(...tile.grey)).toBeLessThan(50);
  });

  it('refuses to make a tile whose text drew nothing, so a free print fails rather than going out clean', async () => {
    await expect(watermarkTile('', 64)).rejects.toThrow(/did not render/);
  });
});

describe("core's watermark text widths", () => {
  it('are the widths of the Helvetica Bold the PDF draws the watermark in, so the no-overlap rule holds on paper', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    let ascii = '';
    for (let code = 32; code <= 126; code += 1) ascii += String.fromCharCode(code);
    // Glyph by glyph (a Tj draws each glyph at its width; pdf-lib's measure of a string would kern it).
    for (const char of ascii) expect(watermarkTextWidthEm(char), char).toBeCloseTo(font.widthOfTextAtSize(char, 1), 6);
    for (const text of ['Photo Print', 'Sharma Digital Studio & Xerox'])
      expect(watermarkTextWidthEm(text)).toBeGreaterThanOrEqual(font.widthOfTextAtSize(text, 1));
  });
});
