import { describe, expect, it } from 'vitest';
import type { AdminExamPresets, ExamPresetBody } from '@core/contracts/exam-presets';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { adminConsoleApp } from './support/admin-console-app';
import { testEngines } from './support/test-databases';

const withoutId = ({ id: _id, ...fields }: ExamPresetBody) => fields;

describe.each(testEngines)('exam upload presets on %s', (engine) => {
  const { t, as } = adminConsoleApp(engine);

  it('are seeded from core’s table, in order, for the admin and (active ones) for everyone', async () => {
    const admin = await as('owner@shop.in');
    const listed = await admin.get('/api/v1/admin/exam-presets');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json<{ presets: ExamPresetBody[] }>().presets).toEqual(seedExamPresets);

    const open = await t.app.inject({ url: '/api/v1/exam-presets' });
    expect(open.statusCode).toBe(200);
    expect(open.json<{ presets: ExamPresetBody[] }>().presets.map((p) => p.id)).toEqual(seedExamPresets.map((p) => p.id));
  });

  it('lets the admin edit, add and retire a preset, each edit audited with before, after and reason', async () => {
    const admin = await as('owner@shop.in');
    const ssc = seedExamPresets.find((p) => p.id === 'ssc-signature')!;
    // Each save is the preset's next version (the 2026 seed's is 2).
    const edited = { ...withoutId(ssc), minKb: 12, maxKb: 25, checked: '2026-12-01', source: 'SSC notice 2026', secondarySource: false, version: 3 };
    const saved = await admin.browser.request({
      method: 'POST',
      url: '/api/v1/admin/exam-presets/ssc-signature',
      payload: { ...edited, reason: 'SSC raised the window' },
      headers: { 'x-csrf-token': admin.csrf },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ preset: { id: 'ssc-signature', ...edited } });

    const added = { ...withoutId(ssc), form: 'RRB', pixels: { kind: 'mm' as const, widthMm: 35, heightMm: 45 }, dpi: 200, sortOrder: 40 };
    const put = (id: string, body: object) =>
      admin.browser.request({ method: 'POST', url: `/api/v1/admin/exam-presets/${id}`, payload: body, headers: { 'x-csrf-token': admin.csrf } });
    expect((await put('rrb-photo', { ...added, reason: 'new form' })).statusCode).toBe(200);
    expect((await put('rrb-photo', { ...added, active: false, reason: 'not yet' })).statusCode).toBe(200);

    const all = (await admin.get('/api/v1/admin/exam-presets')).json<{ presets: ExamPresetBody[] }>().presets;
    expect(all.find((p) => p.id === 'ssc-signature')).toEqual({ id: 'ssc-signature', ...edited });
    expect(all.find((p) => p.id === 'rrb-photo')).toMatchObject({ form: 'RRB', active: false });
    const open = (await t.app.inject({ url: '/api/v1/exam-presets' })).json<{ presets: ExamPresetBody[] }>().presets;
    expect(open.map((p) => p.id)).not.toContain('rrb-photo');
    expect(open.find((p) => p.id === 'ssc-signature')).toMatchObject({ minKb: 12, maxKb: 25 });

    const audit = await t.app.database.db
      .selectFrom('admin_audit')
      .select(['admin_uid', 'action', 'target', 'payload'])
      .where('action', '=', 'exam-preset')
      .orderBy('at')
      .execute();
    expect(audit.map((a) => [a.admin_uid, a.target])).toEqual([
      [admin.uid, 'ssc-signature'],
      [admin.uid, 'rrb-photo'],
      [admin.uid, 'rrb-photo'],
    ]);
    const first = JSON.parse(audit[0]!.payload) as { before: unknown; after: unknown; reason: string };
    expect(first).toEqual({ before: ssc, after: { id: 'ssc-signature', ...edited }, reason: 'SSC raised the window' });
    expect(JSON.parse(audit[1]!.payload)).toMatchObject({ before: null, reason: 'new form' });

    const versions = await t.app.database.db
      .selectFrom('exam_preset_versions')
      .select(['preset_id', 'version', 'origin'])
      .where('preset_id', 'in', ['ssc-signature', 'rrb-photo'])
      .orderBy('preset_id')
      .orderBy('version')
      .execute();
    expect(versions.map((v) => `${v.preset_id} ${v.version} ${v.origin}`)).toEqual([
      'rrb-photo 1 admin',
      'rrb-photo 2 admin',
      'ssc-signature 1 seed-0011',
      'ssc-signature 2 seed-0015',
      'ssc-signature 3 admin',
    ]);

    const entries = (await admin.get('/api/v1/admin/audit')).json<{ entries: Array<{ action: string }> }>().entries;
    expect(entries.filter((e) => e.action === 'exam-preset')).toHaveLength(3);
  });

  it('clears a preset’s review flag (set by migration 0015 on an admin-edited row) when the admin saves it, as its next version', async () => {
    const admin = await as('owner@shop.in');
    const upsc = seedExamPresets.find((p) => p.id === 'upsc-signature')!;
    // As migration 0015 leaves a row an admin had edited: flagged, with the seed's preset proposed beside it.
    const proposed = { ...upsc, maxKb: 80, version: upsc.version + 1 };
    await t.app.database.db
      .updateTable('exam_presets')
      .set({ needs_review: 1, review_proposal: JSON.stringify(proposed) })
      .where('id', '=', 'upsc-signature')
      .execute();
    // A proposal that does not read as a preset (a hand-edited row) is left out; its preset stays flagged.
    await t.app.database.db
      .updateTable('exam_presets')
      .set({ needs_review: 1, review_proposal: JSON.stringify({ form: 'SSC' }) })
      .where('id', '=', 'ssc-signature')
      .execute();
    const listing = (await admin.get('/api/v1/admin/exam-presets')).json<AdminExamPresets>();
    const flagged = listing.presets.find((p) => p.id === 'upsc-signature')!;
    expect(flagged).toEqual({ ...upsc, needsReview: true });
    // The seed's proposal is listed beside it, for the admin's review screen.
    expect(listing.reviewProposals).toEqual({ 'upsc-signature': proposed });
    expect(listing.presets.find((p) => p.id === 'ssc-signature')?.needsReview).toBe(true);

    // The admin saves it as listed (flag and all): the flag is the server's, and a save clears it.
    const saved = await admin.browser.request({
      method: 'POST',
      url: '/api/v1/admin/exam-presets/upsc-signature',
      payload: { ...withoutId(flagged), maxKb: 90, reason: 'Checked against the 2026 notice' },
      headers: { 'x-csrf-token': admin.csrf },
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const after = { ...upsc, maxKb: 90, version: upsc.version + 1, needsReview: false };
    expect(saved.json()).toEqual({ preset: after });
    const afterListing = (await admin.get('/api/v1/admin/exam-presets')).json<AdminExamPresets>();
    expect(afterListing.presets.find((p) => p.id === 'upsc-signature')).toEqual(after);
    expect(afterListing.reviewProposals).toEqual({});
    const row = await t.app.database.db
      .selectFrom('exam_presets')
      .select(['needs_review', 'review_proposal', 'version'])
      .where('id', '=', 'upsc-signature')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ needs_review: 0, review_proposal: null, version: upsc.version + 1 });
    const versions = await t.app.database.db
      .selectFrom('exam_preset_versions')
      .select(['version', 'origin', 'preset'])
      .where('preset_id', '=', 'upsc-signature')
      .orderBy('version')
      .execute();
    expect(versions.at(-1)).toMatchObject({ version: upsc.version + 1, origin: 'admin' });
    expect(JSON.parse(versions.at(-1)!.preset)).toEqual(after);
  });

  it('refuses an edit that makes no sense, and changes nothing', async () => {
    const admin = await as('owner@shop.in');
    const ibps = seedExamPresets.find((p) => p.id === 'ibps-photo')!;
    const put = (body: object) =>
      admin.browser.request({ method: 'POST', url: '/api/v1/admin/exam-presets/ibps-photo', payload: body, headers: { 'x-csrf-token': admin.csrf } });
    for (const bad of [
      { ...withoutId(ibps), minKb: 50, maxKb: 20, reason: 'x' },
      { ...withoutId(ibps), pixels: { kind: 'exact', width: 0, height: 230 }, reason: 'x' },
      { ...withoutId(ibps), kind: 'selfie', reason: 'x' },
      { ...withoutId(ibps), reason: '' },
      // A photo holding three signatures; a signature file holding four (docs/decisions/0059-three-signatures-from-three-crops.md).
      { ...withoutId(ibps), signatures: 3, reason: 'x' },
      { ...withoutId(ibps), kind: 'signature', signatures: 4, reason: 'x' },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('VALIDATION');
    }
    const badId = await admin.browser.request({
      method: 'POST',
      url: '/api/v1/admin/exam-presets/Bad%20Id',
      payload: { ...withoutId(ibps), reason: 'x' },
      headers: { 'x-csrf-token': admin.csrf },
    });
    expect(badId.statusCode).toBe(400);
    const all = (await admin.get('/api/v1/admin/exam-presets')).json<{ presets: ExamPresetBody[] }>().presets;
    expect(all.find((p) => p.id === 'ibps-photo')).toEqual(ibps);
  });

  it('keeps the editing to admins', async () => {
    const shop = await as('shop-presets@example.in');
    const ibps = seedExamPresets.find((p) => p.id === 'ibps-photo')!;
    const res = await shop.browser.request({
      method: 'POST',
      url: '/api/v1/admin/exam-presets/ibps-photo',
      payload: { ...withoutId(ibps), maxKb: 5000, reason: 'mine' },
      headers: { 'x-csrf-token': shop.csrf },
    });
    expect(res.statusCode).toBe(403);
    expect((await shop.get('/api/v1/admin/exam-presets')).statusCode).toBe(403);
  });

  it('takes an operator’s “Rule looks wrong?” note on a preset and lists it, with the preset’s version, for the admin only', async () => {
    const shop = await as('shop-notes@example.in');
    const report = (id: string, body: object) =>
      shop.browser.request({ method: 'POST', url: `/api/v1/exam-presets/${id}/reports`, payload: body, headers: { 'x-csrf-token': shop.csrf } });
    const note = { form: 'JEE Main 2027', changed: 'The signature is now 10–30 KB.', link: 'https://jeemain.nta.nic.in/' };
    const sent = await report('jee-main-signature', note);
    expect(sent.statusCode).toBe(201);
    expect((await report('jee-main-signature', { ...note, changed: ' ' })).json<{ code: string }>().code).toBe('VALIDATION');
    expect((await report('jee-main-signature', { ...note, link: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await report('no-such-preset', note)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/exam-presets/jee-main-signature/reports', payload: note });
    expect(anonymous.statusCode).toBe(401);

    expect((await shop.get('/api/v1/admin/exam-preset-reports')).statusCode).toBe(403);
    const admin = await as('owner@shop.in');
    const listed = await admin.get('/api/v1/admin/exam-preset-reports');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      reports: [
        { id: sent.json<{ id: string }>().id, presetId: 'jee-main-signature', presetVersion: 1, ...note, uid: shop.uid, createdAt: expect.any(String) },
      ],
    });
  });
});
