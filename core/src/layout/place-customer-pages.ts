import type { Paper } from './papers';
import { placeCustomerSheet, type CustomerSheet, type SheetCustomerChoice } from './place-customer-sheet';
import { MAX_SHEET_PAGES } from './pick-sheet-pages';

/** One page of a customer sheet: core's packing of the customers on it, who are the list's from `first` on. */
export interface CustomerSheetPage {
  sheet: CustomerSheet;
  /** The list's index of this page's first customer. */
  first: number;
}

export type CustomerPagesResult =
  | { ok: true; /** One sheet, or two (decision 0071). */ pages: CustomerSheetPage[] }
  | {
      ok: false;
      code: 'UNKNOWN_LAYOUT' | 'LAYOUT_DOES_NOT_FIT';
      message: string;
      /** The sheets the first customers fill, as far as they go: what the preview shows instead of nothing. */
      fitted: CustomerSheetPage[];
    };

/**
 * Several customers on one sheet, or on two (decision 0071, superseding decision 0042's "never a
 * second page"): the customers in their order on sheet 1 as long as they fit it (core's
 * placeCustomerSheet packing), then the rest on sheet 2, each customer's block whole on one sheet
 * with its label. A customer whose photos do not fit a sheet on their own, or a list two sheets do
 * not take, is LAYOUT_DOES_NOT_FIT with a plain message; `fitted` then says what does fit.
 */
export function placeCustomerPages(paper: Paper, choices: readonly SheetCustomerChoice[]): CustomerPagesResult {
  const pages: CustomerSheetPage[] = [];
  let first = 0;
  while (first < choices.length || pages.length === 0) {
    let fitted: CustomerSheet | null = null;
    let end = first;
    let refusal: ReturnType<typeof placeCustomerSheet> | null = null;
    for (let next = first + 1; next <= choices.length; next += 1) {
      const placed = placeCustomerSheet(paper, choices.slice(first, next));
      if (!placed.ok) {
        refusal = placed;
        break;
      }
      fitted = placed.sheet;
      end = next;
    }
    if (!fitted) {
      // Not even this page's first customer on a sheet of their own (or an empty list, or an unknown size).
      const placed = refusal ?? placeCustomerSheet(paper, choices.slice(first, first + 1));
      const message = placed.ok ? '' : placed.message;
      const code = placed.ok ? 'LAYOUT_DOES_NOT_FIT' : placed.code;
      return {
        ok: false,
        code,
        message: first > 0 || choices.length > 1 ? `Customer ${choices[first]?.label ?? first + 1}: ${message}` : message,
        fitted: pages,
      };
    }
    pages.push({ sheet: fitted, first });
    first = end;
    if (first < choices.length && pages.length === MAX_SHEET_PAGES) {
      const photos = choices.reduce((sum, c) => sum + c.count, 0);
      return {
        ok: false,
        code: 'LAYOUT_DOES_NOT_FIT',
        message: `These ${photos} photos do not fit on two ${paper.label} sheets: customers ${first + 1} to ${choices.length} do not fit. Lower some counts, or print them on another sheet.`,
        fitted: pages,
      };
    }
  }
  return { ok: true, pages };
}
