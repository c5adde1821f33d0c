import { describe, expect, it } from 'vitest';
import { withoutBrandEcho, writeBrandInto } from '../src/text/without-brand-echo';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('writing the brand into prerendered HTML', () => {
  it('drops the words after the placeholder that repeat the brand, as the browser renders the text', () => {
    const html = '<title>__BRAND_NAME__ Print Plans</title><h1>__BRAND_NAME__ Photo Print Services</h1><p>Welcome to __BRAND_NAME__</p>';
    expect(writeBrandInto(html, '__BRAND_NAME__', 'Photo Print', escape)).toBe(
      '<title>Photo Print Plans</title><h1>Photo Print Services</h1><p>Welcome to Photo Print</p>',
    );
    // Every such text reads as withoutBrandEcho makes it for the same brand.
    expect(withoutBrandEcho('Photo Print Print Plans', 'Photo Print')).toBe('Photo Print Plans');
  });

  it('keeps the words for a brand they do not repeat, escapes the brand, and never reaches past a tag or into an attribute', () => {
    const html = '<meta content="__BRAND_NAME__" /><h1>__BRAND_NAME__ Print Plans</h1><b>__BRAND_NAME__</b> Studio';
    expect(writeBrandInto(html, '__BRAND_NAME__', 'Sharma & <Studio>', escape)).toBe(
      '<meta content="Sharma &amp; &lt;Studio&gt;" /><h1>Sharma &amp; &lt;Studio&gt; Print Plans</h1><b>Sharma &amp; &lt;Studio&gt;</b> Studio',
    );
  });
});
