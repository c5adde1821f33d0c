// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, useTranslation } from '../src/lib/i18n';

describe('a component reading texts', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('shows the other language as soon as it is chosen, and the page says which language it is in', async () => {
    const { result } = renderHook(() => useTranslation());
    expect(result.current.lng).toBe('en');
    expect(result.current.t('nav.home')).toBe('Home');
    await act(() => setLanguage('hi'));
    expect(result.current.lng).toBe('hi');
    expect(result.current.t('nav.home')).toBe('होम');
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem('lang')).toBe('hi');
  });
});
