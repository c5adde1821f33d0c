// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { redirectToLoginAtOnce, requiresSignIn } from '../src/app/redirect-to-login-at-once';

function openAt(path: string, cookie?: string) {
  window.history.replaceState(null, '', path);
  if (cookie) document.cookie = cookie;
}

describe('a signed-out deep link sent to Login before the first render (decision 0072)', () => {
  afterEach(() => {
    document.cookie = 'csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('knows the signed-in pages from the route table', () => {
    expect(requiresSignIn('/PassportSizePhoto')).toBe(true);
    expect(requiresSignIn('/passportsizephoto/')).toBe(true);
    expect(requiresSignIn('/History')).toBe(true);
    expect(requiresSignIn('/')).toBe(false);
    expect(requiresSignIn('/login')).toBe(false);
    expect(requiresSignIn('/no/such/page')).toBe(false);
  });

  it('goes to Login at once without a session cookie, remembering the whole target', () => {
    openAt('/PassportSizePhoto?from=link#top');
    expect(redirectToLoginAtOnce()).toBe(true);
    expect(window.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('redirectAfterLogin')).toBe('/PassportSizePhoto?from=link#top');
  });

  it('leaves a browser that may be signed in (the csrf cookie) to the guard, which asks the server', () => {
    openAt('/PassportSizePhoto', 'csrf=token');
    expect(redirectToLoginAtOnce()).toBe(false);
    expect(window.location.pathname).toBe('/PassportSizePhoto');
    expect(window.sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('leaves public pages alone', () => {
    openAt('/Contact-us');
    expect(redirectToLoginAtOnce()).toBe(false);
    expect(window.location.pathname).toBe('/Contact-us');
  });
});
