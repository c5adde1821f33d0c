import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import hiPages from '../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { adminIdentity } from './support/admin-api';
import { launchBrowserForSuite, openPage } from './support/browser';
import { openPageIn } from './support/public-site';

const baseURL = inject('baseURL');

describe('the admin’s exam presets screen (docs/decisions/0062-admin-preset-screen.md)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  // A preset of this test's own (other tests share the server and read the seeded ones), Hindi names given so a
  // Hindi screen elsewhere shows no English for it.
  const id = `rrb-e2e${randomBytes(3).toString('hex')}-photo`;

  it('an admin adds a preset with the rule read back as operators will read it, edits and retires it; the audit log says what changed', async () => {
    const admin = await openPage(browser);
    const { page } = admin;
    await signInDirectly(page, baseURL, adminIdentity, '/admin');
    const section = page.getByRole('region', { name: 'Exam presets' });
    await section.getByTestId('admin-preset-ssc-photo').waitFor({ timeout: 15_000 });
    expect(await section.getByTestId('admin-preset-ssc-photo').innerText()).toContain('276×354 px (35×45 mm at 200 dpi), 20–50 KB, 200 dpi written');

    await section.getByRole('button', { name: 'New preset' }).click();
    const editor = section.getByTestId('admin-preset-editor');
    await editor.getByLabel('Id', { exact: true }).fill(id);
    await editor.getByLabel('Form (English)').fill('RRB NTPC');
    await editor.getByLabel('Form (Hindi)').fill('आरआरबी एनटीपीसी');
    await editor.getByLabel('Size given as').selectOption({ label: 'A size in mm at the DPI' });
    await editor.getByLabel('Width (mm)').fill('35');
    await editor.getByLabel('Height (mm)').fill('45');
    await editor.getByLabel('DPI', { exact: true }).fill('200');
    await editor.getByLabel('Smallest size (KB)').fill('20');
    await editor.getByLabel('Largest size (KB)').fill('50');
    // The rule as the exam screen will say it, while it is typed.
    expect(await editor.getByTestId('admin-preset-rule').innerText()).toBe('Operators will read: 276×354 px (35×45 mm at 200 dpi), 20–50 KB, 200 dpi written');
    await editor.getByLabel('Largest size (KB)').fill('10');
    // A window with no room is no rule to read.
    expect(await editor.getByTestId('admin-preset-rule').innerText()).toBe('Operators will read: fix the marked sizes to see the rule.');
    await editor.getByLabel('Source (English)').fill('RRB NTPC notice (e2e)');
    await editor.getByLabel('Source (Hindi)').fill('आरआरबी एनटीपीसी सूचना');
    await editor.getByRole('button', { name: 'Save preset' }).click();
    // Refused where it is wrong, with the contract's words; nothing saved.
    await editor.getByText('Some fields need fixing: they are marked above.').waitFor();
    expect(await editor.getByLabel('Largest size (KB)').getAttribute('aria-invalid')).toBe('true');
    expect(await editor.getByText('The KB window is empty: the largest size must be above the smallest.').count()).toBe(1);
    expect(await editor.getByLabel('Reason (kept in the audit log)').getAttribute('aria-invalid')).toBe('true');
    await editor.getByLabel('Largest size (KB)').fill('50');
    await editor.getByLabel('Reason (kept in the audit log)').fill('RRB’s 2026 notice');
    await expectAccessible(page, 'the preset editor, filled');
    await editor.getByRole('button', { name: 'Save preset' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: `Saved ${id} as version 1.` })
      .waitFor({ timeout: 15_000 });
    const card = section.getByTestId(`admin-preset-${id}`);
    expect(await card.innerText()).toContain('RRB NTPC — Photo');

    // An operator sees the new form at once.
    const operator = await openPage(browser);
    await signInDirectly(operator.page, baseURL, newIdentity('preset-reader'), '/ExamFiles');
    const options = operator.page.getByRole('combobox', { name: 'Exam or form' }).locator('option');
    await expect.poll(() => options.allInnerTexts(), { timeout: 15_000 }).toContain('RRB NTPC — Photo');
    expect(operator.problems).toEqual([]);
    await operator.context.close();

    await card.getByRole('button', { name: `Edit: ${id}` }).click();
    const again = card.getByTestId('admin-preset-editor');
    await again.getByLabel('Largest size (KB)').fill('60');
    await again.getByLabel('Shown to operators').uncheck();
    await again.getByLabel('Reason (kept in the audit log)').fill('Not this year');
    await again.getByRole('button', { name: 'Save preset' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: `Saved ${id} as version 2.` })
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('retired (hidden from operators)');
    expect(await card.innerText()).toContain('20–60 KB');

    // The audit log reads as what changed, not JSON.
    const audit = page.getByRole('region', { name: 'Audit log' });
    const rows = audit.getByRole('row').filter({ hasText: id });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const texts = await rows.allInnerTexts();
    expect(texts.join('\n')).toContain(`New preset ${id}`);
    expect(texts.join('\n')).toContain('Largest size (KB): 50 → 60');
    expect(texts.join('\n')).toContain('Shown to operators: yes → no');
    expect(texts.join('\n')).not.toMatch(/[{}]/);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  it('in Hindi at 360 px: the presets, the editor and the audit log’s changed fields fit the phone and are accessible', async () => {
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 }, hasTouch: true });
    await signInDirectly(page, baseURL, adminIdentity, '/admin');
    const section = page.getByRole('region', { name: hiPages.admin.presets.title });
    const card = section.getByTestId('admin-preset-upsc-signature');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain('फ़ाइल में 3 हस्ताक्षर');
    await card.getByRole('button', { name: `${hiPages.admin.presets.edit}: upsc-signature` }).click();
    const editor = card.getByTestId('admin-preset-editor');
    await editor.waitFor();
    expect(await editor.getByLabel(hiPages.admin.presets.fields.signatures).inputValue()).toBe('3');
    await expectAccessible(page, 'the preset editor in Hindi at 360 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the admin console at 360 px').toBeLessThanOrEqual(360);
    await editor.getByRole('button', { name: hiPages.admin.presets.cancel }).click();
    await editor.waitFor({ state: 'detached' });
    // The first test's preset saves, as the audit log says them in Hindi: what changed, in the field's Hindi name.
    const audit = page.getByRole('region', { name: hiPages.admin.audit.title });
    const rows = audit.getByRole('row').filter({ hasText: id });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const texts = (await rows.allInnerTexts()).join('\n');
    expect(texts).toContain(`${hiPages.admin.presets.fields.maxKb}: 50 → 60`);
    expect(texts).toContain(hiPages.admin.audit.actions['exam-preset']);
    expect(texts).not.toMatch(/[{}]/);
    await rows.first().scrollIntoViewIfNeeded();
    await expectAccessible(page, 'the audit log with preset changes in Hindi at 360 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the audit log at 360 px').toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });
});
