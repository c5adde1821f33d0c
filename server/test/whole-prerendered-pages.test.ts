// The real build, served by the real app (decision 0076): each prerendered public page goes out with its own
// title and description in the visitor's language, and with the landing's data as a JSON data block that
// follows the API's answers. Reads web/dist when it is current, else builds the app (currentWebBuild).
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWebBuild } from '../../scripts/lib/build-web';
import enShell from '../../web/src/locales/en.json';
import hiShell from '../../web/src/locales/hi.json';
import enPages from '../../web/src/locales/pages/en.json';
import hiPages from '../../web/src/locales/pages/hi.json';
import { createTestApp, type TestApp } from './support/test-app';

/** The pages' descriptions: Home's in the shell's texts, the others' in the pages' (web/src/locales). */
const en = { pageDescriptions: { ...enShell.pageDescriptions, ...enPages.pageDescriptions } };
const hi = { pageDescriptions: { ...hiShell.pageDescriptions, ...hiPages.pageDescriptions } };

/** Path → the route table's title (en, hi) and its description key (pageDescriptions). */
const pages: [path: string, en: string, hi: string, description: keyof typeof en.pageDescriptions][] = [
  ['/', 'Home', 'होम', 'home'],
  ['/ViewPricingTable', 'pricing table', 'मूल्य तालिका', 'viewPricingTable'],
  ['/Contact-us', 'Contact Us', 'संपर्क करें', 'contactUs'],
  ['/About-us', 'About Us', 'हमारे बारे में', 'aboutUs'],
  ['/service-details', 'Service Details', 'सेवाओं का विवरण', 'serviceDetails'],
  ['/privacy-policy', 'Privacy Policy', 'गोपनीयता नीति', 'privacyPolicy'],
  ['/TermsAndConditions', 'Terms and Conditions', 'नियम और शर्तें', 'terms'],
  ['/CancellationAndRefundPolicy', 'Cancellation and Refund Policy', 'रद्दीकरण और धनवापसी नीति', 'refundPolicy'],
  ['/shipping-and-delivery-policy', 'Shipping and Delivery Policy', 'शिपिंग और डिलीवरी नीति', 'shippingPolicy'],
];

// A shop address that would end the data block and run a script, were `<` not escaped.
const hostileAddress = '</script><script>alert(1)</script><!-- Boring Road';

let built: ReturnType<typeof currentWebBuild>;
let t: TestApp;

beforeAll(async () => {
  built = currentWebBuild();
  t = await createTestApp('sqlite', { WEB_DIST: built.webDist, BRAND_NAME: 'Photo Print', SHOP_ADDRESS: hostileAddress }, { landingDataEveryMs: 100 });
}, 300_000);
afterAll(async () => {
  await t?.close();
  built?.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const dataBlocks = (html: string) => [...html.matchAll(/<script type="application\/json" id="landing-data">([^<]*)<\/script>/g)].map((match) => match[1]!);
const landingDataOf = (html: string): unknown => JSON.parse(dataBlocks(html)[0] ?? 'null');

describe('each prerendered page carries its own title and description', () => {
  it.each(pages)('%s in English by default, as the route table titles it once the app runs', async (path, title, _hi, description) => {
    const page = await get(path);
    expect(page.body).toContain('data-prerendered=""');
    expect(titleOf(page.body)).toBe(`${title} · Photo Print`);
    expect(descriptionOf(page.body)).toBe(en.pageDescriptions[description]);
  });

  it.each(pages)('%s in Hindi for a visitor who chose Hindi (lang cookie)', async (path, _en, title, description) => {
    const page = await get(path, { cookie: 'theme=x; lang=hi' });
    expect(page.body).toContain('data-prerendered=""');
    expect(titleOf(page.body)).toBe(`${title} · Photo Print`);
    expect(descriptionOf(page.body)).toBe(hi.pageDescriptions[description]);
  });

  it('gives every page a description of its own, and the compressed copy says the same', async () => {
    const descriptions = await Promise.all(pages.map(async ([path]) => descriptionOf((await get(path)).body)));
    expect(new Set(descriptions).size).toBe(pages.length);
    const br = await get('/About-us', { cookie: 'lang=hi', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(titleOf(brotliDecompressSync(br.rawPayload).toString())).toBe('हमारे बारे में · Photo Print');
    expect(titleOf((await get('/About-us', { cookie: 'lang=en' })).body)).toBe('About Us · Photo Print');
  });
});

describe("the landing's data written into the prerendered pages", () => {
  const api = async (url: string): Promise<unknown> => (await t.app.inject({ method: 'GET', url })).json();

  it("is the API's answers for the site and the plans, on every prerendered page, in both languages", async () => {
    const expected = { site: await api('/api/v1/site'), plans: await api('/api/v1/plans') };
    for (const [path] of pages) {
      for (const cookie of ['', 'lang=hi']) {
        const html = (await get(path, cookie ? { cookie } : {})).body;
        expect(dataBlocks(html), `${path} ${cookie}`).toHaveLength(1);
        expect(landingDataOf(html), `${path} ${cookie}`).toEqual(expected);
      }
    }
  });

  it('cannot be closed or commented out by its text: every < is escaped, and the block is data, never a script that runs', async () => {
    const html = (await get('/')).body;
    expect(html).not.toContain('alert(1)</script>');
    expect(dataBlocks(html)[0]).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect((landingDataOf(html) as { site: { shop: { address: string } } }).site.shop.address).toBe(hostileAddress);
  });

  it('follows a change: a plan price changed in the database is on the next pages within the refresh, as the API says it', async () => {
    const db = t.app.database.db;
    const plan = await db.selectFrom('plan_offers').select(['id', 'price_paise']).where('active', '=', 1).orderBy('sort_order').executeTakeFirstOrThrow();
    const newPrice = plan.price_paise + 10_000;
    await db.updateTable('plan_offers').set({ price_paise: newPrice }).where('id', '=', plan.id).execute();
    const priceOnPage = async (path: string, cookie = '') => {
      const data = landingDataOf((await get(path, cookie ? { cookie } : {})).body) as { plans: { plans: { id: string; pricePaise: number }[] } };
      return data.plans.plans.find((offer) => offer.id === plan.id)?.pricePaise;
    };
    await expect.poll(() => priceOnPage('/'), { timeout: 5_000, interval: 50 }).toBe(newPrice);
    expect(await priceOnPage('/ViewPricingTable', 'lang=hi')).toBe(newPrice);
    expect(landingDataOf((await get('/')).body)).toEqual({ site: await api('/api/v1/site'), plans: await api('/api/v1/plans') });
  });
});

describe('pages that are not prerendered', () => {
  it('carry no data block (the app fetches there), and a browser that may be signed in gets the shell', async () => {
    expect(dataBlocks((await get('/login')).body)).toEqual([]);
    expect(dataBlocks((await get('/', { cookie: 'csrf=abc' })).body)).toEqual([]);
  });
});
