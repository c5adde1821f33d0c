// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../src/app/layout/language-switch';
import * as i18n from '../src/lib/i18n';

type I18n = typeof i18n;

const control = vi.hoisted(() => ({ failNext: false }));

// The real texts and switch, except that a test can make the next load fail (offline).
vi.mock('../src/lib/i18n', async (importOriginal) => {
  const real = await importOriginal<I18n>();
  return {
    ...real,
    setLanguage: (lng: Parameters<typeof real.setLanguage>[0]) => {
      if (!control.failNext) return real.setLanguage(lng);
      control.failNext = false;
      return Promise.reject(new Error('offline'));
    },
  };
});

describe('the language switch tells its menu when a choice is done (docs/decisions/0064-phone-and-hindi-polish.md)', () => {
  afterEach(async () => {
    cleanup();
    await i18n.setLanguage('en');
  });

  it('after the new language applies', async () => {
    const onChosen = vi.fn();
    render(createElement(LanguageSwitch, { onChosen }));
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
    expect(i18n.currentLanguage()).toBe('hi');
  });

  it('at once when the active language is chosen again', () => {
    const onChosen = vi.fn();
    render(createElement(LanguageSwitch, { onChosen }));
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChosen).toHaveBeenCalledTimes(1);
  });

  it('not when the texts fail to load: the error stays in view', async () => {
    control.failNext = true;
    const onChosen = vi.fn();
    render(createElement(LanguageSwitch, { onChosen }));
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await screen.findByRole('alert');
    expect(onChosen).not.toHaveBeenCalled();
    expect(i18n.currentLanguage()).toBe('en');
  });
});
