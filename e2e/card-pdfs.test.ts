import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { readQrCodes } from '../server/test/support/read-qr-codes';
import { makeCardPdf, type CardPdfOptions, type CardPdfType } from '../test/support/card-pdf';
import { newIdentity, signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { bandColour, multipartParts, recordUploads } from './support/card-uploads';
import { printSheet } from './support/print-sheet';

const baseURL = inject('baseURL');

/**
 * A card from each agency's PDF (decision 0093), made at test time in that agency's style (test/support/card-pdf.ts:
 * SPECIMEN, a QR code, the agency's password), opened in the browser at two scales, drawn as vectors and as images,
 * upright and on a page turned a quarter: found, paired front with back, and printed at 85.6 × 54 mm, front and
 * back in order and upright.
 */
const kinds: Array<{ pdf: CardPdfType; doc: string; name: string; back: boolean }> = [
  { pdf: 'e-aadhaar', doc: 'aadhaar', name: 'Aadhaar card', back: true },
  { pdf: 'e-pan', doc: 'pan-card', name: 'PAN card', back: true },
  { pdf: 'e-epic', doc: 'voter-id', name: 'Voter ID card', back: true },
  { pdf: 'ayushman', doc: 'ayushman-card', name: 'Ayushman card', back: false },
  { pdf: 'abha', doc: 'abha-card', name: 'ABHA card', back: true },
  { pdf: 'e-shram', doc: 'e-shram-card', name: 'e-Shram card', back: true },
];

const variants: Array<{ label: string; options: Omit<CardPdfOptions, 'type'> }> = [
  { label: 'true size, upright, as vectors', options: { scale: 1 } },
  // The e-PAN's back on a page of its own: a front page and a back page are paired too.
  { label: 'at 0.7 scale, on a page turned a quarter, as images', options: { scale: 0.7, turned: true, drawAs: 'image' } },
];

/**
 * Which side an uploaded card picture shows, read off its pixels: the front's name line ("SAMPLE PERSON") ends left of
 * 60 mm on the card, the back's ("ADDRESS: SPECIMEN LANE") right of it. The line sits 15–18.5 mm from the card's top,
 * right of its photo box (30 mm on).
 */
async function sideShown(jpeg: Buffer): Promise<'front' | 'back'> {
  const { data, info } = await sharp(jpeg).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  const pxPerMm = info.width / 85.6;
  let rightmost = 0;
  for (let y = Math.round(14.5 * pxPerMm); y < Math.round(18.8 * pxPerMm); y += 1) {
    for (let x = Math.round(29 * pxPerMm); x < Math.round(84 * pxPerMm); x += 1) {
      if (data[y * info.width + x]! < 110) rightmost = Math.max(rightmost, x / pxPerMm);
    }
  }
  if (rightmost < 40) throw new Error(`no name line found on the card (ink ends at ${rightmost.toFixed(1)} mm)`);
  return rightmost < 60 ? 'front' : 'back';
}

/** Opens `bytes` on the card PDF screen with `password` typed (none: left empty). */
async function openCardPdf(page: Page, name: string, file: { name: string; bytes: Uint8Array }, password: string | null) {
  await page.getByLabel(`${name} PDF file`, { exact: true }).setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: Buffer.from(file.bytes) });
  await page.getByLabel('Password', { exact: true }).fill(password ?? '');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
}

