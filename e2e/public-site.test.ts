import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contactRequest } from '@core/contracts/contact';
import type { SiteResponse } from '@core/contracts/site';
import { validateContactMessage } from '../web/src/features/contact/lib/validate-contact-message';
import enShell from '../web/src/locales/en.json';
import hiShell from '../web/src/locales/hi.json';
import enPages from '../web/src/locales/pages/en.json';
import hiPages from '../web/src/locales/pages/hi.json';
import { expectAccessible } from './support/accessibility';
import { launchBrowserForSuite, openPage } from './support/browser';
import { openPageIn, readSite, type UiLanguage } from './support/public-site';

const baseURL = inject('baseURL');
/** What a text whose key is missing looks like, e.g. "contactForm.title" (the top-level groups of web/src/locales). */
const untranslatedKey =
  /\b(?:brand|nav|language|routes|footer|common|errors|contact|plans|services|documents|home|login|print|pricing|buyCoins|customePG|paymentStatus|contactUs|contactForm|serviceDetails|aboutUs|profile|privacy|terms|refund|shipping)\.[a-zA-Z]/;
const phone = { width: 360, height: 740 };

interface PublicRoute {
  path: string;
  title: Record<UiLanguage, string>;
  heading: Record<UiLanguage, string | RegExp>;
  /** Texts the page must show, by language. */
  text: Record<UiLanguage, Array<string | RegExp>>;
}

