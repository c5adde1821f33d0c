// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandingData } from '@core/contracts/landing-data';
import { usePlans } from '../src/features/catalog/api/use-plans';
import { useSite } from '../src/features/site/api/use-site';
import { forgetHeldAnswers } from '../src/lib/held-answer';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const written: LandingData = {
  site: {
    brandName: 'Asha Prints',
    shop: { phone: '+91 90000 00000', whatsapp: '+91 90000 00000', email: 'asha@example.com', address: '</script> Main Road, Patna' },
    counters: { happyCustomers: 1200, dailyPrints: 300, supportHours: 12 },
  },
  plans: {
    plans: [{ id: 'coins-1100', title: 'Coin Based Plan', kind: 'coins', pricePaise: 110_000, days: null, coins: 1100, channels: ['online', 'manual'] }],
  },
};
const fetched: LandingData = { ...written, site: { ...written.site, brandName: 'From the API' } };

/** The page with a data block of `text` in its head, parsed as HTML. */
function writeBlock(text: string, type = 'application/json') {
  document.head.innerHTML = `<script type="${type}" id="landing-data">${text}</script>`;
}

/** `data` as the server writes it: JSON, every < written \u003c (server/src/http/encoded-page.ts), so the address's </script> stays inside. */
const asWritten = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The API, answering site and plans; counts the reads. */
function stubApi() {
  const fetchMock = vi.fn((url: string) => {
    const body = url === '/api/v1/site' ? fetched.site : fetched.plans;
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe("the landing's data written into the page (decision 0076)", () => {
  afterEach(() => {
    cleanup();
    forgetHeldAnswers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('shows the site facts and plans the server wrote, without asking the API for them', async () => {
    const fetchMock = stubApi();
    writeBlock(asWritten(written));
    const site = renderHook(() => useSite());
    const plans = renderHook(() => usePlans());
    expect(site.result.current.data?.shop.address).toBe('</script> Main Road, Patna');
    expect(plans.result.current.data?.plans[0]?.pricePaise).toBe(110_000);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hydrates a prerendered page as it was built (loading), then shows the written data at once, with no mismatch and no read', async () => {
    const fetchMock = stubApi();
    writeBlock(asWritten(written));
    function Brand() {
      const site = useSite();
      return createElement('p', null, site.data ? site.data.brandName : 'loading');
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>loading</p>';
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, createElement(Brand), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Asha Prints');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    container.remove();
  });

  it.each([
    ['no block (a page shell, the dev server)', null],
    ['a block that is not JSON', '{"site":'],
    ['a block whose data does not match the contract', JSON.stringify({ site: { brandName: 'x' }, plans: { plans: 'none' } })],
    ['a block that is not a data block', asWritten(written), 'text/plain'],
    ["a block whose text closed it early (a < not escaped: the address's </script>)", JSON.stringify(written)],
  ])('fetches once when the page has %s', async (_case, text, type?: string) => {
    const fetchMock = stubApi();
    if (text !== null) writeBlock(text, type);
    const site = renderHook(() => useSite());
    const plans = renderHook(() => usePlans());
    expect(site.result.current.isPending).toBe(true);
    await settle();
    expect(site.result.current.data?.brandName).toBe('From the API');
    expect(plans.result.current.data?.plans[0]?.id).toBe('coins-1100');
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/v1/plans', '/api/v1/site']);
  });

  it('keeps the part that matches and fetches the other', async () => {
    const fetchMock = stubApi();
    writeBlock(asWritten({ site: written.site, plans: { plans: [{ id: 'broken' }] } }));
    const site = renderHook(() => useSite());
    renderHook(() => usePlans());
    await settle();
    expect(site.result.current.data?.brandName).toBe('Asha Prints');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/plans']);
  });
});
