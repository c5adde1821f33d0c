import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeAxeFindings, seriousAxeFindings } from './support/accessibility';
import { launchBrowserForSuite, openPage } from './support/browser';
import { englishWordsIn, englishWordsOnPage } from './support/english-left';

/** The checks the journeys run on every screen (support/accessibility.ts, support/english-left.ts), on pages of their own. */
describe('the page checks', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  async function pageWith(html: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const { page, context } = await openPage(browser);
    await page.setContent(`<!doctype html><html lang="hi"><head><title>फ़ोटो प्रिंट</title></head><body>${html}</body></html>`);
    return { page, close: () => context.close() };
  }

  it('finds English words, but not units, proper names, sizes, ids, data or print-dialog settings', () => {
    const words = (text: string, data: string[] = []) => englishWordsIn([text], { data }).map((found) => found.split(' (in ')[0]);
    expect(words('A4 पर 6 फ़ोटो (35×45 mm), 4x6 इंच, ₹200, 15 MB, UPI, PAN, e-Aadhaar, Cashfree, PDF, MR7Q2K9ZXA')).toEqual([]);
    expect(words('स्केल: 100% (Actual size)। “Fit to page” बंद करें।')).toEqual([]);
    expect(words('6 photos on A4 (35×45 mm)')).toEqual(['photos', 'on']);
    expect(words('ऑफ़र: coins-1100, pro-7d')).toEqual(['coins', 'pro']);
    expect(words('utr: गलत है')).toEqual(['utr']);
    expect(words('Test buyer asha@example.in', ['Test buyer'])).toEqual([]);
  });

  it('reads what a visitor sees or hears: visible text, option texts, names and placeholders; not hidden text or text marked English', async () => {
    const { page, close } = await pageWith(`
      <p>नमस्ते <span>Hello</span></p>
      <p hidden>Hidden</p>
      <div style="display:none">Gone</div>
      <select aria-label="लेआउट"><option>पहला</option><option>Second</option></select>
      <input aria-label="Name" placeholder="Type here">
      <button lang="en">English</button>
      <svg aria-hidden="true"><text x="0" y="10">F</text></svg>`);
    const found = (await englishWordsOnPage(page)).map((word) => word.split(' (in ')[0]);
    expect(found.sort()).toEqual(['F', 'Hello', 'Name', 'Second', 'Type', 'here'].sort());
    await close();
  });

  it('lists serious and critical axe findings readably, and none on a sound page', async () => {
    const { page, close } = await pageWith(`
      <main><h1>पेज</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <ul><div role="group" aria-label="अनुरोध">एक</div></ul>
      <svg><rect width="4" height="4" aria-label="खिसकाएँ"></rect></svg></main>`);
    const findings = await seriousAxeFindings(page);
    expect(findings.map((finding) => finding.id).sort()).toEqual(['aria-prohibited-attr', 'image-alt', 'list'].sort());
    const text = describeAxeFindings(findings);
    expect(text).toContain('[critical] image-alt');
    expect(text).toContain('at ul');
    expect(text).toContain('List element has direct children that are not allowed');
    await close();

    const sound = await pageWith(`<main><h1>पेज</h1><img alt="फ़ोटो" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><ul><li>एक</li></ul></main>`);
    expect(await seriousAxeFindings(sound.page)).toEqual([]);
    await sound.close();
  });
});