/** Every public page, with its title and the texts that make it that page (the spec's overview and screens; docs/domain-rules.md §9). */
function publicRoutes(site: SiteResponse): PublicRoute[] {
  const brand = site.brandName;
  return [
    {
      path: '/',
      title: { en: `Home · ${brand}`, hi: `होम · ${brand}` },
      heading: { en: `Welcome to ${brand}`, hi: `${brand} में आपका स्वागत है` },
      text: {
        en: [
          site.shop.phone,
          'सूचना: यह पोर्टल केवल फोटो प्रिंटिंग की सुविधा देता है।',
          'How It Works',
          'Upload or capture',
          'Crop and adjust',
          'Select size',
          'Generate PDF',
          'Print or download',
          '₹105',
          site.shop.email,
          site.shop.address,
        ],
        hi: [
          site.shop.phone,
          'सूचना: यह पोर्टल केवल फोटो प्रिंटिंग की सुविधा देता है।',
          'यह कैसे काम करता है',
          'PDF बनाएँ',
          'प्रिंट या डाउनलोड करें',
          '₹105',
          site.shop.email,
          site.shop.address,
        ],
      },
    },
    {
      path: '/ViewPricingTable',
      // The route table's title; the heading is "{brand} Print Plans" without a word repeated ("Photo Print Plans").
      title: { en: `pricing table · ${brand}`, hi: `मूल्य तालिका · ${brand}` },
      heading: {
        en: brand === 'Photo Print' ? 'Photo Print Plans' : `${brand} Print Plans`,
        hi: brand === 'Photo Print' ? 'Photo Print प्लान' : `${brand} प्रिंट प्लान`,
      },
      text: {
        en: ['Coin Plan', 'Coins never expire.', 'Unlimited Plan', 'Unlimited prints for the duration you choose.', /₹105\s+7 days/, site.shop.email],
        hi: ['कॉइन प्लान', 'कॉइन कभी समाप्त नहीं होते।', 'अनलिमिटेड प्लान', 'आपकी चुनी हुई अवधि तक असीमित प्रिंट।', /₹105\s+7 दिन/],
      },
    },
    {
      path: '/Contact-us',
      title: { en: `Contact Us · ${brand}`, hi: `संपर्क करें · ${brand}` },
      heading: { en: 'Contact Us', hi: 'संपर्क करें' },
      text: {
        en: ['WhatsApp', site.shop.email, site.shop.address, 'Your Name', 'Your Email', 'Your Message', 'Send Message'],
        hi: ['व्हाट्सऐप', site.shop.email, site.shop.address, 'आपका नाम', 'आपका ईमेल', 'आपका संदेश', 'संदेश भेजें'],
      },
    },
    {
      path: '/service-details',
      title: { en: `Service Details · ${brand}`, hi: `सेवाओं का विवरण · ${brand}` },
      heading: { en: 'Our printing services', hi: 'हमारी प्रिंटिंग सेवाएँ' },
      text: {
        en: ['Aadhaar card', 'PAN card', 'Voter ID card', 'Passport-size photos', 'Bank passbook', 'Aadhaar front and back on one page', 'Your state'],
        hi: ['आधार कार्ड', 'पैन कार्ड', 'वोटर आईडी कार्ड', 'बैंक पासबुक', 'आपका राज्य'],
      },
    },
    {
      path: '/services/bihar',
      title: { en: `Service Details · ${brand}`, hi: `सेवाओं का विवरण · ${brand}` },
      heading: { en: 'Printing services in Bihar', hi: 'बिहार में प्रिंटिंग सेवाएँ' },
      text: { en: ['Aadhaar card'], hi: ['आधार कार्ड'] },
    },
    {
      path: '/About-us',
      title: { en: `About Us · ${brand}`, hi: `हमारे बारे में · ${brand}` },
      heading: { en: 'About Us', hi: 'हमारे बारे में' },
      text: { en: ['Our mission', brand], hi: ['हमारा उद्देश्य', brand] },
    },
    {
      path: '/privacy-policy',
      title: { en: `Privacy Policy · ${brand}`, hi: `गोपनीयता नीति · ${brand}` },
      heading: { en: 'Privacy Policy', hi: 'गोपनीयता नीति' },
      text: {
        en: [
          'Last updated: May 1st 2024',
          'Information we collect',
          'email',
          'Optional preferences',
          'How we use it',
          'Cookies',
          'Your choices and controls',
          'processed in memory',
          'never stored',
        ],
        hi: ['अंतिम अपडेट: 1 मई 2024', 'हम कौन-सी जानकारी लेते हैं', 'कुकीज़', 'आपके विकल्प और नियंत्रण', 'मेमोरी में प्रोसेस', 'कभी सहेजे नहीं जाते'],
      },
    },
    {
      path: '/TermsAndConditions',
      title: { en: `Terms and Conditions · ${brand}`, hi: `नियम और शर्तें · ${brand}` },
      heading: { en: 'Terms and Conditions', hi: 'नियम और शर्तें' },
      text: {
        en: [
          'Last updated: May 1st 2024',
          'Changes to content',
          'Accuracy of information',
          'Use of information',
          'Intellectual property',
          'Liability',
          'I Accept',
        ],
        hi: ['अंतिम अपडेट: 1 मई 2024', 'सामग्री में बदलाव', 'जानकारी की सटीकता', 'जानकारी का उपयोग', 'बौद्धिक संपदा', 'दायित्व', 'मैं सहमत हूँ'],
      },
    },
    {
      path: '/CancellationAndRefundPolicy',
      title: { en: `Cancellation and Refund Policy · ${brand}`, hi: `रद्दीकरण और धनवापसी नीति · ${brand}` },
      heading: { en: 'Cancellation and Refund Policy', hi: 'रद्दीकरण और धनवापसी नीति' },
      text: {
        en: ['Last updated: May 1st 2024', 'No cancellations & refunds are entertained.'],
        hi: ['अंतिम अपडेट: 1 मई 2024', 'कोई रद्दीकरण या धनवापसी स्वीकार नहीं की जाती।'],
      },
    },
    {
      path: '/shipping-and-delivery-policy',
      title: { en: `Shipping and Delivery Policy · ${brand}`, hi: `शिपिंग और डिलीवरी नीति · ${brand}` },
      heading: { en: 'Shipping and Delivery Policy', hi: 'शिपिंग और डिलीवरी नीति' },
      text: {
        en: ['Last updated: May 1st 2024', 'Shipping and delivery do not apply', 'digital', 'on site'],
        hi: ['अंतिम अपडेट: 1 मई 2024', 'शिपिंग और डिलीवरी लागू नहीं होती', 'डिजिटल'],
      },
    },
  ];
}

/** Waits until the page's main content shows `expected` (pages fill in from the API after their first paint). */
async function expectMainToShow(page: Page, expected: string | RegExp, what = String(expected)): Promise<void> {
  const text = () => page.locator('main').innerText();
  if (typeof expected === 'string') await expect.poll(text, { message: what, timeout: 5000 }).toContain(expected);
  else await expect.poll(text, { message: what, timeout: 5000 }).toMatch(expected);
}

