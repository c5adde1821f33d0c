import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { examPresetSchema } from '@core/contracts/exam-presets';
import { seedExamPresets, type ExamPreset } from '@core/exam-files/exam-presets';
import { firstExamPresets } from '@core/exam-files/first-exam-presets';
import type { DatabaseHandle } from '../src/db/create-database';
import { applyExamPresetSeed } from '../src/db/migrations/0015-exam-presets-2026';
import { listExamPresets } from '../src/modules/exam-files/list-exam-presets';
import { databasesAtMigrations, migrateTo } from './support/migrate-to';
import { testEngines } from './support/test-databases';

/** The tables as a portal at 0014 had them: no versions, no Hindi. */
type Before = Kysely<{
  exam_presets: {
    id: string;
    form: string;
    kind: string;
    pixels: string;
    dpi: number;
    min_kb: number;
    max_kb: number;
    format: string;
    caption: string;
    tone: string;
    source: string;
    checked: string | null;
    secondary_source: number;
    note: string;
    active: number;
    sort_order: number;
    updated_at: number;
  };
  admin_audit: { id: string; admin_uid: string; action: string; target: string; payload: string; at: number };
}>;

describe.each(testEngines)('migration 0015: the 2026 presets keep history right, on %s', (engine) => {
  const { databaseAt } = databasesAtMigrations(engine);

  const versionsOf = async (handle: DatabaseHandle, id: string) =>
    (await handle.db.selectFrom('exam_preset_versions').select(['version', 'origin', 'preset']).where('preset_id', '=', id).orderBy('version').execute()).map(
      (v) => ({ version: v.version, origin: v.origin, preset: JSON.parse(v.preset) as ExamPreset }),
    );

  it('moves untouched presets to their new versions, keeps an admin’s edits and flags them, and keeps the admin’s own preset', async () => {
    const handle = await databaseAt('0014-typed-print-sheets');
    const old = handle.db as unknown as Before;
    const now = Date.now();
    // Before 0015 an admin raised SSC's signature window (audited), retired the e-Visa (changed only in the row),
    // and added a preset of their own.
    await old
      .updateTable('exam_presets')
      .set({ min_kb: 12, max_kb: 25, source: 'SSC notice, as the admin read it' })
      .where('id', '=', 'ssc-signature')
      .execute();
    await old
      .insertInto('admin_audit')
      .values({ id: randomUUID(), admin_uid: 'admin-1', action: 'exam-preset', target: 'ssc-signature', payload: '{}', at: now })
      .execute();
    await old.updateTable('exam_presets').set({ active: 0 }).where('id', '=', 'e-visa-photo').execute();
    const rrb = { ...firstExamPresets[0]!, id: 'rrb-photo', form: 'RRB', sortOrder: 40 };
    await old
      .insertInto('exam_presets')
      .values({
        id: rrb.id,
        form: rrb.form,
        kind: rrb.kind,
        pixels: JSON.stringify(rrb.pixels),
        dpi: rrb.dpi,
        min_kb: rrb.minKb,
        max_kb: rrb.maxKb,
        format: rrb.format,
        caption: rrb.caption,
        tone: rrb.tone,
        source: rrb.source,
        checked: rrb.checked,
        secondary_source: 1,
        note: '',
        active: 1,
        sort_order: rrb.sortOrder,
        updated_at: now,
      })
      .execute();

    await migrateTo(handle, '0015-exam-presets-2026');
    // Read as today's code reads them: with 0016's column (docs/decisions/0059-three-signatures-from-three-crops.md).
    await migrateTo(handle, '0016-signatures-in-file');
    const all = await listExamPresets(handle.db, { activeOnly: false });
    for (const preset of all) expect(examPresetSchema.safeParse(preset).success, preset.id).toBe(true);
    const byId = new Map(all.map((p) => [p.id, p]));

    // Untouched presets are the 2026 seed's, ids unchanged, with every version kept.
    for (const seeded of seedExamPresets.filter((p) => !['ssc-signature', 'e-visa-photo'].includes(p.id))) {
      expect(byId.get(seeded.id), seeded.id).toEqual(seeded);
    }
    expect((await versionsOf(handle, 'ssc-photo')).map((v) => [v.version, v.origin, v.preset.dpi])).toEqual([
      [1, 'seed-0011', 96],
      [2, 'seed-0015', 200],
    ]);
    // A preset whose rule did not change keeps its version; its texts are filled in place.
    expect((await versionsOf(handle, 'pan-utiitsl-photo')).map((v) => [v.version, v.origin, v.preset.formHi])).toEqual([[1, 'seed-0011', 'PAN (UTIITSL)']]);
    expect((await versionsOf(handle, 'jee-main-photo')).map((v) => [v.version, v.origin])).toEqual([[1, 'seed-0015']]);

    // The admin's edit is not overwritten: it is version 2, flagged, with the seed's proposal beside it.
    expect(byId.get('ssc-signature')).toMatchObject({ minKb: 12, maxKb: 25, source: 'SSC notice, as the admin read it', version: 2, needsReview: true });
    expect((await versionsOf(handle, 'ssc-signature')).map((v) => [v.version, v.origin, v.preset.maxKb])).toEqual([
      [1, 'seed-0011', 20],
      [2, 'admin', 25],
    ]);
    const proposal = await handle.db.selectFrom('exam_presets').select('review_proposal').where('id', '=', 'ssc-signature').executeTakeFirstOrThrow();
    expect(JSON.parse(proposal.review_proposal!)).toMatchObject({ pixels: { kind: 'mm', widthMm: 40, heightMm: 20 }, version: 3 });
    // Retired by the admin (found by comparing with 0011's seed, no audit needed): stays retired, flagged.
    expect(byId.get('e-visa-photo')).toMatchObject({ active: false, needsReview: true, version: 2 });
    // The admin's own preset: untouched, its history starts at 0015.
    expect(byId.get('rrb-photo')).toMatchObject({ form: 'RRB', active: true, version: 1, needsReview: false, formHi: '' });
    expect((await versionsOf(handle, 'rrb-photo')).map((v) => v.origin)).toEqual(['admin']);

    // Nothing was deleted.
    expect(all.map((p) => p.id).sort()).toEqual([...new Set([...seedExamPresets.map((p) => p.id), 'rrb-photo'])].sort());
  });

  it('retires a preset a later seed leaves out or marks inactive, never deleting it, as a new version', async () => {
    const handle = await databaseAt('0015-exam-presets-2026');
    const later = seedExamPresets
      .filter((p) => p.id !== 'oci-signature')
      .map((p) => (p.id === 'ssc-photo' ? { ...p, active: false } : p))
      .map((p) => (p.id === 'ibps-photo' ? { ...p, maxKb: 60 } : p));
    // A later seed names 0015's presets as its first (as 0015 names 0011's).
    await applyExamPresetSeed(handle.db as unknown as Kysely<unknown>, { seed: later, first: seedExamPresets, origin: 'seed-0015', now: Date.now() });
    const byId = new Map((await listExamPresets(handle.db, { activeOnly: false })).map((p) => [p.id, p]));
    expect(byId.get('oci-signature')).toMatchObject({ active: false, version: 2 });
    expect(byId.get('ssc-photo')).toMatchObject({ active: false, version: 3 });
    expect(byId.get('ibps-photo')).toMatchObject({ active: true, maxKb: 60, version: 3 });
    expect((await versionsOf(handle, 'oci-signature')).map((v) => [v.version, v.preset.active])).toEqual([
      [1, true],
      [2, false],
    ]);
    const open = (await listExamPresets(handle.db, { activeOnly: true })).map((p) => p.id);
    expect(open).not.toContain('oci-signature');
    expect(open).not.toContain('ssc-photo');
  });
});
