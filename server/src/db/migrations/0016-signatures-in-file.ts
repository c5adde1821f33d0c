import { sql, type Kysely, type Migration, type Selectable } from 'kysely';
import { examPresets2026 } from '@core/exam-files/exam-presets-2026';
import { signatureCounts2026 } from '@core/exam-files/signature-counts-2026';
import { presetFromRow } from '../../modules/exam-files/exam-preset-rows';
import type { ExamPresetsTable } from '../schema';

interface Tables {
  exam_presets: ExamPresetsTable;
  exam_preset_versions: { preset_id: string; version: number; preset: string; origin: string };
}

/**
 * How many signatures a preset's one file holds (docs/decisions/0059-three-signatures-from-three-crops.md): 1 for
 * every preset (and every stored review proposal), 3 for UPSC 2026's "triple signature", whose note now says it can
 * be made from three crops too.
 * Not a change of the rule (pixels, KB, format are as they were), so, as 0015 fills texts, it is filled in place on
 * a preset nobody edited (and in its current version's record). A preset whose last version is an admin's is not
 * touched: it is flagged for review with the change in its proposal.
 */
export const signaturesInFileMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('exam_presets')
      .addColumn('signatures', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`signatures between 1 and 3`),
      )
      .execute();
    const typed = db as unknown as Kysely<Tables>;
    // A review proposal stored before this column (0015's) is a whole preset too: it holds one signature a file.
    for (const flagged of await typed.selectFrom('exam_presets').select(['id', 'review_proposal']).where('review_proposal', 'is not', null).execute()) {
      const proposal = JSON.parse(flagged.review_proposal!) as Record<string, unknown>;
      if (proposal.signatures !== undefined) continue;
      await typed
        .updateTable('exam_presets')
        .set({ review_proposal: JSON.stringify({ ...proposal, signatures: 1 }) })
        .where('id', '=', flagged.id)
        .execute();
    }
    const seeded = new Map(examPresets2026.map((p) => [p.id, p]));
    for (const [id, change] of Object.entries(signatureCounts2026)) {
      const row = await typed.selectFrom('exam_presets').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || row.kind !== 'signature') continue;
      const stored = presetFromRow(row as Selectable<ExamPresetsTable>);
      const last = await typed.selectFrom('exam_preset_versions').select('origin').where('preset_id', '=', id).orderBy('version', 'desc').executeTakeFirst();
      if (last?.origin === 'admin') {
        const proposal =
          row.review_proposal === null ? { ...stored, version: stored.version + 1, needsReview: false } : (JSON.parse(row.review_proposal) as object);
        await typed
          .updateTable('exam_presets')
          .set({ needs_review: 1, review_proposal: JSON.stringify({ ...proposal, ...change }) })
          .where('id', '=', id)
          .execute();
        continue;
      }
      // The note is the seed's own unless somebody changed it since: then only the count is filled.
      const seedNote = seeded.get(id);
      const noteUntouched = seedNote !== undefined && stored.note === seedNote.note && stored.noteHi === seedNote.noteHi;
      const taken = { ...stored, signatures: change.signatures, ...(noteUntouched ? { note: change.note, noteHi: change.noteHi } : {}) };
      await typed.updateTable('exam_presets').set({ signatures: taken.signatures, note: taken.note, note_hi: taken.noteHi }).where('id', '=', id).execute();
      await typed
        .updateTable('exam_preset_versions')
        .set({ preset: JSON.stringify(taken) })
        .where('preset_id', '=', id)
        .where('version', '=', stored.version)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('exam_presets').dropColumn('signatures').execute();
  },
};