describe('the public site', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let site: SiteResponse;
  beforeAll(async () => {
    site = await readSite(baseURL);
  });

  for (const language of ['en', 'hi'] as const) {
    it(`titles every public page and shows its key texts, in ${language === 'en' ? 'English' : 'Hindi'}`, async () => {
      const { page, context, problems } = await openPageIn(browser, language);
      for (const route of publicRoutes(site)) {
        await page.goto(`${baseURL}${route.path}`, { waitUntil: 'networkidle' });
        const heading = page.getByRole('heading', { level: 1 });
        await heading.filter({ hasText: route.heading[language] }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang), route.path).toBe(language);
        await page.waitForFunction((title) => document.title === title, route.title[language]);
        for (const expected of route.text[language]) await expectMainToShow(page, expected, `${route.path} shows ${expected}`);
        // A text whose key is missing from the loaded texts shows as the key: none may.
        expect(await page.locator('body').innerText(), route.path).not.toMatch(untranslatedKey);
        await expectAccessible(page, `${route.path} in ${language}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('has the signed-out header and the footer, in both languages', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${baseURL}/About-us`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The header renders once the site settings have arrived: wait for it rather than count at once.
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    for (const name of ['Home', 'About Us', 'Contact Us']) expect(await nav.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    expect(await nav.getByRole('link', { name: 'Login / Sign in' }).getAttribute('href')).toBe('/Profile');
    expect(await nav.getByRole('link', { name: /Buy Coins|Pricing/ }).count()).toBe(0);
    await expect(page.getByRole('banner').getByRole('link', { name: site.brandName }).getAttribute('href')).resolves.toBe('/');

    const footer = page.getByRole('contentinfo');
    const hrefs: Record<string, string> = {
      'Privacy Policy': '/privacy-policy',
      'Terms of Service': '/TermsAndConditions',
      'Refund Policy': '/CancellationAndRefundPolicy',
      Shipping: '/shipping-and-delivery-policy',
      'Contact Us': '/Contact-us',
    };
    for (const [name, href] of Object.entries(hrefs)) expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
    expect(await footer.locator('img').count()).toBeGreaterThan(0); // the logo (decorative: the brand name beside it is the link's name)

    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    const hindiNav = page.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
    for (const name of ['होम', 'हमारे बारे में', 'संपर्क करें', 'लॉगिन / साइन इन'])
      expect(await hindiNav.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    const hindiFooter = await page.getByRole('contentinfo').innerText();
    for (const name of ['गोपनीयता नीति', 'सेवा की शर्तें', 'धनवापसी नीति', 'शिपिंग', 'संपर्क करें']) expect(hindiFooter).toContain(name);
    // The page's own text follows the switch at once, without a reload.
    await expectMainToShow(page, 'हमारा उद्देश्य');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the title and the meta description follow a switch of language in the app, on a page with its own description and on Home (decision 0081)', async () => {
    const { page, context, problems } = await openPage(browser);
    const description = () => page.locator('meta[name="description"]').getAttribute('content');
    await page.goto(`${baseURL}/Contact-us`, { waitUntil: 'networkidle' });
    expect(await description()).toBe(enPages.pageDescriptions.contactUs);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForFunction((title) => document.title === title, `संपर्क करें · ${site.brandName}`);
    await page.waitForFunction(
      (text) => document.querySelector('meta[name="description"]')?.getAttribute('content') === text,
      hiPages.pageDescriptions.contactUs,
    );
    // Home's description comes with the shell's texts: Home's page texts are never fetched.
    await page.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).getByRole('link', { name: 'होम', exact: true }).click();
    await page.waitForFunction((title) => document.title === title, `होम · ${site.brandName}`);
    expect(await description()).toBe(hiShell.pageDescriptions.home);
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction((title) => document.title === title, `Home · ${site.brandName}`);
    expect(await description()).toBe(enShell.pageDescriptions.home);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fetches the Hindi texts only when Hindi is chosen', async () => {
    const { page, context, problems } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    // Vite names a JSON module's chunk after its file: locales/hi.json and locales/pages/hi.json become assets/hi-<hash>.js.
    expect(scripts.filter((path) => path.startsWith('/assets/hi-'))).toEqual([]);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { level: 1, name: `${site.brandName} में आपका स्वागत है` }).waitFor();
    expect(scripts.some((path) => path.startsWith('/assets/hi-'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends unknown paths to the landing page', async () => {
    const { page, context, problems } = await openPage(browser);
    // A state's page only for a state: /services/narnia is no page, not "Printing services in Narnia".
    for (const path of ['/no/such/page', '/services', '/Contact-us/more', '/services/narnia']) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: `Welcome to ${site.brandName}` }).waitFor();
      expect(await page.locator('body').innerText(), path).not.toMatch(/narnia/i);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('scrolls to the hash target, else to the saved position, else to the top', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 700 } });
    // The section is below the fold and its content arrives after the first paint: the view waits for it.
    await page.goto(`${baseURL}/#service-details`, { waitUntil: 'networkidle' });
    const section = page.locator('#service-details');
    await section.waitFor();
    await page.waitForFunction(() => window.scrollY > 0);
    const box = await section.boundingBox();
    expect(box).not.toBeNull();
    // Just under the fixed header, inside the viewport.
    expect(box!.y).toBeGreaterThanOrEqual(50);
    expect(box!.y).toBeLessThan(150);

    // A new page starts at the top.
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL((url) => url.pathname === '/Contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Back: the position the landing page was left at; and again after a reload.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2, undefined, { timeout: 5000 });
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2, undefined, { timeout: 5000 });

    // A link to an anchor of the page one is on.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'More about our services' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'More about our services' }).click();
    await page.waitForURL((url) => url.pathname === '/service-details');
    // The address changes at once; the landing page stays on screen until the next page's code has arrived.
    await page.getByRole('heading', { level: 1, name: 'Our printing services' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens the state picker's page, lowercased and without spaces", async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${baseURL}/service-details`, { waitUntil: 'networkidle' });
    // The page is prerendered: a click before its script has taken over does nothing, so click until it answers (a
    // busy machine runs the script late).
    const show = page.getByRole('button', { name: 'Show services' });
    const refusal = page.getByText('Please choose a state.');
    await expect
      .poll(
        async () => {
          await show.click();
          return refusal.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.getByLabel('Your state').selectOption('Uttar Pradesh');
    await page.getByRole('button', { name: 'Show services' }).click();
    await page.waitForURL((url) => url.pathname === '/services/uttarpradesh');
    await page.getByRole('heading', { level: 1, name: 'Printing services in Uttar Pradesh' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const language of ['en', 'hi'] as const) {
    it(`has a phone-width menu named ${language === 'en' ? 'Menu' : 'मेन्यू'} that closes on a link`, async () => {
      const { page, context, problems } = await openPageIn(browser, language, { viewport: phone });
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
      const menu = page.getByRole('button', { name: language === 'en' ? 'Menu' : 'मेन्यू', exact: true });
      const aboutUs = page.getByRole('navigation').getByRole('link', { name: language === 'en' ? 'About Us' : 'हमारे बारे में' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await aboutUs.isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await aboutUs.isVisible()).toBe(true);
      await aboutUs.click();
      await page.waitForURL((url) => url.pathname === '/About-us');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await aboutUs.isVisible()).toBe(false);
      // Escape closes it too.
      await menu.click();
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      // Every public page fits the phone's width (long Hindi words, long state names, tables).
      for (const route of publicRoutes(site)) {
        await page.goto(`${baseURL}${route.path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, route.path).toBeLessThanOrEqual(0);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('counts up to the configured figures when the counters come into view, or shows them at once with reduced motion', async () => {
    const expected = [
      `${site.counters.happyCustomers.toLocaleString('en-IN')}+`,
      `${site.counters.dailyPrints.toLocaleString('en-IN')}+`,
      String(site.counters.supportHours),
    ];
    const values = (page: Page) => page.locator('.counters__value').allInnerTexts();

    const { page, context, problems } = await openPage(browser, { viewport: phone });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.locator('.counters__value').first().waitFor({ state: 'attached' });
    expect(await values(page)).toEqual(['0+', '0+', '0']); // below the fold: not started
    await page.locator('.counters').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (want) => [...document.querySelectorAll('.counters__value')].map((e) => (e as HTMLElement).innerText).join('|') === want,
      expected.join('|'),
      { timeout: 5000 },
    );
    // Screen readers get the final figures only.
    expect(await page.locator('.counters').innerText()).toContain(`${expected[0]} happy customers`);
    await context.close();

    const still = await openPage(browser, { viewport: phone });
    await still.page.emulateMedia({ reducedMotion: 'reduce' });
    await still.page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await still.page.waitForFunction(
      (want) => [...document.querySelectorAll('.counters__value')].map((e) => (e as HTMLElement).innerText).join('|') === want,
      expected.join('|'),
    );
    expect([...problems, ...still.problems]).toEqual([]);
    await still.context.close();
  });

  it('shows the four-cube loader from index.html without inline code, and removes it once the page has loaded', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html.match(/class="page-loader__cube"/g)).toHaveLength(4);
    // No inline script: the one script without src is the landing's data (decision 0076), a JSON data block the browser never runs.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?! type="application\/json" id="landing-data">)[^>]*>/);
    expect(html.match(/<script type="application\/json" id="landing-data">/g)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle=/); // no inline style

    // Without JavaScript the cubes are all there is on a page not prerendered; the landing page,
    // prerendered (decision 0032), shows its text instead and the cubes step aside.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`${baseURL}/login`);
    expect(await bare.locator('#page-loader').isVisible()).toBe(true);
    await bare.goto(`${baseURL}/`);
    expect(await bare.locator('#page-loader').isVisible()).toBe(false);
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome to ${site.brandName}`);
    await noScript.close();

    const { page, context, problems } = await openPage(browser);
    await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.getElementById('page-loader') === null);
    await page.getByRole('heading', { level: 1, name: `Welcome to ${site.brandName}` }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  describe('the contact form', () => {
    it('says under each field what to fix, in English and Hindi, and sends nothing', async () => {
      const { page, context, problems } = await openPage(browser);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.goto(`${baseURL}/Contact-us`, { waitUntil: 'networkidle' });
      const name = page.getByLabel('Your Name');
      const email = page.getByLabel('Your Email');
      const message = page.getByLabel('Your Message');
      expect(await message.getAttribute('rows')).toBe('5');
      for (const field of [name, email, message]) expect(await field.getAttribute('required')).not.toBeNull();
      expect(await email.getAttribute('type')).toBe('email');

      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Please enter your name.').waitFor();
      expect(await page.getByText('Please enter your email address.').isVisible()).toBe(true);
      expect(await page.getByText('Please write your message.').isVisible()).toBe(true);
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
      // The message is tied to its field for screen readers.
      const describedBy = await name.getAttribute('aria-describedby');
      expect(await page.locator(`#${describedBy}`).innerText()).toBe('Please enter your name.');

      await name.fill('Asha');
      await email.fill('asha@example');
      expect(await name.getAttribute('aria-invalid')).toBe('false'); // fixed fields lose their message as typed
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Please enter a valid email address, like name@example.com.').waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email');

      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await page.getByText('कृपया सही ईमेल पता लिखें, जैसे name@example.com।').waitFor();
      expect(await page.getByText('कृपया अपना संदेश लिखें।').isVisible()).toBe(true);
      expect(posts).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('sends the message as JSON, thanks the visitor in green and clears the fields', async () => {
      const { page, context, problems } = await openPage(browser, { viewport: phone });
      await page.goto(`${baseURL}/Contact-us`, { waitUntil: 'networkidle' });
      await page.getByLabel('Your Name').fill('  Asha Devi ');
      await page.getByLabel('Your Email').fill('asha.devi@example.com');
      await page.getByLabel('Your Message').fill('Please call me about the Pro Plan.\nThank you.');

      const [request] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/contact'),
        page.getByRole('button', { name: 'Send Message' }).click(),
      ]);
      expect(request.headers()['content-type']).toContain('application/json');
      expect(request.postDataJSON()).toEqual({ name: 'Asha Devi', email: 'asha.devi@example.com', message: 'Please call me about the Pro Plan.\nThank you.' });
      const response = await request.response();
      expect(response?.status()).toBe(201);

      const thanks = page.getByText('Thank you Asha Devi, we will contact you soon!');
      await thanks.waitFor();
      const color = await thanks.evaluate((element) => getComputedStyle(element).color);
      const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
      expect(g).toBeGreaterThan(r ?? 255); // green
      expect(g).toBeGreaterThan(b ?? 255);
      for (const label of ['Your Name', 'Your Email', 'Your Message']) expect(await page.getByLabel(label).inputValue(), label).toBe('');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows a server refusal in plain words and keeps what was typed', async () => {
      const { page, context, problems } = await openPage(browser);
      await page.route('**/api/v1/contact', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' }),
        }),
      );
      await page.goto(`${baseURL}/Contact-us`, { waitUntil: 'networkidle' });
      await page.getByLabel('Your Name').fill('Ravi');
      await page.getByLabel('Your Email').fill('ravi@example.com');
      await page.getByLabel('Your Message').fill('Hello');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('alert').filter({ hasText: 'Too many requests. Please wait a moment and try again.' }).waitFor();
      expect(await page.getByLabel('Your Name').inputValue()).toBe('Ravi');
      expect(await page.getByText(/Thank you/).count()).toBe(0);
      expect(problems.filter((problem) => !problem.includes('POST /api/v1/contact'))).toEqual([]);
      await context.close();
    });

    it('checks in the browser what the server checks (core contract)', () => {
      const cases = [
        { name: 'Asha', email: 'asha@example.com', message: 'Hi' },
        { name: ' ', email: 'asha@example.com', message: 'Hi' },
        { name: 'Asha', email: '', message: 'Hi' },
        { name: 'Asha', email: 'asha@example', message: 'Hi' },
        { name: 'Asha', email: 'asha@@example.com', message: 'Hi' },
        { name: 'Asha', email: '.asha@example.com', message: 'Hi' },
        { name: 'Asha', email: 'a..b@example.com', message: 'Hi' },
        { name: 'Asha', email: "o'brien+print@mail.example.co.in", message: 'Hi' },
        { name: 'Asha', email: '  asha@example.com  ', message: '  Hi  ' },
        { name: 'A'.repeat(100), email: 'a@example.com', message: 'x'.repeat(5000) },
        { name: 'A'.repeat(101), email: 'a@example.com', message: 'Hi' },
        { name: 'Asha', email: 'a@example.com', message: 'x'.repeat(5001) },
        { name: 'Asha', email: `${'a'.repeat(250)}@example.com`, message: 'Hi' },
        { name: 'Asha', email: 'a@example.com', message: '\n\t ' },
      ];
      for (const input of cases) {
        const client = validateContactMessage(input);
        const server = contactRequest.safeParse(input);
        expect(client.ok, JSON.stringify(input)).toBe(server.success);
        if (client.ok && server.success) expect(client.request).toEqual(server.data);
      }
    });
  });

  describe('the terms page', () => {
    it('tells the framing page of our own origin that the terms were accepted', async () => {
      const { page, context, problems } = await openPage(browser);
      await page.goto(`${baseURL}/About-us`, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        const received: Array<{ data: unknown; origin: string }> = [];
        Object.assign(window, { received });
        window.addEventListener('message', (event) => received.push({ data: event.data, origin: event.origin }));
        const frame = document.createElement('iframe');
        frame.src = '/TermsAndConditions';
        frame.title = 'Terms';
        frame.width = '600';
        frame.height = '500';
        document.body.append(frame);
      });
      const frame = page.frameLocator('iframe[title="Terms"]');
      await frame.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
      // Inside a frame the page comes without the site's header and footer.
      expect(await frame.getByRole('banner').count()).toBe(0);
      expect(await frame.getByRole('contentinfo').count()).toBe(0);
      await frame.getByRole('button', { name: 'I Accept' }).click();
      await page.waitForFunction(() => (window as unknown as { received: unknown[] }).received.length > 0);
      const received = await page.evaluate(() => (window as unknown as { received: unknown[] }).received);
      expect(received).toEqual([{ data: { type: 'terms-accepted' }, origin: baseURL }]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('posts nothing when it is not framed', async () => {
      const { page, context, problems } = await openPage(browser);
      await page.goto(`${baseURL}/TermsAndConditions`, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        const received: unknown[] = [];
        Object.assign(window, { received });
        window.addEventListener('message', (event) => received.push(event.data));
      });
      await page.getByRole('button', { name: 'I Accept' }).click();
      await page.getByText('Thank you. You have accepted these terms.').waitFor();
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
