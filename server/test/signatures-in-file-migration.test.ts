import { describe, expect, it } from 'vitest';
import { examPresets2026 } from '@core/exam-files/exam-presets-2026';
import { seedExamPresets, type ExamPreset } from '@core/exam-files/exam-presets';
import type { DatabaseHandle } from '../src/db/create-database';
import { listExamPresets } from '../src/modules/exam-files/list-exam-presets';
import { databasesAtMigrations, migrateTo } from './support/migrate-to';
import { testEngines } from './support/test-databases';

describe.each(testEngines)('migration 0016: how many signatures a file holds, on %s (docs/decisions/0059-three-signatures-from-three-crops.md)', (engine) => {
  const { databaseAt } = databasesAtMigrations(engine);

  const upsc2026 = examPresets2026.find((p) => p.id === 'upsc-signature')!;
  const currentVersionOf = async (handle: DatabaseHandle, id: string) => {
    const row = await handle.db
      .selectFrom('exam_preset_versions')
      .select(['version', 'origin', 'preset'])
      .where('preset_id', '=', id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    return { version: row.version, origin: row.origin, preset: JSON.parse(row.preset) as ExamPreset };
  };

  it('gives UPSC’s signature three, with the note saying both ways, in place and in its version; every other preset one', async () => {
    const handle = await databaseAt('0015-exam-presets-2026');
    await migrateTo(handle, '0016-signatures-in-file');
    const all = await listExamPresets(handle.db, { activeOnly: false });
    expect(all).toEqual(seedExamPresets);
    expect(all.filter((p) => p.signatures !== 1).map((p) => [p.id, p.signatures])).toEqual([['upsc-signature', 3]]);
    const upsc = all.find((p) => p.id === 'upsc-signature')!;
    expect(upsc.note).toMatch(/crop each signature from its own picture/);
    expect(upsc.noteHi).toMatch(/क्रॉप करें/);
    // Not a new rule: the same version, its record filled in place.
    expect(upsc.version).toBe(upsc2026.version);
    const version = await currentVersionOf(handle, 'upsc-signature');
    expect(version).toMatchObject({ version: upsc2026.version, origin: 'seed-0015' });
    expect(version.preset).toEqual(upsc);
  });

  it('gives every review proposal stored before it a signature count of one', async () => {
    const handle = await databaseAt('0015-exam-presets-2026');
    const { signatures: _none, ...ibpsAt0015 } = examPresets2026.find((p) => p.id === 'ibps-photo')!;
    await handle.db
      .updateTable('exam_presets')
      .set({ needs_review: 1, review_proposal: JSON.stringify({ ...ibpsAt0015, maxKb: 60 }) })
      .where('id', '=', 'ibps-photo')
      .execute();
    await migrateTo(handle, '0016-signatures-in-file');
    const row = await handle.db.selectFrom('exam_presets').select('review_proposal').where('id', '=', 'ibps-photo').executeTakeFirstOrThrow();
    expect(JSON.parse(row.review_proposal!)).toEqual({ ...ibpsAt0015, maxKb: 60, signatures: 1 });
  });

  it('leaves an admin’s own UPSC signature as the admin saved it, flagged with the change proposed', async () => {
    const handle = await databaseAt('0015-exam-presets-2026');
    const mine = { ...upsc2026, maxKb: 90, note: 'As the admin read the 2026 notice.', version: upsc2026.version + 1 };
    await handle.db.updateTable('exam_presets').set({ max_kb: 90, note: mine.note, version: mine.version }).where('id', '=', 'upsc-signature').execute();
    await handle.db
      .insertInto('exam_preset_versions')
      .values({ preset_id: 'upsc-signature', version: mine.version, preset: JSON.stringify(mine), origin: 'admin', at: Date.now() })
      .execute();

    await migrateTo(handle, '0016-signatures-in-file');
    const upsc = (await listExamPresets(handle.db, { activeOnly: false })).find((p) => p.id === 'upsc-signature')!;
    expect(upsc).toMatchObject({ maxKb: 90, note: mine.note, signatures: 1, needsReview: true, version: mine.version });
    const row = await handle.db.selectFrom('exam_presets').select('review_proposal').where('id', '=', 'upsc-signature').executeTakeFirstOrThrow();
    expect(JSON.parse(row.review_proposal!)).toMatchObject({ signatures: 3, maxKb: 90, version: mine.version + 1 });
    expect((await currentVersionOf(handle, 'upsc-signature')).origin).toBe('admin');
  });
});
