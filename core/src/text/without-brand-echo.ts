/** "photo=फोटो; print=प्रिंट" → फोटो → photo, प्रिंट → print: words of a language that say a brand's word. */
function parseEchoes(echoes: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of echoes.split(';')) {
    const [word, echo] = pair.split('=').map((part) => part.trim().toLocaleLowerCase());
    if (word && echo) map.set(echo, word);
  }
  return map;
}

/**
 * `text` with the words right after `brand` dropped where they repeat the brand's last words:
 * "Photo Print Photo Print Services" → "Photo Print Services", "Photo Print Print Plans" →
 * "Photo Print Plans" when the brand is "Photo Print" (the spec's "{brand} Photo Print Services"
 * and "{brand} Print Plans" read well only for other brands). Case does not matter; `echoes`
 * ("photo=फोटो; print=प्रिंट") names words of the page's language that repeat a brand's word.
 */
export function withoutBrandEcho(text: string, brand: string, echoes = ''): string {
  const brandWords = brand.trim().split(/\s+/).filter(Boolean);
  const at = text.indexOf(brand);
  if (brandWords.length === 0 || at < 0) return text;
  const echoOf = parseEchoes(echoes);
  const norm = (word: string) => {
    const lower = word.toLocaleLowerCase();
    return echoOf.get(lower) ?? lower;
  };
  const before = text.slice(0, at + brand.length);
  const after = text.slice(at + brand.length);
  // The words after the brand, each with the space before it.
  const following = [...after.matchAll(/\s+(\S+)/gy)];
  for (let k = Math.min(brandWords.length, following.length); k > 0; k -= 1) {
    const tail = brandWords.slice(-k).map(norm);
    const head = following.slice(0, k).map((match) => norm(match[1]!));
    if (tail.every((word, i) => word === head[i])) {
      const last = following[k - 1]!;
      return before + after.slice(last.index + last[0].length);
    }
  }
  return text;
}

/**
 * Built HTML with `placeholder` replaced by `brand` (escaped by `escape`) and, after each, the words
 * that repeat the brand's last words dropped, as withoutBrandEcho does for one text: a page
 * prerendered with the placeholder then reads as the browser renders it for this brand ("Photo
 * Print Plans", never "Photo Print Print Plans"), so hydration finds the same text. Words are only
 * looked for up to the next tag.
 */
export function writeBrandInto(html: string, placeholder: string, brand: string, escape: (text: string) => string): string {
  const words = brand.trim().split(/\s+/).filter(Boolean).length;
  const following = new RegExp(`${placeholder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}((?:[^\\S<]+[^\\s<]+){0,${words}})`, 'g');
  return html.replace(following, (_match, after: string) => escape(brand) + withoutBrandEcho(brand + after, brand).slice(brand.length));
}
