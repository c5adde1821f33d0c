// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrinterProfile } from '@core/contracts/printer-profiles';
import { useChosenPrinterProfile } from '../src/lib/printer-profiles/use-chosen-printer-profile';
import { chooseSavedPrinterProfile, chosenPrinterProfileKey, forgetDeletedPrinterProfile } from '../src/lib/printer-profiles/chosen-printer-profile';

const profile = (id: string, name: string): PrinterProfile => ({
  id,
  name,
  horizontal: 100,
  vertical: 100,
  offsetX: 0,
  offsetY: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});
const epson = profile('0b6c1f44-8d36-4c1b-9a2e-3f4f5a6b7c8d', 'Epson L3250 A4');
const canon = profile('1c7d2f55-9e47-4d2c-8b3f-4f5a6b7c8d9e', 'Canon G3010');

describe('useChosenPrinterProfile', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('starts with no correction, remembers a choice, and drops it when the profile is gone from the list', () => {
    const { result, rerender } = renderHook((profiles: PrinterProfile[]) => useChosenPrinterProfile(profiles), { initialProps: [epson, canon] });
    expect(result.current.chosenId).toBeNull();
    act(() => result.current.choose(canon.id));
    expect(result.current.chosen).toEqual(canon);
    expect(window.localStorage.getItem(chosenPrinterProfileKey)).toBe(canon.id);
    rerender([epson]);
    expect(result.current.chosenId).toBeNull();
  });

  it('takes the choice stored by an earlier visit once the profiles have loaded', () => {
    window.localStorage.setItem(chosenPrinterProfileKey, epson.id);
    const { result, rerender } = renderHook((profiles: PrinterProfile[]) => useChosenPrinterProfile(profiles), { initialProps: [] as PrinterProfile[] });
    expect(result.current.chosenId).toBeNull();
    rerender([canon, epson]);
    expect(result.current.chosenId).toBe(epson.id);
    act(() => result.current.choose(null));
    expect(result.current.chosenId).toBeNull();
    expect(window.localStorage.getItem(chosenPrinterProfileKey)).toBe('');
  });

  it('a profile saved on this device is its printer when a print bar opens next; deleting it falls back to no correction (decision 0065)', () => {
    chooseSavedPrinterProfile(canon.id);
    const first = renderHook(() => useChosenPrinterProfile([epson, canon]));
    expect(first.result.current.chosen).toEqual(canon);
    first.unmount();
    // Deleting another profile keeps the choice; deleting the chosen one forgets it.
    forgetDeletedPrinterProfile(epson.id);
    expect(window.localStorage.getItem(chosenPrinterProfileKey)).toBe(canon.id);
    forgetDeletedPrinterProfile(canon.id);
    expect(window.localStorage.getItem(chosenPrinterProfileKey)).toBe('');
    const next = renderHook(() => useChosenPrinterProfile([epson]));
    expect(next.result.current.chosenId).toBeNull();
    // A profile made again later is chosen again, as the last one saved here.
    chooseSavedPrinterProfile(epson.id);
    expect(renderHook(() => useChosenPrinterProfile([epson])).result.current.chosen).toEqual(epson);
  });
});
