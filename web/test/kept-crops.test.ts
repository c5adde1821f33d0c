import { describe, expect, it } from 'vitest';
import { memoryStore } from '../src/features/history/lib/kept-store';
import { keepPrintedCrop, MAX_KEPT_CROPS, reprintableJobs, reprintRequest, type KeptCrop } from '../src/features/history/lib/kept-crops';
import type { KeepablePrintRequest as PrintRequest } from '../src/features/print-studio/api/create-print';

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
const bytesOf = async (blob: Blob | null | undefined) => (blob ? [...new Uint8Array(await blob.arrayBuffer())] : null);

describe('the crops this browser keeps for Reprint (issue 16)', () => {
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
    expect(await bytesOf(again?.request.front)).toEqual(await bytesOf(front));
    expect(await bytesOf(again?.request.kind === 'document' ? again.request.back : null)).toEqual(await bytesOf(back));
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
});
