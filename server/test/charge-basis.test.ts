import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintQuoteRequest } from '@core/contracts/print-quote';
import { sha256Hex } from '../src/lib/sha256-hex';
import { chargeBasisOf } from '../src/modules/entitlement/charge-basis';
import { documentHash } from '../src/modules/prints/document-hash';
import { createTestApp, type TestApp } from './support/test-app';

const [a, b, c] = [sha256Hex('a'), sha256Hex('b'), sha256Hex('c')];

describe('chargeBasisOf: what a quote and a print are charged for (docs/decisions/0057)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());
  const basis = (request: PrintQuoteRequest, now = Date.UTC(2026, 10, 26, 6)) => chargeBasisOf(t.app.database.db, request, now);

  it('charges a photo sheet for its photo, a customer sheet for each distinct photo, under the passport-photo service', async () => {
    expect(await basis({ kind: 'photo-sheet', photo: a })).toMatchObject({ service: 'passport-photo', items: [a], docHash: a });
    // print_jobs.doc_hash of a customer sheet as decision 0042 keeps it: over the sorted distinct hashes.
    const sheet = { service: 'passport-photo', items: [b, a], docHash: sha256Hex([a, b].sort().join(',')) };
    expect(await basis({ kind: 'customer-sheet', photos: [b, a, b] })).toMatchObject(sheet);
  });

  it('charges a document as one item hashed from its files’ hashes, front then back', async () => {
    expect(await basis({ kind: 'document', service: 'both-side', front: a, back: b })).toMatchObject({
      service: 'both-side',
      items: [documentHash(a, b)],
      docHash: documentHash(a, b),
    });
    expect(documentHash(a, b)).toBe(sha256Hex(`${a},${b}`));
    expect(documentHash(a, null)).toBe(a);
    expect(new Set([documentHash(a, b), documentHash(b, a), documentHash(a, null)]).size).toBe(3);
    expect((await basis({ kind: 'document', service: 'single-side', front: a })).items).toEqual([documentHash(a, null)]);
  });

  it('charges exam files one item per file, by preset, crop and the caption drawn; any order is the same job', async () => {
    const photo = { presetId: 'ssc-photo', sha256: a };
    const signature = { presetId: 'ssc-signature', sha256: b };
    const pair = await basis({ kind: 'exam-files', files: [photo, signature] });
    expect(pair.service).toBe('exam-files');
    expect(pair.items).toHaveLength(2);
    const swapped = await basis({ kind: 'exam-files', files: [signature, photo] });
    expect([swapped.docHash, [...swapped.items].sort()]).toEqual([pair.docHash, [...pair.items].sort()]);
    // One file alone is the same item as in the pair; the same crop under another preset is another.
    expect((await basis({ kind: 'exam-files', files: [signature] })).items).toEqual([pair.items[1]]);
    expect((await basis({ kind: 'exam-files', files: [{ ...signature, presetId: 'ibps-signature' }] })).items).not.toEqual([pair.items[1]]);
    expect((await basis({ kind: 'exam-files', files: [{ ...signature, sha256: c }] })).items).not.toEqual([pair.items[1]]);
    // A caption on a preset without one changes nothing.
    expect(await basis({ kind: 'exam-files', files: [photo, signature], captionName: 'Asha' })).toEqual(pair);

    await t.app.database.db.updateTable('exam_presets').set({ caption: 'name-and-date' }).where('id', '=', 'oci-photo').execute();
    const captioned = (captionName: string, captionDate?: string, now?: number) =>
      basis({ kind: 'exam-files', files: [{ presetId: 'oci-photo', sha256: a }], captionName, ...(captionDate ? { captionDate } : {}) }, now);
    const asha = await captioned('Asha K. Verma', '2026-11-26');
    expect(await captioned(' Asha  K. Verma', '2026-11-26')).toEqual(asha);
    // Without a date, today in IST (2026-11-26 at 11:30 IST).
    expect(await captioned('Asha K. Verma')).toEqual(asha);
    expect(await captioned('Asha K. Verma', undefined, Date.UTC(2026, 10, 26, 19))).not.toEqual(asha);
    expect(await captioned('Ravi Kumar', '2026-11-26')).not.toEqual(asha);
  });

  it('charges a custom file by its canonical spec', async () => {
    const spec = { kind: 'photo', unit: 'px', width: 300, height: 400, dpi: 200, minKb: 20, maxKb: 60, format: 'jpeg', caption: 'none' };
    const custom = (s: object) => basis({ kind: 'exam-files', files: [{ presetId: 'custom', sha256: a, custom: JSON.stringify(s) }] });
    const one = await custom(spec);
    // The same spec with its keys in another order is the same file; another KB window is another.
    expect(await custom(Object.fromEntries(Object.entries(spec).reverse()))).toEqual(one);
    expect(await custom({ ...spec, minKb: 30 })).not.toEqual(one);
    await expect(custom({ ...spec, dpi: 5000 })).rejects.toMatchObject({ code: 'VALIDATION', fields: ['custom.dpi'] });
  });
});
