import { describe, expect, it } from 'vitest';
import { logoutAndForget } from '../src/features/auth/api/logout';
import { indexedDbStore } from '../src/lib/indexed-db-store';
import { keepPrintedCrop, reprintableJobs, type KeptCrop } from '../src/lib/kept-crops';
import { stubFetchPerTest } from './support/browser-globals';

describe('logout forgets what the browser kept (decision 0040)', () => {
  const fetchMock = stubFetchPerTest('csrf=token');

  it('clears the printed crops and the studios’ photos once the server has ended the session', async () => {
    // No IndexedDB under node: the same stores, in memory, as a browser without it gets.
    const crops = indexedDbStore<KeptCrop>('crops');
    const studio = indexedDbStore<unknown>('studio');
    const front = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    await keepPrintedCrop(crops, {
      uid: 'u1',
      jobId: 'j1',
      mode: 'clean',
      request: { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front },
      now: 1,
    });
    await studio.put('passport', { uid: 'u1', state: { crop: null } });
    expect((await reprintableJobs(crops, 'u1')).size).toBe(1);

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await logoutAndForget();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/auth/logout');
    expect(await crops.list()).toEqual([]);
    expect(await studio.list()).toEqual([]);
  });

  it('keeps them when the logout itself failed (the user is still signed in)', async () => {
    const crops = indexedDbStore<KeptCrop>('crops');
    const front = new Blob([new Uint8Array([9])], { type: 'image/jpeg' });
    await keepPrintedCrop(crops, {
      uid: 'u1',
      jobId: 'j2',
      mode: 'clean',
      request: { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front },
      now: 1,
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'INTERNAL', message: 'x' }), { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    await expect(logoutAndForget()).rejects.toBeTruthy();
    expect((await reprintableJobs(crops, 'u1')).has('j2')).toBe(true);
  });
});
