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
});
