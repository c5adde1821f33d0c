import { describe, expect, it } from 'vitest';
import { customerName, putBackCustomers, takeCustomers } from '../src/features/print-studio/lib/customer-removal';

const list = ['a', 'b', 'c', 'd', 'e'].map((name, i) => ({ id: i + 1, name }));
const names = (customers: ReadonlyArray<{ name: string }>) => customers.map((c) => c.name).join('');

describe('customers taken off the sheet and put back by Undo (decision 0061)', () => {
  it('takes customers off with their places and puts them back exactly where they were', () => {
    const one = takeCustomers(list, [2]);
    expect(names(one.list)).toBe('acde');
    expect(one.taken).toEqual([{ index: 1, customer: list[1] }]);
    expect(putBackCustomers(one.list, one.taken)).toEqual(list);

    const several = takeCustomers(list, [5, 2, 4]);
    expect(names(several.list)).toBe('ac');
    expect(several.taken.map((t) => t.index)).toEqual([1, 3, 4]);
    expect(putBackCustomers(several.list, several.taken)).toEqual(list);
    // In whatever order the places are given.
    expect(putBackCustomers(several.list, [...several.taken].reverse())).toEqual(list);

    const all = takeCustomers(list, [1, 2, 3, 4, 5]);
    expect(all.list).toEqual([]);
    expect(putBackCustomers([], all.taken)).toEqual(list);
  });

  it('puts back at the end of a list that got shorter, keeps edits made meanwhile, and never puts a customer back twice', () => {
    const { list: left, taken } = takeCustomers(list, [4]);
    const shorter = left.filter((c) => c.id !== 1 && c.id !== 2);
    expect(names(putBackCustomers(shorter, taken))).toBe('ced');
    const edited = left.map((c) => (c.id === 3 ? { ...c, name: 'C' } : c));
    expect(names(putBackCustomers(edited, taken))).toBe('abCde');
    expect(putBackCustomers(list, taken)).toEqual(list);
    expect(takeCustomers(list, [9])).toEqual({ list, taken: [] });
  });

  it('names a customer by place and label, not "customer 2 (2)"', () => {
    expect(customerName(2, 'Ravi')).toEqual({ number: 2, label: 'Ravi' });
    expect(customerName(2, ' Ravi ')).toEqual({ number: 2, label: 'Ravi' });
    expect(customerName(2, '2')).toEqual({ number: 2, label: null });
    expect(customerName(2, '')).toEqual({ number: 2, label: null });
    expect(customerName(1, '3')).toEqual({ number: 1, label: '3' });
  });
});
