import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { inspectPdf, placedFootprint } from '../server/test/support/inspect-pdf';
import { readStrokedLines, type StrokedLine } from '../server/test/support/read-stroked-lines';
import { fixturePath } from '../test/fixtures/fixture-path';
import { expectAccessible } from './support/accessibility';
import { newIdentity, signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { printSheet } from './support/print-sheet';
import { expectNoEnglish } from './support/english-left';
import { openPageIn, readSite } from './support/public-site';
import hiPages from '../web/src/locales/pages/hi.json';

const baseURL = inject('baseURL');
const near = (a: number, b: number, within = 0.05) => Math.abs(a - b) <= within;
const length = (l: StrokedLine) => Math.hypot(l.x2 - l.x1, l.y2 - l.y1);

/** The 85.6 mm top edges of the card outlines on a calibration page, as their left ends (mm from the page's top-left). */
function outlineCorners(lines: StrokedLine[]): Array<{ x: number; y: number }> {
  const tops = lines.filter((l) => near(l.y1, l.y2, 1e-6) && near(length(l), 85.6) && l.x2 > l.x1);
  return tops.map((l) => ({ x: Math.round(l.x1 * 100) / 100, y: Math.round(l.y1 * 100) / 100 })).sort((a, b) => a.y - b.y);
}

async function calibrationCorners(page: Page, pass: 'front' | 'back') {
  const href = await page.getByTestId(`tray-calibration-${pass}`).getAttribute('href');
  const res = await page.context().request.get(new URL(href!, baseURL).href);
  expect([res.status(), res.headers()['content-type']]).toEqual([200, 'application/pdf']);
  return outlineCorners(await readStrokedLines(new Uint8Array(await res.body())));
}

/** Types one pass's readings (how far each printed cross landed right and down of its slot's centre) and applies them. */
async function applyReadings(page: Page, pass: 'front' | 'back', readings: Array<[right: string, down: string]>) {
  await page.getByRole('button', { name: pass === 'front' ? 'Type the front pass readings' : 'Type the back pass readings' }).click();
  const form = page.getByRole('form', { name: pass === 'front' ? 'Front pass readings' : 'Back pass readings' });
  for (const [index, [right, down]] of readings.entries()) {
    const slot = form.getByRole('group', { name: `Slot ${index + 1}: the cross is` });
    await slot.getByLabel('mm right,').fill(right);
    await slot.getByLabel("mm down of the slot's centre").fill(down);
  }
  await form.getByRole('button', { name: 'Apply' }).click();
  await form.waitFor({ state: 'detached' });
}

describe('PVC card trays', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('makes a two-slot tray from its calibration pages’ readings, then prints a card’s front pass and back pass into it', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 360, height: 740 }, hasTouch: true });
    await signInDirectly(page, baseURL, newIdentity('tray'), '/Profile');
    await page.getByRole('heading', { name: 'PVC card trays' }).waitFor({ timeout: 15_000 });
    await page.getByText("A PVC print is the customer's own convenience copy, not an official card.", { exact: false }).first().waitFor();

    // The tray: A4 (the default), two landscape slots, cards turned top over bottom between the passes.
    const form = page.getByRole('form', { name: 'Add a tray' });
    await form.getByLabel('Tray name').fill('L805 two-card tray');
    await form.getByLabel('Long edge (top over bottom)').check();
    const slots = form.getByTestId('tray-slot');
    await slots.nth(0).getByLabel('From left (mm)').fill('62.2');
    await slots.nth(0).getByLabel('From top (mm)').fill('40');
    await form.getByRole('button', { name: 'Add a slot' }).click();
    // Overlapping slots are said at once, before anything is sent.
    await slots.nth(1).getByLabel('From left (mm)').fill('62.2');
    await slots.nth(1).getByLabel('From top (mm)').fill('60');
    await form.getByTestId('tray-problem').getByText('Slots 1 and 2 overlap').waitFor();
    await slots.nth(1).getByLabel('From top (mm)').fill('120');
    await expect.poll(() => form.getByTestId('tray-problem').count()).toBe(0);
    await form.getByRole('button', { name: 'Save tray' }).click();
    await page.getByText('Saved: L805 two-card tray.', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Each pass's calibration page: the outlines where the slots are, before any reading.
    expect(await calibrationCorners(page, 'front')).toEqual([
      { x: 62.2, y: 40 },
      { x: 62.2, y: 120 },
    ]);
    // The crosses landed a little right and up (front) and left and down (back) of the tray's slots.
    await applyReadings(page, 'front', [
      ['0.4', '-0.6'],
      ['0.3', '-0.5'],
    ]);
    await applyReadings(page, 'back', [
      ['-0.8', '1.2'],
      ['-0.7', '1'],
    ]);
    // Printed again, each page's outlines moved back by what was read: the check a ruler makes.
    expect(await calibrationCorners(page, 'front')).toEqual([
      { x: 61.8, y: 40.6 },
      { x: 61.9, y: 120.5 },
    ]);
    expect(await calibrationCorners(page, 'back')).toEqual([
      { x: 63, y: 38.8 },
      { x: 62.9, y: 119 },
    ]);
    await expectAccessible(page, 'the tray panel with a tray saved');

    // The card studio: both sides of a voter ID, onto the tray, two cards, 1 mm bleed.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(new URL('/BothSideDoc?type=voter-id', baseURL).href);
    await page.getByRole('heading', { level: 1, name: 'Both Side Document Print' }).waitFor({ timeout: 15_000 });
    for (const [picker, file, title] of [
      ['Front side', 'card-front-photo.jpg', 'Crop the front side'],
      ['Back side', 'card-back-photo.jpg', 'Crop the back side'],
    ] as const) {
      await page.getByLabel(picker, { exact: true }).setInputFiles(fixturePath(file));
      const dialog = page.getByRole('dialog', { name: title });
      const ok = dialog.getByRole('button', { name: 'OK', exact: true });
      await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
      await ok.click();
      await dialog.waitFor({ state: 'detached' });
    }
    const choice = page.getByTestId('tray-choice');
    await choice.getByLabel('L805 two-card tray (PVC tray, 2 cards)').check();
    await page.getByTestId('pvc-notice').waitFor();
    await page.getByLabel('Cards', { exact: true }).selectOption('2');
    await page.getByLabel('Bleed past the card').selectOption('1');
    // A tray carries its own offsets: the print bar offers no printer profile.
    await page.getByText('A card tray carries its own offsets', { exact: false }).waitFor();

    const slotsAt = {
      front: [
        { x: 61.8, y: 40.6 },
        { x: 61.9, y: 120.5 },
      ],
      back: [
        { x: 63, y: 38.8 },
        { x: 62.9, y: 119 },
      ],
    };
    for (const pass of ['front', 'back'] as const) {
      await choice.getByLabel(pass === 'front' ? 'Front pass (fronts)' : 'Back pass (backs)').check();
      const printed = await printSheet(page, 'Print with watermark');
      expect(printed.pdf.status()).toBe(200);
      const pdf = await inspectPdf(new Uint8Array(await printed.pdf.body()));
      expect(pdf.pages).toHaveLength(1);
      expect([pdf.pages[0]!.widthPt, pdf.pages[0]!.heightPt].map((v) => Math.round(((v * 25.4) / 72) * 100) / 100)).toEqual([210, 297]);
      const turn = pass === 'front' ? 0 : 180;
      const r = (v: number) => Math.round(v * 100) / 100;
      expect(pdf.pages[0]!.images.map(placedFootprint)).toEqual(
        slotsAt[pass].flatMap(({ x, y }) => [
          { x: r(x - 1), y: r(y - 1), width: 87.6, height: 56, turn },
          { x, y, width: 85.6, height: 54, turn },
        ]),
      );
      expect(pdf.title).toContain(`card tray ${pass} pass`);
    }
    expect(problems).toEqual([]);
  });

  it('in Hindi on a 360 px phone: a tray saved in Profile, then chosen in the card studio with its pass, bleed and the PVC notice, no English left', async () => {
    const texts = hiPages.trays;
    const site = await readSite(baseURL);
    const { page, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 }, hasTouch: true });
    const identity = newIdentity('tray-hi');
    await signInDirectly(page, baseURL, identity, '/Profile');
    await page.getByRole('heading', { name: texts.heading }).waitFor({ timeout: 15_000 });
    await page.getByLabel(texts.form.name).fill('L805');
    // The form's first slot, where it starts, is on the page: saved as it is.
    await page.getByRole('button', { name: texts.form.save }).click();
    await page.getByTestId('tray-profile').waitFor();

    await page.goto(new URL('/BothSideDoc?type=aadhaar', baseURL).href);
    const choice = page.getByTestId('tray-choice');
    await choice.waitFor({ timeout: 15_000 });
    await choice.getByRole('radio').nth(1).check();
    await page.getByTestId('pvc-notice').waitFor();
    expect(await page.getByTestId('pvc-notice').innerText()).toBe(texts.notice);
    await choice.getByLabel(hiPages.documentStudio.tray.backPass).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const uid = await page.evaluate(() => localStorage.getItem('uid'));
    await expectNoEnglish(page, '/BothSideDoc with a card tray chosen', {
      data: [site.brandName, site.shop.address, 'L805', identity.name, identity.email, ...(uid ? [uid] : [])],
    });
    await expectAccessible(page, 'the card studio in Hindi with a card tray chosen');
    expect(problems).toEqual([]);
  });
});
