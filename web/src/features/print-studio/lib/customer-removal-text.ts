import type { Language, TFunction } from '../../../lib/i18n';
import type { CustomerRemoval } from '../hooks/use-customer-sheet';
import { customerName } from './customer-removal';

/** Places on the list as the page's language joins them: "2 and 3", "2, 3, and 4"; "2 और 3". */
function numberList(lng: Language, numbers: readonly number[]): string {
  return new Intl.ListFormat(lng, { type: 'conjunction' }).format(numbers.map(String));
}

/** The question before a customer is removed: "Remove customer 2 (Ravi) and their photo?" (decision 0061). */
export function removeAskText(t: TFunction, number: number, label: string): string {
  const name = customerName(number, label);
  return name.label === null ? t('studio.customers.removeAsk', { number }) : t('studio.customers.removeAskLabelled', { number, label: name.label });
}

/** What "Back to one customer" removes, said before it does: "Customers 2 and 3 and their photos will be removed. …" */
export function backToOneText(t: TFunction, lng: Language, numbers: readonly number[]): string {
  return t('studio.customers.backToOneWhat', { count: numbers.length, numbers: numberList(lng, numbers) });
}

/** The status after a removal, beside Undo: "Customer 2 (Ravi) was removed." */
export function removalDoneText(t: TFunction, lng: Language, removal: CustomerRemoval): string {
  if (removal.kind === 'back-to-one') {
    const numbers = removal.removed.map((c) => c.number);
    return t('studio.customers.backToOneDone', { count: numbers.length, numbers: numberList(lng, numbers) });
  }
  const { number, label } = customerName(removal.removed[0]!.number, removal.removed[0]!.label);
  return label === null ? t('studio.customers.removed', { number }) : t('studio.customers.removedLabelled', { number, label });
}
