// Picking a photo on /PassportSizePhoto and accepting the crop dialog's proposal, as the quality benches of the face
// crop and of the white background do (decisions 0098 and 0104).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** The crop dialog's lines, each named by its text's key (web/src/locales/pages/en.json, studio.crop.face). */
const faceTexts = (JSON.parse(readFileSync('web/src/locales/pages/en.json', 'utf8')) as { studio: { crop: { face: Record<string, string> } } }).studio.crop
  .face;
const textPatterns = Object.entries(faceTexts).map(([key, text]) => ({
  key,
  pattern: new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.*')}$`),
}));
const noticeKeys = (lines: string[]) => lines.map((line) => textPatterns.find(({ pattern }) => pattern.test(line))?.key ?? `?${line.slice(0, 30)}`);

/** The picture an <img> shows, as PNG: drawn and read back pixel for pixel (the page's content policy keeps fetch off blob: URLs). */
export async function shownPicture(image: Locator): Promise<Buffer> {
  await image.evaluate((shown: HTMLImageElement) => shown.decode());
  const png = await image.evaluate((shown: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = shown.naturalWidth;
    canvas.height = shown.naturalHeight;
    canvas.getContext('2d')!.drawImage(shown, 0, 0);
    return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
  });
  return Buffer.from(png, 'base64');
}

export interface Picked {
  status: string;
  notices: string[];
  crop: Buffer;
}

/** Picks `file` in the studio, reads what the dialog says once the face is looked for, accepts the crop and returns the cropped picture. */
export async function pickAndCrop(page: Page, file: string): Promise<Picked> {
  const before = await page
    .getByRole('img', { name: 'The cropped photo' })
    .first()
    .getAttribute('src', { timeout: 1000 })
    .catch(() => null);
  await page.locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Crop the photo' });
  const status = dialog.getByTestId('face-status');
  await page.waitForFunction(
    () => {
      const shown = document.querySelector('dialog[open] [data-testid="face-status"]');
      return shown !== null && shown.getAttribute('data-status') !== 'finding';
    },
    null,
    { timeout: 120_000 },
  );
  const said = (await status.getAttribute('data-status')) ?? '?';
  const lines = await status.locator('p').allInnerTexts();
  const ok = dialog.getByRole('button', { name: 'OK', exact: true });
  await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('dialog[open] button')].find((one) => one.textContent === 'OK') as HTMLButtonElement | undefined;
      return button !== undefined && !button.disabled;
    },
    null,
    { timeout: 60_000 },
  );
  await ok.click();
  await dialog.waitFor({ state: 'detached', timeout: 60_000 });
  const cropped = page.getByRole('img', { name: 'The cropped photo' }).first();
  await page.waitForFunction(
    (old) => {
      const image = document.querySelector('img[alt="The cropped photo"]');
      return image !== null && image.getAttribute('src') !== old;
    },
    before,
    { timeout: 60_000 },
  );
  return { status: said, notices: noticeKeys(lines).filter((key) => key !== 'guides'), crop: await shownPicture(cropped) };
}
