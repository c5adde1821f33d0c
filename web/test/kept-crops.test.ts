import { describe, expect, it } from 'vitest';
import { memoryStore } from '../src/lib/kept-store';
import { keepPrintedCrop, MAX_KEPT_CROPS, reprintableJobs, reprintRequest, type KeptCrop } from '../src/lib/kept-crops';
import type { PrintRequest } from '../src/lib/prints/create-print';

const jpeg = (seed: number, size = 64) => new Blob([Uint8Array.from({ length: size }, (_, i) => (seed * 31 + i) % 256)], { type: 'image/jpeg' });
const photoSheet = (front: Blob, layout = 'a4-6'): PrintRequest => ({ kind: 'photo-sheet', service: 'passport-photo', sheet: { layout }, front });
const bothSides = (front: Blob, back: Blob): PrintRequest => ({
  kind: 'document',
  service: 'both-side',
  document: { type: 'aadhaar', source: 'scan' },
  sheet: { layout: '0', copies: 1 },
  front,
  back,
});
const customerSheet = (photos: Blob[], customers = photos.map((_, i) => ({ label: String(i + 1), size: '35x45', count: 2 }))): PrintRequest => ({
  kind: 'customer-sheet',
  service: 'passport-photo',
  sheet: { layout: 'a4', customers, printerProfileId: 'profile-1' },
  photos,
});
const bytesOf = async (blob: Blob | null | undefined) => (blob ? [...new Uint8Array(await blob.arrayBuffer())] : null);

