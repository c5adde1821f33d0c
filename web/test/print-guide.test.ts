// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PrintGuide } from '../src/features/print-studio/components/print-guide';
import { isProbablyPhone } from '../src/lib/prints/is-probably-phone';
import { loadPageTexts } from '../src/lib/i18n';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const asBrowser = (userAgent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('the print guide (PrintGuide)', () => {
  beforeAll(() => loadPageTexts());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('on a desktop: what to set in the print dialog, and the 50 mm bar to check', () => {
    asBrowser(DESKTOP);
    expect(isProbablyPhone()).toBe(false);
    render(createElement(PrintGuide, { paperLabel: 'A4' }));
    expect(screen.getByRole('heading').textContent).toBe('In the print dialog');
    expect(items()).toEqual([
      'Paper size: A4.',
      'Scale: 100% (Actual size).',
      'Turn off “Fit to page” or “Shrink to fit”.',
      'Check the 50 mm bar on the sheet with a ruler.',
    ]);
  });

  it('on a phone, where Print downloads the PDF: how to print the downloaded file, not the print dialog', () => {
    asBrowser(ANDROID);
    expect(isProbablyPhone()).toBe(true);
    render(createElement(PrintGuide, { paperLabel: '4×6 in' }));
    expect(screen.getByRole('heading').textContent).toBe('Printing the downloaded PDF');
    expect(items()[0]).toBe('On a phone, Print downloads the PDF: open it from your downloads and print it from there.');
    expect(items()).toContain('Paper size: 4×6 in.');
    expect(screen.queryByText(/print dialog/i)).toBeNull();
  });

  it('says so where the sheet has no 50 mm bar', () => {
    asBrowser(DESKTOP);
    render(createElement(PrintGuide, { paperLabel: '4×6 in landscape', ruler: 'No bar here.' }));
    expect(items()).toContain('No bar here.');
    expect(items()).not.toContain('Check the 50 mm bar on the sheet with a ruler.');
  });
});
