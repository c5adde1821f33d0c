import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fixturePath } from '../test/fixtures/fixture-path';
import hi from '../web/src/locales/hi.json';
import hiPages from '../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage } from './support/browser';
import { expectNoEnglish } from './support/english-left';
import { openPageIn, readSite } from './support/public-site';

const baseURL = inject('baseURL');
const samplePdf = fixturePath('e-aadhaar-sample.pdf');
/** The sample's password (SAMP1990) as an operator types it without Caps Lock. */
const TYPED = 'samp1990';
const E_AADHAAR_PATH = '/BothSideDoc?type=aadhaar&source=card-pdf';

interface Texts {
  file: string;
  password: string;
  show: string;
  open: string;
}

const english: Texts = { file: 'Aadhaar card PDF file', password: 'Password', show: 'Show password', open: 'Open' };
const hindi: Texts = {
  file: hiPages.cardPdf.file.label.replace('{{doc}}', hi.docTypes.aadhaar),
  password: hiPages.cardPdf.password.label,
  show: hiPages.cardPdf.password.showLabel,
  open: hiPages.cardPdf.open,
};

/** The e-Aadhaar screen with the sample chosen and `TYPED` typed key by key into the password; its fields. */
async function typeLowerCase(page: Page, texts: Texts) {
  const file = page.getByLabel(texts.file, { exact: true });
  await file.waitFor({ state: 'attached', timeout: 15_000 });
  await file.setInputFiles(samplePdf);
  const password = page.getByLabel(texts.password, { exact: true });
  const show = page.getByRole('button', { name: texts.show, exact: true });
  const rule = page.locator(`[id="${await password.getAttribute('aria-describedby')}"]`);
  await password.pressSequentially(TYPED);
  return { password, show, rule };
}

describe('the e-Aadhaar password: typed in lower case, masked until shown', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('"samp1990" becomes SAMP1990 as it is typed and opens the sample; masked (its rule in dots) until Show is pressed', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await signInDirectly(page, baseURL, newIdentity('eaadhaar-lower'), E_AADHAAR_PATH);
      const { password, show, rule } = await typeLowerCase(page, english);

      expect(await password.inputValue()).toBe('SAMP1990');
      expect(await password.getAttribute('type')).toBe('password');
      expect(await show.getAttribute('aria-pressed')).toBe('false');
      expect(await rule.innerText()).toBe('First 4 letters of the name in capitals + year of birth: •••• + ••••');

      await show.click();
      expect(await show.getAttribute('aria-pressed')).toBe('true');
      expect(await password.getAttribute('type')).toBe('text');
      expect(await rule.innerText()).toBe('First 4 letters of the name in capitals + year of birth: SAMP + 1990');
      // Typed in the middle: in capitals there too, and the caret stays after what was typed.
      await password.press('Home');
      await password.press('x');
      expect(await password.inputValue()).toBe('XSAMP1990');
      expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(1);
      await password.press('Backspace');
      expect(await password.inputValue()).toBe('SAMP1990');
      await show.click();
      expect(await password.getAttribute('type')).toBe('password');

      await page.getByRole('button', { name: english.open, exact: true }).click();
      await page.getByTestId('card-outline-front').waitFor({ timeout: 30_000 });
      await page.getByText('The card was found').waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'Wrong password' }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in Hindi on a 360 px phone: masked until shown, nothing wider than the phone, no English left and axe-clean', async () => {
    const site = await readSite(baseURL);
    const identity = newIdentity('eaadhaar-lower-hi');
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 780 } });
    try {
      await signInDirectly(page, baseURL, identity, E_AADHAAR_PATH);
      const { password, show, rule } = await typeLowerCase(page, hindi);
      expect(await password.inputValue()).toBe('SAMP1990');
      expect(await password.getAttribute('type')).toBe('password');
      expect(await rule.innerText()).toContain('•••• + ••••');
      await page.waitForLoadState('networkidle');
      const data = [site.brandName, site.shop.address, identity.name, identity.email, await uidOf(page)];
      await expectNoEnglish(page, 'the e-Aadhaar password, masked', { data });
      await expectAccessible(page, 'the e-Aadhaar password in Hindi at 360 px, masked');

      await show.click();
      expect(await show.getAttribute('aria-pressed')).toBe('true');
      expect(await password.getAttribute('type')).toBe('text');
      expect(await rule.innerText()).toContain('SAMP + 1990');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoEnglish(page, 'the e-Aadhaar password, shown', { data: [...data, 'SAMP'] });
      await expectAccessible(page, 'the e-Aadhaar password in Hindi at 360 px, shown');

      await page.getByRole('button', { name: hindi.open, exact: true }).click();
      await page.getByTestId('card-outline-front').waitFor({ timeout: 30_000 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