describe('the crops this browser keeps for Reprint (decision 0040)', () => {
  it('keeps the last 20 crops, the least recently printed going first', async () => {
    const store = memoryStore<KeptCrop>();
    for (let i = 0; i < MAX_KEPT_CROPS + 3; i += 1) {
      await keepPrintedCrop(store, { uid: 'u1', jobId: `job-${i}`, mode: 'clean', request: photoSheet(jpeg(i)), now: 1000 + i });
    }
    const kept = await store.list();
    expect(kept).toHaveLength(MAX_KEPT_CROPS);
    const jobs = await reprintableJobs(store, 'u1');
    expect(jobs.has('job-0')).toBe(false);
    expect(jobs.has('job-2')).toBe(false);
    expect(jobs.has('job-3')).toBe(true);
    expect(jobs.has(`job-${MAX_KEPT_CROPS + 2}`)).toBe(true);
  });

  it('counts a front-and-back pair as one crop, and gives both sides back byte for byte', async () => {
    const store = memoryStore<KeptCrop>();
    const front = jpeg(1);
    const back = jpeg(2);
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'pair', mode: 'clean', request: bothSides(front, back), now: 1 });
    for (let i = 0; i < MAX_KEPT_CROPS - 1; i += 1)
      await keepPrintedCrop(store, { uid: 'u1', jobId: `p${i}`, mode: 'clean', request: photoSheet(jpeg(10 + i)), now: 2 + i });
    expect(await store.list()).toHaveLength(MAX_KEPT_CROPS);
    const again = await reprintRequest(store, 'u1', 'pair');
    expect(again?.mode).toBe('clean');
    expect(again?.request.kind).toBe('document');
    if (again?.request.kind !== 'document') throw new Error('expected a document back');
    expect(await bytesOf(again.request.front)).toEqual(await bytesOf(front));
    expect(await bytesOf(again.request.back)).toEqual(await bytesOf(back));
  });

  it('adds a reprint of the same bytes to the crop already kept, each job with its own layout', async () => {
    const store = memoryStore<KeptCrop>();
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'first', mode: 'watermarked', request: photoSheet(jpeg(5), 'a4-6'), now: 1 });
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'second', mode: 'clean', request: photoSheet(jpeg(5), '4x6-3'), now: 2 });
    expect(await store.list()).toHaveLength(1);
    expect([...(await reprintableJobs(store, 'u1'))].sort()).toEqual(['first', 'second']);
    const first = await reprintRequest(store, 'u1', 'first');
    expect(first).toMatchObject({ mode: 'watermarked', request: { sheet: { layout: 'a4-6' } } });
    expect(await reprintRequest(store, 'u1', 'second')).toMatchObject({ mode: 'clean', request: { sheet: { layout: '4x6-3' } } });
    expect(await reprintRequest(store, 'u1', 'unknown')).toBeNull();
  });

  it("never offers one user's crops to another, and forgets them when another user prints here", async () => {
    const store = memoryStore<KeptCrop>();
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'mine', mode: 'clean', request: photoSheet(jpeg(1)), now: 1 });
    expect((await reprintableJobs(store, 'u2')).size).toBe(0);
    expect(await reprintRequest(store, 'u2', 'mine')).toBeNull();
    await keepPrintedCrop(store, { uid: 'u2', jobId: 'theirs', mode: 'clean', request: photoSheet(jpeg(2)), now: 2 });
    expect((await store.list()).map((crop) => crop.uid)).toEqual(['u2']);
  });

  it('keeps a customer sheet as one crop, and gives back the same request: every photo byte for byte in its place, sizes, counts, labels, paper', async () => {
    const store = memoryStore<KeptCrop>();
    const photos = [jpeg(1, 300), jpeg(2, 200), jpeg(3, 100), jpeg(4), jpeg(5), jpeg(6), jpeg(7), jpeg(8)];
    const customers = photos.map((_, i) => ({ label: i === 1 ? 'Ravi' : String(i + 1), size: i % 2 ? '20x25' : '35x45', count: i + 1 }));
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'sheet', mode: 'clean', request: customerSheet(photos, customers), now: 1 });
    expect(await store.list()).toHaveLength(1);
    expect([...(await reprintableJobs(store, 'u1'))]).toEqual(['sheet']);
    const again = await reprintRequest(store, 'u1', 'sheet');
    expect(again?.mode).toBe('clean');
    if (again?.request.kind !== 'customer-sheet') throw new Error('expected a customer sheet back');
    expect(again.request.service).toBe('passport-photo');
    expect(again.request.sheet).toEqual({ layout: 'a4', customers, printerProfileId: 'profile-1' });
    expect(again.request).not.toHaveProperty('photoOrder');
    expect(again.request.photos).toHaveLength(8);
    for (let i = 0; i < photos.length; i += 1) expect(await bytesOf(again.request.photos[i])).toEqual(await bytesOf(photos[i]));
  });

  it('counts a customer sheet as one of the 20, and pushes out the oldest crops like any other print', async () => {
    const store = memoryStore<KeptCrop>();
    for (let i = 0; i < MAX_KEPT_CROPS - 1; i += 1)
      await keepPrintedCrop(store, { uid: 'u1', jobId: `p${i}`, mode: 'clean', request: photoSheet(jpeg(10 + i)), now: 1 + i });
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'sheet', mode: 'clean', request: customerSheet([jpeg(1), jpeg(2), jpeg(3)]), now: 100 });
    expect(await store.list()).toHaveLength(MAX_KEPT_CROPS);
    expect((await reprintableJobs(store, 'u1')).has('p0')).toBe(true);
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'next', mode: 'clean', request: photoSheet(jpeg(99)), now: 101 });
    const jobs = await reprintableJobs(store, 'u1');
    expect(await store.list()).toHaveLength(MAX_KEPT_CROPS);
    expect(jobs.has('p0')).toBe(false);
    expect(jobs.has('sheet')).toBe(true);
    // Twenty newer prints push the sheet out too, all its photos at once.
    for (let i = 0; i < MAX_KEPT_CROPS; i += 1)
      await keepPrintedCrop(store, { uid: 'u1', jobId: `q${i}`, mode: 'clean', request: photoSheet(jpeg(200 + i)), now: 200 + i });
    expect((await reprintableJobs(store, 'u1')).has('sheet')).toBe(false);
    expect(await reprintRequest(store, 'u1', 'sheet')).toBeNull();
  });

  it("keeps the same photo used for two customers once, yet sends it for both; the sheet's reprint joins the same crop", async () => {
    const store = memoryStore<KeptCrop>();
    const a = jpeg(1, 1000);
    const b = jpeg(2, 1000);
    // Customer 1 and 3 are the same bytes (one person in two sizes); a copy of the Blob, not the same object.
    const request = customerSheet([a, b, new Blob([await a.arrayBuffer()], { type: 'image/jpeg' })]);
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'sheet', mode: 'clean', request, now: 1 });
    const [crop] = await store.list();
    expect(crop!.front.size + (crop!.back?.size ?? 0) + (crop!.others ?? []).reduce((sum, blob) => sum + blob.size, 0)).toBe(2000);
    const again = await reprintRequest(store, 'u1', 'sheet');
    if (again?.request.kind !== 'customer-sheet') throw new Error('expected a customer sheet back');
    expect(await Promise.all(again.request.photos.map(bytesOf))).toEqual([await bytesOf(a), await bytesOf(b), await bytesOf(a)]);

    // Reprinting sends those bytes again: the new job is added to the same crop.
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'reprint', mode: 'clean', request: again.request, now: 2 });
    expect(await store.list()).toHaveLength(1);
    expect([...(await reprintableJobs(store, 'u1'))].sort()).toEqual(['reprint', 'sheet']);
    // The same photos in another order are another sheet: kept on their own, each sent where it was.
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'swapped', mode: 'clean', request: customerSheet([b, a]), now: 3 });
    expect(await store.list()).toHaveLength(2);
    const swapped = await reprintRequest(store, 'u1', 'swapped');
    if (swapped?.request.kind !== 'customer-sheet') throw new Error('expected a customer sheet back');
    expect(await Promise.all(swapped.request.photos.map(bytesOf))).toEqual([await bytesOf(b), await bytesOf(a)]);
  });

  it("a single photo's sheet and a one-customer sheet of the same bytes share the crop, each job printing as it was", async () => {
    const store = memoryStore<KeptCrop>();
    const photo = jpeg(7);
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'single', mode: 'clean', request: photoSheet(photo, 'a4-6'), now: 1 });
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'sheet', mode: 'watermarked', request: customerSheet([photo]), now: 2 });
    expect(await store.list()).toHaveLength(1);
    expect((await reprintRequest(store, 'u1', 'single'))?.request.kind).toBe('photo-sheet');
    const sheet = await reprintRequest(store, 'u1', 'sheet');
    expect(sheet?.mode).toBe('watermarked');
    if (sheet?.request.kind !== 'customer-sheet') throw new Error('expected a customer sheet back');
    expect(await bytesOf(sheet.request.photos[0])).toEqual(await bytesOf(photo));
    // A plain crop with a sheet's photos added is not the same crop as the plain one.
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'two', mode: 'clean', request: customerSheet([photo, jpeg(8)]), now: 3 });
    expect(await store.list()).toHaveLength(2);
  });

  it('never sends half a sheet: a kept sheet whose photos no longer match its customers is not reprinted', async () => {
    const store = memoryStore<KeptCrop>();
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'sheet', mode: 'clean', request: customerSheet([jpeg(1), jpeg(2)]), now: 1 });
    const [crop] = await store.list();
    await store.put(crop!.key, { ...crop!, others: [] });
    expect(await reprintRequest(store, 'u1', 'sheet')).toBeNull();
  });

  it("makes room for the newest print when the browser's storage is full, forgetting the least recently printed first", async () => {
    const memory = memoryStore<KeptCrop>();
    const bytesKept = async () => (await memory.list()).reduce((sum, c) => sum + c.front.size + (c.others ?? []).reduce((n, b) => n + b.size, 0), 0);
    // A browser that refuses to store more than 1,000 bytes of photos, as IndexedDB does past its quota.
    const store = {
      ...memory,
      put: async (key: string, value: KeptCrop) => {
        const size = value.front.size + (value.others ?? []).reduce((n, b) => n + b.size, 0);
        if ((await bytesKept()) + size > 1000) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        await memory.put(key, value);
      },
    };
    for (let i = 0; i < 4; i += 1) await keepPrintedCrop(store, { uid: 'u1', jobId: `p${i}`, mode: 'clean', request: photoSheet(jpeg(i, 200)), now: 1 + i });
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'sheet', mode: 'clean', request: customerSheet([jpeg(10, 200), jpeg(11, 200), jpeg(12, 200)]), now: 10 });
    // 800 bytes kept and 600 more asked for: the two oldest go, the sheet is kept whole.
    expect([...(await reprintableJobs(store, 'u1'))].sort()).toEqual(['p2', 'p3', 'sheet']);
    expect(await bytesKept()).toBe(1000);
    // A print bigger than the whole space is not kept (the print itself is made all the same), and nothing half-kept stays.
    await expect(
      keepPrintedCrop(store, { uid: 'u1', jobId: 'huge', mode: 'clean', request: customerSheet([jpeg(20, 600), jpeg(21, 600)]), now: 11 }),
    ).rejects.toThrow('quota');
    expect(await reprintRequest(store, 'u1', 'huge')).toBeNull();
    expect(await bytesKept()).toBe(0);
  });

  it('forgets nothing when storing fails for another reason than a full storage', async () => {
    const memory = memoryStore<KeptCrop>();
    for (let i = 0; i < 3; i += 1) await keepPrintedCrop(memory, { uid: 'u1', jobId: `p${i}`, mode: 'clean', request: photoSheet(jpeg(i, 200)), now: 1 + i });
    const closed = { ...memory, put: async () => Promise.reject(new DOMException('The database connection is closing.', 'InvalidStateError')) };
    await expect(keepPrintedCrop(closed, { uid: 'u1', jobId: 'new', mode: 'clean', request: photoSheet(jpeg(9, 200)), now: 10 })).rejects.toThrow('closing');
    expect([...(await reprintableJobs(memory, 'u1'))].sort()).toEqual(['p0', 'p1', 'p2']);
  });

  it('keeps the crop a white picture was made from, and gives it back beside the picture (frontCrop, photoNCrop)', async () => {
    const store = memoryStore<KeptCrop>();
    const [white, crop] = [jpeg(1), jpeg(2)];
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'white', mode: 'clean', request: { ...photoSheet(white), frontCrop: crop } as PrintRequest, now: 1 });
    const again = await reprintRequest(store, 'u1', 'white');
    if (again?.request.kind !== 'photo-sheet') throw new Error('expected a photo sheet back');
    expect(await bytesOf(again.request.front)).toEqual(await bytesOf(white));
    expect(await bytesOf(again.request.frontCrop)).toEqual(await bytesOf(crop));
    // Printed as cropped: no crop beside it.
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'plain', mode: 'clean', request: photoSheet(jpeg(3)), now: 2 });
    const plain = await reprintRequest(store, 'u1', 'plain');
    expect(plain?.request).not.toHaveProperty('frontCrop');

    const sheetWhite = jpeg(4);
    const request = { ...customerSheet([jpeg(5), sheetWhite, jpeg(5)]), photoCrops: [null, crop, null] } as PrintRequest;
    await keepPrintedCrop(store, { uid: 'u1', jobId: 'sheet', mode: 'clean', request, now: 3 });
    const sheet = await reprintRequest(store, 'u1', 'sheet');
    if (sheet?.request.kind !== 'customer-sheet') throw new Error('expected a customer sheet back');
    expect(await Promise.all((sheet.request.photoCrops ?? []).map(bytesOf))).toEqual([null, await bytesOf(crop), null]);
  });
});
