// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { printFormEntries } from '@core/contracts/prints';
import { maxFitGrid } from '@core/layout/max-fit-grid';
import { papers } from '@core/layout/papers';
import { placeCustomerSheet } from '@core/layout/place-customer-sheet';
import { findPhotoSize } from '@core/layout/photo-sizes';
import { customerCount, printedPhoto, useCustomerSheet } from '../src/features/print-studio/hooks/use-customer-sheet';
import { loadPageTexts } from '../src/lib/i18n';

const crop = (name: string) => ({ jpeg: new Blob([name], { type: 'image/jpeg' }), width: 827, height: 1063, lowResolution: false });

describe('several customers on one sheet in the passport studio (decision 0042)', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });
  afterEach(cleanup);

  it('adds customers numbered 1, 2, 3 with one row of their size, and asks for exactly what the preview draws', () => {
    const { result } = renderHook(() => useCustomerSheet());
    expect(result.current.active).toBe(false);
    expect(result.current.request).toBeNull();
    act(() => result.current.add(crop('a'), '35x45', 6));
    act(() => result.current.add(crop('b'), '51x51'));
    act(() => result.current.add(crop('c'), '20x25'));
    const { customers, request, pages } = result.current;
    expect(customers.map((c) => [c.label, c.sizeId, c.countText])).toEqual([
      ['1', '35x45', '6'],
      ['2', '51x51', String(maxFitGrid(papers.a4, findPhotoSize('51x51')!).columns)],
      ['3', '20x25', String(maxFitGrid(papers.a4, findPhotoSize('20x25')!).columns)],
    ]);
    expect(request?.kind).toBe('customer-sheet');
    expect(request?.photos).toEqual(customers.map((c) => c.crop.jpeg));
    // The preview's packing is core's for the same list the form sends.
    const placed = placeCustomerSheet(papers.a4, request!.sheet.customers);
    expect(placed.ok && pages).toEqual([{ sheet: placed.ok && placed.sheet, first: 0 }]);
    expect(Object.fromEntries(printFormEntries({ ...request!, mode: 'clean', delivery: 'pdf' })).customers).toBe(
      JSON.stringify([
        { label: '1', size: '35x45', count: 6 },
        { label: '2', size: '51x51', count: 3 },
        { label: '3', size: '20x25', count: 9 },
      ]),
    );
  });

  it('holds the print back, saying why, while a label is not Latin letters and digits, a count is wrong, or it does not fit two sheets of the paper', () => {
    const { result } = renderHook(() => useCustomerSheet());
    act(() => result.current.add(crop('a'), '35x45', 6));
    act(() => result.current.add(crop('b'), '35x45', 6));
    const second = result.current.customers[1]!.id;
    act(() => result.current.update(second, { label: 'रवि' }));
    expect(result.current.problem).toEqual({ kind: 'label', index: 1 });
    expect(result.current.request).toBeNull();
    act(() => result.current.update(second, { label: 'Ravi', countText: '0' }));
    expect(result.current.problem).toEqual({ kind: 'count', index: 1 });
    // 6 + 30 passport photos: customer 2 whole on a second A4 sheet (decision 0071).
    act(() => result.current.update(second, { countText: '30' }));
    expect(result.current.problem).toBeNull();
    expect(result.current.pages.map((page) => [page.first, page.sheet.customers[0]!.rects.length])).toEqual([
      [0, 6],
      [1, 30],
    ]);
    // 31 do not fit a sheet on their own: held back, and the preview still shows what fits (customer 1), never nothing.
    act(() => result.current.update(second, { countText: '31' }));
    expect(result.current.problem).toMatchObject({ kind: 'fit' });
    expect(result.current.request).toBeNull();
    expect(result.current.pages.map((page) => page.sheet.customers.length)).toEqual([1]);
    // A smaller paper can't take even 12; A4 takes 6 + 24.
    act(() => result.current.update(second, { countText: '24' }));
    expect(result.current.problem).toBeNull();
    act(() => result.current.choosePaper('4x6'));
    expect(result.current.problem).toMatchObject({ kind: 'fit' });
  });

  it('removes a customer, numbers a new one with a free number, and keeps at most eight', () => {
    const { result } = renderHook(() => useCustomerSheet());
    for (const name of ['a', 'b', 'c']) act(() => result.current.add(crop(name), '20x25', 2));
    act(() => result.current.remove(result.current.customers[0]!.id));
    act(() => result.current.add(crop('d'), '20x25', 2));
    expect(result.current.customers.map((c) => c.label)).toEqual(['2', '3', '4']);
    for (const name of ['e', 'f', 'g', 'h', 'i', 'j']) act(() => result.current.add(crop(name), '20x25', 1));
    expect(result.current.customers).toHaveLength(8);
    expect(result.current.canAdd).toBe(false);
    act(() => result.current.backToOne());
    expect(result.current.active).toBe(false);
  });

  it('puts a removed customer back in their place with their crop, label, size, count and switch on Undo (decision 0061)', () => {
    const { result } = renderHook(() => useCustomerSheet());
    act(() => result.current.add(crop('a'), '35x45', 6));
    act(() => result.current.add(crop('b'), '51x51', 2));
    act(() => result.current.add(crop('c'), '20x25', 12));
    const [, ravi] = result.current.customers;
    act(() => result.current.update(ravi!.id, { label: 'Ravi' }));
    act(() => result.current.setWhite(ravi!.id, true, { jpeg: new Blob(['b-white']), url: 'blob:b-white' }));
    const before = result.current.customers;
    expect(result.current.removal).toBeNull();

    act(() => result.current.remove(ravi!.id));
    expect(result.current.customers.map((c) => c.label)).toEqual(['1', '3']);
    expect(result.current.removal).toMatchObject({ kind: 'one', removed: [{ number: 2, label: 'Ravi' }] });
    expect(result.current.request?.sheet.customers.map((c) => c.label)).toEqual(['1', '3']);
    // A label typed meanwhile stays; Undo puts Ravi back second, the same crop and URL, the white picture to be made again.
    act(() => result.current.update(before[2]!.id, { label: 'Meena' }));
    act(() => result.current.undo());
    expect(result.current.removal).toBeNull();
    const after = result.current.customers;
    expect(after.map((c) => [c.id, c.label, c.sizeId, c.countText])).toEqual([
      [before[0]!.id, '1', '35x45', '6'],
      [ravi!.id, 'Ravi', '51x51', '2'],
      [before[2]!.id, 'Meena', '20x25', '12'],
    ]);
    expect(after[1]!.crop).toBe(ravi!.crop);
    expect(after[1]!.url).toBe(ravi!.url);
    expect([after[1]!.whiteBackground, after[1]!.white]).toEqual([true, null]);
    // Undo once: nothing more to put back.
    act(() => result.current.undo());
    expect(result.current.customers).toHaveLength(3);
  });

  it('offers Undo for the last removal only, and not after a customer is added; a crop is let go only when it can no longer come back', () => {
    const revoked: string[] = [];
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      revoke(url);
    };
    try {
      const { result, unmount } = renderHook(() => useCustomerSheet());
      for (const name of ['a', 'b', 'c', 'd']) act(() => result.current.add(crop(name), '20x25', 2));
      const [a, b, c] = result.current.customers;
      act(() => result.current.remove(b!.id));
      expect(revoked).toEqual([]);
      act(() => result.current.remove(c!.id));
      // Removing c lets b go for good; Undo brings back c only.
      expect(revoked).toEqual([b!.url]);
      act(() => result.current.undo());
      expect(result.current.customers.map((x) => x.label)).toEqual(['1', '3', '4']);
      act(() => result.current.remove(a!.id));
      act(() => result.current.add(crop('e'), '20x25', 2));
      expect(result.current.removal).toBeNull();
      expect(revoked).toEqual([b!.url, a!.url]);
      const [, d, e] = result.current.customers;
      act(() => result.current.remove(c!.id));
      unmount();
      // Closing the studio lets go of what is on the list and what Undo could have brought back.
      expect(revoked.slice(2).sort()).toEqual([c!.url, d!.url, e!.url].sort());
    } finally {
      URL.revokeObjectURL = revoke;
    }
  });

  it('goes back to one customer keeping customer 1’s label for their photo, and Undo brings the whole list back (decision 0061)', () => {
    const { result } = renderHook(() => useCustomerSheet());
    const single = crop('single');
    act(() => result.current.add(single, '35x45', 6, true));
    act(() => result.current.add(crop('b'), '51x51', 2));
    act(() => result.current.add(crop('c'), '20x25', 12));
    const [asha, ravi, third] = result.current.customers;
    act(() => result.current.update(asha!.id, { label: 'Asha', countText: '4' }));
    act(() => result.current.update(ravi!.id, { label: 'Ravi' }));

    act(() => result.current.backToOne());
    expect(result.current.active).toBe(false);
    expect(result.current.removal).toMatchObject({
      kind: 'back-to-one',
      removed: [
        { number: 2, label: 'Ravi' },
        { number: 3, label: '3' },
      ],
    });
    act(() => result.current.undo());
    expect(result.current.customers.map((c) => [c.id, c.label, c.countText, c.whiteBackground])).toEqual([
      [asha!.id, 'Asha', '4', true],
      [ravi!.id, 'Ravi', '2', false],
      [third!.id, '3', '12', false],
    ]);

    // Back to one again, then the single sheet's photo starts a new list: customer 1 is Asha again.
    act(() => result.current.backToOne());
    act(() => result.current.add({ ...single }, '35x45', 6));
    expect(result.current.removal).toBeNull();
    expect(result.current.customers.map((c) => c.label)).toEqual(['Asha']);
    // Another photo would not take her label.
    act(() => result.current.backToOne());
    expect(result.current.removal).toBeNull();
    act(() => result.current.add(crop('someone else'), '35x45', 6));
    expect(result.current.customers.map((c) => c.label)).toEqual(['1']);
  });

  it('keeps customer 1’s label across a reload after going back to one customer', () => {
    const first = renderHook(() => useCustomerSheet());
    act(() => first.result.current.add(crop('single'), '35x45', 6));
    act(() => first.result.current.add(crop('b'), '35x45', 6));
    act(() => first.result.current.update(first.result.current.customers[0]!.id, { label: 'Asha' }));
    act(() => first.result.current.backToOne());
    const kept = first.result.current.kept;
    expect(kept.customers).toEqual([]);
    const again = renderHook(() => useCustomerSheet());
    act(() => again.result.current.restore({ ...kept }));
    // The single sheet's crop comes back from the browser's store as another Blob of the same bytes.
    act(() => again.result.current.add(crop('single'), '35x45', 6));
    expect(again.result.current.customers.map((c) => c.label)).toEqual(['Asha']);
  });

  it('is brought back after a reload from what it kept: paper, customers, their crops, labels and counts', () => {
    const first = renderHook(() => useCustomerSheet());
    act(() => first.result.current.choosePaper('5x7'));
    act(() => first.result.current.add(crop('a'), '25x35', 3));
    act(() => first.result.current.update(first.result.current.customers[0]!.id, { label: 'Asha' }));
    // As IndexedDB gives it back: the same fields, the crops as Blobs.
    const kept = { ...first.result.current.kept, customers: first.result.current.kept.customers.map((c) => ({ ...c })) };
    const again = renderHook(() => useCustomerSheet());
    act(() => again.result.current.restore(kept));
    expect(again.result.current.paper).toBe('5x7');
    expect(again.result.current.customers.map((c) => [c.label, c.sizeId, c.countText])).toEqual([['Asha', '25x35', '3']]);
    expect(again.result.current.request?.sheet.customers).toEqual([{ label: 'Asha', size: '25x35', count: 3 }]);
  });

  it('crops a customer again in their place, with their label, size, count and switch; the picked photo is not kept across a reload (decision 0084)', () => {
    const { result } = renderHook(() => useCustomerSheet());
    const original = { blob: new Blob(['photo'], { type: 'image/jpeg' }), width: 3024, height: 4032 };
    act(() => result.current.add(crop('a'), '35x45', 6));
    act(() => result.current.add(crop('b'), '51x51', 2, true, original));
    act(() => result.current.update(result.current.customers[1]!.id, { label: 'Asha' }));
    const before = result.current.customers[1]!;
    expect(before.original).toBe(original);
    const again = crop('b again');
    act(() => result.current.recrop(before.id, again));
    const after = result.current.customers[1]!;
    expect(after.crop).toBe(again);
    expect([after.label, after.sizeId, after.countText, after.whiteBackground, after.white, after.original]).toEqual([
      'Asha',
      '51x51',
      '2',
      true,
      null,
      original,
    ]);
    expect(after.id).not.toBe(before.id);
    expect(result.current.customers.map((c) => c.label)).toEqual(['1', 'Asha']);
    expect(result.current.kept.customers.every((c) => !('original' in c))).toBe(true);
  });

  it('reads a typed count as a whole number from 1 to 999', () => {
    expect(['1', '30', '999'].map(customerCount)).toEqual([1, 30, 999]);
    expect(['', '0', '-2', '1.5', 'ten', '1000'].map(customerCount)).toEqual([null, null, null, null, null, null]);
  });
  it("prints each customer's white-background picture while their switch is on, waits while it is made, and keeps the switch across a reload (decision 0047)", () => {
    const { result } = renderHook(() => useCustomerSheet());
    act(() => result.current.add(crop('first'), '35x45', 6, true));
    act(() => result.current.add(crop('second'), '35x45', 6));
    const [first, second] = result.current.customers;
    // The first customer's switch came on with the sheet: nothing prints until its picture is made.
    expect(result.current.whitening).toBe(true);
    expect(result.current.request).toBeNull();
    const whiteFirst = { jpeg: new Blob(['first-white'], { type: 'image/jpeg' }), url: 'blob:first-white' };
    act(() => result.current.setWhite(first!.id, true, whiteFirst));
    expect(result.current.whitening).toBe(false);
    expect(result.current.request?.photos).toEqual([whiteFirst.jpeg, second!.crop.jpeg]);
    // A white picture goes with the crop it was made from (photo1Crop), charged as that crop.
    expect(result.current.request?.photoCrops).toEqual([first!.crop.jpeg, null]);
    // The second customer's switch on: waits, then prints the white picture, which the preview shows.
    act(() => result.current.setWhite(second!.id, true, null));
    expect(result.current.request).toBeNull();
    const whiteSecond = { jpeg: new Blob(['second-white'], { type: 'image/jpeg' }), url: 'blob:second-white' };
    act(() => result.current.setWhite(second!.id, true, whiteSecond));
    expect(result.current.request?.photos).toEqual([whiteFirst.jpeg, whiteSecond.jpeg]);
    expect(result.current.request?.photoCrops).toEqual([first!.crop.jpeg, second!.crop.jpeg]);
    expect(result.current.customers.map((c) => printedPhoto(c).url)).toEqual(['blob:first-white', 'blob:second-white']);
    // Off again (or failed): the crop as cropped.
    act(() => result.current.setWhite(first!.id, false, whiteFirst));
    expect(result.current.request?.photos).toEqual([first!.crop.jpeg, whiteSecond.jpeg]);
    expect(result.current.request?.photoCrops).toEqual([null, second!.crop.jpeg]);
    expect(printedPhoto(result.current.customers[0]!).url).toBe(first!.url);

    // Kept: the crops as cropped and each switch; restored with the switches on and the pictures to be made again.
    const kept = result.current.kept;
    expect(kept.customers.map((c) => [c.crop.jpeg, c.whiteBackground])).toEqual([
      [first!.crop.jpeg, false],
      [second!.crop.jpeg, true],
    ]);
    const reloaded = renderHook(() => useCustomerSheet());
    act(() => reloaded.result.current.restore(kept));
    expect(reloaded.result.current.customers.map((c) => [c.whiteBackground, c.white])).toEqual([
      [false, null],
      [true, null],
    ]);
    expect(reloaded.result.current.request).toBeNull();
    // A list kept before the switch existed restores with it off.
    const older = renderHook(() => useCustomerSheet());
    act(() => older.result.current.restore({ paper: 'a4', customers: [{ crop: crop('old'), label: '1', sizeId: '35x45', countText: '6' }] }));
    expect(older.result.current.customers[0]!.whiteBackground).toBe(false);
    expect(older.result.current.request?.photos).toHaveLength(1);
  });
});
