import type { Locator } from 'playwright-core';

/**
 * The server's quote a clean Print/Download/Pay button says: the text of what it is described by
 * (aria-describedby), which must be the quote line shown under the buttons (data-testid="print-quote").
 * '' when the button is described by nothing; a described-by element that is not the quote line is named
 * in the answer, so an assertion on the quote fails on it.
 */
export function quoteOf(button: Locator): Promise<string> {
  return button.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => {
        const described = document.getElementById(id);
        if (!(described instanceof HTMLElement)) return `(#${id} missing)`;
        return described.dataset.testid === 'print-quote' ? described.innerText : `(#${id} is not the quote line)`;
      })
      .join(' '),
  );
}
