// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { BrowserRouter, Link, matchPath, Navigate, NavLink, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from '../src/lib/router';

const inBrowserRouter = ({ children }: { children: ReactNode }) => createElement(BrowserRouter, null, children);

function openAt(url: string) {
  window.history.replaceState(null, '', url);
}

describe("the app's router (React Router's behaviour for what the app uses)", () => {
  beforeEach(() => openAt('/'));
  afterEach(() => cleanup());

  it('matches paths as React Router did: case-insensitive, a trailing slash allowed, params decoded, * for any path', () => {
    expect(matchPath('/About-us', '/About-us')).toEqual({ params: {} });
    expect(matchPath('/About-us', '/about-US/')).toEqual({ params: {} });
    expect(matchPath('/About-us', '/About-us/team')).toBeNull();
    expect(matchPath('/', '/')).toEqual({ params: {} });
    expect(matchPath('/', '/Profile')).toBeNull();
    expect(matchPath('/services/:state', '/services/tamil%20nadu')).toEqual({ params: { state: 'tamil nadu' } });
    expect(matchPath('/services/:state', '/services')).toBeNull();
    expect(matchPath('*', '/services/narnia/deep')).toEqual({ params: {} });
  });

  it("navigates in the page: a new history entry of React Router's shape, or the current one replaced; back comes back", () => {
    const { result } = renderHook(() => ({ location: useLocation(), navigate: useNavigate() }), { wrapper: inBrowserRouter });
    expect(result.current.location).toMatchObject({ pathname: '/', key: 'default' });
    act(() => result.current.navigate('/BothSideDoc?type=pan#top'));
    expect(result.current.location).toMatchObject({ pathname: '/BothSideDoc', search: '?type=pan', hash: '#top' });
    expect(window.location.pathname + window.location.search).toBe('/BothSideDoc?type=pan');
    expect(window.history.state).toMatchObject({ usr: null, key: result.current.location.key, idx: 1 });
    const length = window.history.length;
    act(() => result.current.navigate('/login', { replace: true }));
    expect(window.history.length).toBe(length);
    expect(result.current.location.pathname).toBe('/login');
    openAt('/About-us');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.location.pathname).toBe('/About-us');
  });

  it('keeps the path when the query string changes, and hands the setter the current params', () => {
    openAt('/SingleSideDoc?type=pan#x');
    const { result } = renderHook(() => useSearchParams(), { wrapper: inBrowserRouter });
    expect(result.current[0].get('type')).toBe('pan');
    act(() =>
      result.current[1](
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('source', 'e-aadhaar');
          return next;
        },
        { replace: true },
      ),
    );
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/SingleSideDoc?type=pan&source=e-aadhaar');
    expect(result.current[0].get('source')).toBe('e-aadhaar');
  });

  it('a link navigates on a plain click; a modified click, another target or reloadDocument are left to the browser', () => {
    // What the browser would do is recorded, then stopped (happy-dom would follow the link).
    const leftToBrowser: string[] = [];
    const record = (event: Event) => {
      if (!event.defaultPrevented) leftToBrowser.push((event.target as HTMLElement).textContent ?? '');
      event.preventDefault();
    };
    window.addEventListener('click', record);
    function Where() {
      return createElement('output', null, useLocation().pathname);
    }
    const { getByText, container } = render(
      createElement(
        BrowserRouter,
        null,
        createElement(Link, { to: '/About-us' }, 'about'),
        createElement(Link, { to: '/BuyCoins', reloadDocument: true }, 'buy'),
        createElement(Link, { to: '/Contact-us', target: '_blank' }, 'contact'),
        createElement(Where),
      ),
    );
    const where = () => container.querySelector('output')?.textContent;
    expect(getByText('about').getAttribute('href')).toBe('/About-us');
    fireEvent.click(getByText('about'), { ctrlKey: true });
    fireEvent.click(getByText('buy'));
    fireEvent.click(getByText('contact'));
    expect(leftToBrowser).toEqual(['about', 'buy', 'contact']);
    expect(where()).toBe('/');
    fireEvent.click(getByText('about'));
    expect(leftToBrowser).toHaveLength(3);
    expect(where()).toBe('/About-us');
    // Where the page already is: the entry is replaced, not repeated.
    const length = window.history.length;
    fireEvent.click(getByText('about'));
    expect(window.history.length).toBe(length);
    window.removeEventListener('click', record);
  });

  it('a nav link is current on its page (and sub-pages unless end), with class active and aria-current, in the prerendered HTML too', () => {
    const links = (at: string) => {
      const html = renderToString(
        createElement(
          StaticRouter,
          { location: at },
          createElement(NavLink, { to: '/', end: true }, 'home'),
          createElement(NavLink, { to: '/Profile' }, 'profile'),
        ),
      );
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return [...holder.querySelectorAll('a')].map((a) => `${a.getAttribute('href')} ${a.className || '-'} ${a.getAttribute('aria-current') ?? '-'}`);
    };
    expect(links('/')).toEqual(['/ active page', '/Profile - -']);
    expect(links('/profile/edit')).toEqual(['/ - -', '/Profile active page']);
    expect(links('/Profiles')).toEqual(['/ - -', '/Profile - -']);
  });

  it('renders the first matching route of a table (case-insensitive, params decoded) and sends an unknown path home, in the browser and prerendered', () => {
    function State() {
      const { pathname, search } = useLocation();
      return createElement('output', null, `${useParams().state} ${pathname}${search}`);
    }
    const table = (children?: ReactNode) =>
      createElement(
        Switch,
        null,
        createElement(Route, { path: '/' }, createElement('output', null, 'home')),
        createElement(Route, { path: '/services/:state', component: State }),
        createElement(Route, null, createElement(Navigate, { to: '/', replace: true })),
        children,
      );
    const prerendered = renderToString(createElement(StaticRouter, { location: '/Services/tamil%20nadu?from=map' }, table()));
    expect(prerendered).toContain('tamil nadu /Services/tamil nadu?from=map');
    openAt('/SERVICES/Kerala/');
    const { container } = render(createElement(BrowserRouter, null, table()));
    expect(container.querySelector('output')?.textContent).toBe('Kerala /SERVICES/Kerala/');
    act(() => {
      window.history.pushState(null, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(window.location.pathname).toBe('/');
    expect(container.querySelector('output')?.textContent).toBe('home');
  });

  it('marks the entry the document opened on as entry 0 without rendering the page again', () => {
    openAt('/About-us');
    let renders = 0;
    function Page() {
      renders += 1;
      return createElement('output', null, useLocation().key);
    }
    const { container } = render(createElement(BrowserRouter, null, createElement(Page)));
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(container.querySelector('output')?.textContent).toBe('default');
    expect(renders).toBe(1);
  });
});
