/** A customer taken off the sheet's list, with the place (from 0) they had on it: what Undo puts back (decision 0061). */
export interface TakenCustomer<T> {
  index: number;
  customer: T;
}

/** Takes the customers whose ids are in `ids` off `list`: the list without them, and each one taken with its place. */
export function takeCustomers<T extends { id: number }>(list: readonly T[], ids: readonly number[]): { list: T[]; taken: TakenCustomer<T>[] } {
  const gone = new Set(ids);
  const taken = list.flatMap((customer, index) => (gone.has(customer.id) ? [{ index, customer }] : []));
  return { list: list.filter((customer) => !gone.has(customer.id)), taken };
}

/**
 * Puts customers taken by takeCustomers back where they were: each at its old place, in the order of
 * those places, so a list not changed since is exactly as before (past the end of a shorter list, at its
 * end). A customer already on the list is not put back twice.
 */
export function putBackCustomers<T extends { id: number }>(list: readonly T[], taken: readonly TakenCustomer<T>[]): T[] {
  const result = [...list];
  for (const { index, customer } of [...taken].sort((a, b) => a.index - b.index)) {
    if (result.some((c) => c.id === customer.id)) continue;
    result.splice(Math.min(index, result.length), 0, customer);
  }
  return result;
}

/**
 * A customer as a confirmation names them: their place on the list (from 1) and their label, unless
 * the label is only that number again or empty (then "customer 2", not "customer 2 (2)").
 */
export function customerName(number: number, label: string): { number: number; label: string | null } {
  const trimmed = label.trim();
  return { number, label: trimmed === '' || trimmed === String(number) ? null : trimmed };
}
