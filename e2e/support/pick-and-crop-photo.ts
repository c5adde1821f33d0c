import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { expectAccessible } from './accessibility';

/**
 * On the passport studio: picks `file` (a phone portrait by default), waits for the crop dialog, accepts
 * the proposed crop with OK and waits for the cropped photo. With `checkAccessible`, runs axe on the
 * open dialog first.
 */
export async function pickAndCropPhoto(page: Page, options: { file?: string; checkAccessible?: boolean } = {}) {
  await page.locator('input[type="file"]').setInputFiles(options.file ?? fixturePath('phone-portrait-3024x4032.jpg'));
  const dialog = page.getByRole('dialog', { name: 'Crop the photo' });
  await dialog.waitFor();
  const ok = dialog.getByRole('button', { name: 'OK', exact: true });
  await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
  if (options.checkAccessible) await expectAccessible(page, 'the crop dialog');
  await ok.click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('img', { name: 'The cropped photo' }).first().waitFor();
}