describe('a card from each agency’s PDF', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it.each(kinds)('$name: found at two scales and turned, paired, printed at 85.6 × 54 mm front and back upright', async (kind) => {
    const watched = await openPage(browser);
    const { page, context, problems } = watched;
    const screen = kind.back ? '/BothSideDoc' : '/SingleSideDoc';
    await signInDirectly(page, baseURL, newIdentity(`card-pdf-${kind.pdf}`), `${screen}?type=${kind.doc}&source=card-pdf`);
    const uploads = await recordUploads(page);

    for (const [index, variant] of variants.entries()) {
      const made = await makeCardPdf({ type: kind.pdf, ...variant.options, backOnSecondPage: kind.pdf === 'e-pan' && index === 1 });
      const file = { name: `${kind.pdf}-${index}.pdf`, bytes: made.bytes };
      const where = `${kind.name}, ${variant.label}`;
      await page.getByLabel(`${kind.name} PDF file`, { exact: true }).waitFor({ state: 'attached', timeout: 15_000 });

      if (made.password && index === 0) {
        // A wrong password says so in the words of the type's rule, and keeps the file chosen.
        await openCardPdf(page, kind.name, file, `${made.password}9`);
        const wrong = page.getByRole('alert').filter({ hasText: 'Wrong password.' });
        await wrong.waitFor({ timeout: 20_000 });
        if (kind.pdf === 'e-pan') {
          expect(await wrong.innerText()).toContain('DDMMYYYY');
          // The e-PAN's helper makes the password from the date of birth.
          await page.getByText('Make the password from the date of birth').click();
          await page.getByLabel('Date of birth').fill('1990-01-01');
          await page.getByText('Password: 01011990').waitFor();
          await page.getByRole('button', { name: 'Use this password' }).click();
          expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(made.password);
          await page.getByRole('button', { name: 'Open', exact: true }).click();
        } else {
          await openCardPdf(page, kind.name, file, made.password);
        }
      } else {
        await openCardPdf(page, kind.name, file, made.password);
      }

      await page.getByText('The card was found and is outlined.').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Use this card' }).click();
      await page.getByText(kind.back ? 'Front and back taken from the PDF.' : 'The card is taken from the PDF.').waitFor();

      const sent = uploads.length;
      const printed = await printSheet(page, 'Print with watermark');
      expect(printed.pdf.status(), where).toBe(200);
      const bytes = new Uint8Array(await printed.pdf.body());
      const images = (await inspectPdf(bytes)).pages[0]!.images;
      expect(images, where).toHaveLength(kind.back ? 2 : 1);
      for (const image of images) {
        expect(Math.abs(image.widthMm - 85.6), `${where}: width ${image.widthMm}`).toBeLessThanOrEqual(0.2);
        expect(Math.abs(image.heightMm - 54), `${where}: height ${image.heightMm}`).toBeLessThanOrEqual(0.2);
      }
      // The agency's QR code is on the card; the sheet carries no print-reference QR code beside it.
      expect((await readQrCodes(bytes)).flat(), where).toEqual([]);

      // The pictures sent: each side where it belongs, upright (the agency's colour band on top, paper below).
      const request = uploads.slice(sent).find(({ request }) => new URL(request.url()).pathname === '/api/v1/prints');
      expect(request, where).toBeDefined();
      const parts = multipartParts(request!.body, (await request!.request.allHeaders())['content-type'] ?? '');
      expect(parts.find((part) => part.name === 'source')?.body.toString(), where).toBe('card-pdf');
      expect(parts.find((part) => part.name === 'docType')?.body.toString(), where).toBe(kind.doc);
      const sides = kind.back ? (['front', 'back'] as const) : (['front'] as const);
      expect(
        parts.filter((part) => part.filename !== null).map((part) => part.name),
        where,
      ).toEqual([...sides]);
      for (const side of sides) {
        const jpeg = parts.find((part) => part.name === side)!.body;
        const { width, height } = await sharp(jpeg).metadata();
        expect(width! / height!, `${where}: ${side}`).toBeCloseTo(85.6 / 54, 1);
        const [r, g, b] = await bandColour(jpeg, 0.03, 0.1);
        expect(Math.max(r, g, b) - Math.min(r, g, b), `${where}: ${side}'s top band ${r},${g},${b}`).toBeGreaterThan(50);
        expect(await sideShown(jpeg), `${where}: the ${side}`).toBe(side);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
