import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { expectAccessible } from './accessibility';

/** The crop dialog's name and its OK button's, in the page's language (English by default). */
export interface CropDialogNames {
  dialog: string;
  ok: string;
}

const english: CropDialogNames = { dialog: 'Crop the photo', ok: 'OK' };

/**
 * Picks `file` on the page's photo input, waits for the crop dialog, accepts the proposed crop with OK once it is
 * enabled and waits for the dialog to close. With `checkAccessible`, runs axe on the open dialog first.
 */
export async function pickAndAcceptCrop(page: Page, file: string, names: CropDialogNames = english, checkAccessible = false): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: names.dialog });
  await dialog.waitFor({ timeout: 15_000 });
  const ok = dialog.getByRole('button', { name: names.ok, exact: true });
  await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
  if (checkAccessible) await expectAccessible(page, 'the crop dialog');
  await ok.click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * On the passport studio: picks `file` (a phone portrait by default), accepts the proposed crop and waits for the
 * cropped photo. With `checkAccessible`, runs axe on the open dialog first.
 */
export async function pickAndCropPhoto(page: Page, options: { file?: string; checkAccessible?: boolean } = {}) {
  await pickAndAcceptCrop(page, options.file ?? fixturePath('phone-portrait-3024x4032.jpg'), english, options.checkAccessible);
  await page.getByRole('img', { name: 'The cropped photo' }).first().waitFor();
}

/** On the customer sheet: picks the next customer's photo, accepts the proposed crop and waits for `rows` customers. */
export async function addCustomer(page: Page, file: string, rows: number, names: CropDialogNames = english): Promise<void> {
  await pickAndAcceptCrop(page, file, names);
  await expect.poll(() => page.getByTestId('customer-row').count()).toBe(rows);
}
