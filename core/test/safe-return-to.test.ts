import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../src/auth/safe-return-to';

describe('safeReturnTo', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(safeReturnTo('/PassportSizePhoto?x=1#top')).toBe('/PassportSizePhoto?x=1#top');
    expect(safeReturnTo('/')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x=1',
    '/ok\r\nLocation: https://evil.example',
    '/\t/evil.example',
    'evil',
    '',
    undefined,
    42,
    `/${'a'.repeat(3000)}`,
  ])('sends %j home', (value) => {
    const result = safeReturnTo(value);
    expect(result === '/' || (result.startsWith('/') && !result.startsWith('//'))).toBe(true);
    if (typeof value !== 'string' || !value.startsWith('/%0d')) expect(result).toBe('/');
  });

  it('never turns a path into a protocol-relative URL', () => {
    for (const value of ['/..//evil.example', '/.//evil.example', '/%2F%2Fevil.example']) {
      const result = safeReturnTo(value);
      expect(result.startsWith('//')).toBe(false);
      expect(new URL(result, 'https://portal.example').origin).toBe('https://portal.example');
    }
  });

  it('leaves percent-encoded CR/LF encoded (they cannot split a header)', () => {
    expect(safeReturnTo('/%0d%0aSet-Cookie:x=1')).toBe('/%0d%0aSet-Cookie:x=1');
  });

  it('percent-encodes spaces and non-ASCII characters as UTF-8, so the path fits a Location header', () => {
    expect(safeReturnTo('/€')).toBe('/%E2%82%AC');
    expect(safeReturnTo('/%E2%82%AC')).toBe('/%E2%82%AC');
    expect(safeReturnTo('/फ़ोटो?नाम=आशा#ऊपर')).toBe(
      `/${encodeURIComponent('फ़ोटो')}?${encodeURIComponent('नाम')}=${encodeURIComponent('आशा')}#${encodeURIComponent('ऊपर')}`,
    );
    expect(safeReturnTo('/a b/😀')).toBe('/a%20b/%F0%9F%98%80');
    expect(new URL(safeReturnTo('/€'), 'https://portal.example').pathname).toBe('/%E2%82%AC');
  });

  it('sends home a path with a lone surrogate (no UTF-8 form) or one too long once encoded', () => {
    expect(safeReturnTo('/a\uD800b')).toBe('/');
    expect(safeReturnTo('/a\uDC00')).toBe('/');
    expect(safeReturnTo(`/${'€'.repeat(1000)}`)).toBe('/');
  });

  it('always gives a printable-ASCII same-origin path, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'binary' }).map((rest) => `/${rest}`),
        ),
        (value) => {
          const result = safeReturnTo(value);
          expect(result).toMatch(/^\/[\u0021-\u007e]*$/);
          expect(result.startsWith('//')).toBe(false);
          expect(new URL(result, 'https://portal.example').origin).toBe('https://portal.example');
        },
      ),
      { numRuns: 1000 },
    );
    // A thousand runs take well under a second alone; a busy 2-core CI machine can stretch that past the default 5 s.
  }, 30_000);
});
