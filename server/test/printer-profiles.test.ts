import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterProfile, PrinterProfilesResponse } from '@core/contracts/printer-profiles';
import { papers } from '@core/layout/papers';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { signedInUser } from './support/browser-session';
import { inspectPdf } from './support/inspect-pdf';
import { pdfOf, printOperator } from './support/print-operator';
import { readStrokedLines, type StrokedLine } from './support/read-stroked-lines';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const phonePhoto = readFileSync(fixturePath('phone-portrait-3024x4032.jpg'));
const photo = { front: { bytes: phonePhoto, filename: 'photo.jpg', type: 'image/jpeg' } };
const epson = { name: 'Epson L3250 A4', horizontal: 101, vertical: 99, offsetX: 1.5, offsetY: -2 };

const length = (l: StrokedLine) => Math.hypot(l.x2 - l.x1, l.y2 - l.y1);
/** The longest level and upright lines of a page: the calibration page's two bars. */
function bars(lines: StrokedLine[]) {
  const level = lines.filter((l) => Math.abs(l.y1 - l.y2) < 1e-6).sort((a, b) => length(b) - length(a))[0]!;
  const upright = lines.filter((l) => Math.abs(l.x1 - l.x2) < 1e-6).sort((a, b) => length(b) - length(a))[0]!;
  return { level, upright };
}

describe.each(testEngines)('printer profiles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', BRAND_NAME: 'Sharma Studio' });
  });
  afterAll(async () => t?.close());

  const someone = () => signedInUser(t.app, { email: `calib-${randomUUID().slice(0, 8)}@example.in` });

  it('creates, lists by name, changes and deletes a profile', async () => {
    const user = await someone();
    const created = await user.post('/api/v1/printer-profiles', epson);
    expect(created.statusCode).toBe(201);
    const profile = created.json<PrinterProfile>();
    expect(profile).toMatchObject(epson);
    await user.post('/api/v1/printer-profiles', { name: 'Canon G3010 4x6', horizontal: 100.2, vertical: 100 });
    const listed = (await user.get('/api/v1/printer-profiles')).json<PrinterProfilesResponse>();
    expect(listed.limit).toBe(20);
    expect(listed.profiles.map((p) => p.name)).toEqual(['Canon G3010 4x6', 'Epson L3250 A4']);
    expect(listed.profiles[0]).toMatchObject({ offsetX: 0, offsetY: 0 });

    const changed = await user.put(`/api/v1/printer-profiles/${profile.id}`, { ...epson, horizontal: 100.55 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<PrinterProfile>()).toMatchObject({ id: profile.id, horizontal: 100.55 });

    expect((await user.delete(`/api/v1/printer-profiles/${profile.id}`)).statusCode).toBe(204);
    expect((await user.delete(`/api/v1/printer-profiles/${profile.id}`)).statusCode).toBe(404);
    expect((await user.get('/api/v1/printer-profiles')).json<PrinterProfilesResponse>().profiles).toHaveLength(1);
  });

  it("answers 404 for another user's profile on every object, and never shows it", async () => {
    const owner = await someone();
    const other = await printOperator(t.app, `calib-other-${randomUUID().slice(0, 8)}@example.in`);
    const { id } = (await owner.post('/api/v1/printer-profiles', epson)).json<PrinterProfile>();
    const notFound = { code: 'NOT_FOUND' };
    expect((await other.get('/api/v1/printer-profiles')).json<PrinterProfilesResponse>().profiles).toEqual([]);
    const put = await other.put(`/api/v1/printer-profiles/${id}`, epson);
    expect([put.statusCode, put.json()]).toEqual([404, expect.objectContaining(notFound)]);
    expect((await other.delete(`/api/v1/printer-profiles/${id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/v1/printer-calibration/page?paper=a4&profileId=${id}`)).statusCode).toBe(404);
    const print = await other.print({ service: 'passport-photo', layout: 'a4-6', mode: 'watermarked', printerProfile: id }, photo);
    expect([print.status, print.error]).toEqual([404, expect.objectContaining(notFound)]);
    const document = await other.print({ service: 'single-side', docType: 'aadhaar', mode: 'watermarked', printerProfile: id }, photo);
    expect(document.status).toBe(404);
    // Nothing printed, nothing recorded; the owner's profile untouched.
    const jobs = await t.app.database.db.selectFrom('print_jobs').select('id').where('uid', '=', other.uid).execute();
    expect(jobs).toEqual([]);
    expect((await owner.get('/api/v1/printer-profiles')).json<PrinterProfilesResponse>().profiles[0]).toMatchObject(epson);
  });

  it('refuses readings outside 90–110 mm, offsets beyond ±10 mm, bad names, a taken name and a 21st profile', async () => {
    const user = await someone();
    for (const bad of [
      { ...epson, horizontal: 89.99 },
      { ...epson, vertical: 110.5 },
      { ...epson, offsetX: -10.5 },
      { ...epson, offsetY: 11 },
      { ...epson, name: '' },
      { ...epson, name: 'n'.repeat(61) },
      { ...epson, horizontal: '101' },
      { name: 'no readings' },
    ]) {
      const res = await user.post('/api/v1/printer-profiles', bad);
      expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([400, 'VALIDATION']);
    }
    expect((await user.post('/api/v1/printer-profiles', epson)).statusCode).toBe(201);
    const taken = await user.post('/api/v1/printer-profiles', { ...epson, name: ' Epson L3250 A4 ' });
    expect(taken.statusCode).toBe(400);
    for (let n = 2; n <= 20; n += 1) expect((await user.post('/api/v1/printer-profiles', { ...epson, name: `Printer ${n}` })).statusCode).toBe(201);
    const tooMany = await user.post('/api/v1/printer-profiles', { ...epson, name: 'Printer 21' });
    expect([tooMany.statusCode, tooMany.json<{ message: string }>().message]).toEqual([400, expect.stringContaining('at most 20')]);
    const badId = await user.put('/api/v1/printer-profiles/not-a-uuid', epson);
    expect(badId.statusCode).toBe(400);
  });

  it('holds the name and the 20-profile limit under concurrent creates: one profile per name, never a 21st, never a 5xx', async () => {
    const user = await someone();
    const same = await Promise.all(Array.from({ length: 6 }, () => user.post('/api/v1/printer-profiles', epson)));
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    const many = await Promise.all(Array.from({ length: 25 }, (_, n) => user.post('/api/v1/printer-profiles', { ...epson, name: `Shop printer ${n}` })));
    expect(many.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(19);
    expect((await user.get('/api/v1/printer-profiles')).json<PrinterProfilesResponse>().profiles).toHaveLength(20);
  });

  it('needs a signed-in user and the CSRF token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/printer-profiles' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/printer-calibration/page' })).statusCode).toBe(401);
    const user = await someone();
    const noToken = await user.browser.request({ method: 'POST', url: '/api/v1/printer-profiles', payload: epson });
    expect(noToken.statusCode).toBe(403);
  });

  it.each([
    ['a4', papers.a4],
    ['4x6', papers['4x6']],
  ] as const)('gives the %s calibration page: the paper in points, 100 mm bars (283.46 pt), the cross at the centre', async (id, paper) => {
    const user = await someone();
    const res = await user.get(`/api/v1/printer-calibration/page?paper=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await inspectPdf(res.rawPayload);
    expect(pdf.printScalingNone).toBe(true);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.widthPt).toBeCloseTo((paper.width * 72) / 25.4, 2);
    expect(pdf.pages[0]!.heightPt).toBeCloseTo((paper.height * 72) / 25.4, 2);
    expect(pdf.pages[0]!.images).toEqual([]);
    expect(pdf.pages[0]!.texts.join(' ')).toContain('Printer calibration');
    const lines = await readStrokedLines(res.rawPayload);
    const { level, upright } = bars(lines);
    expect(Math.abs(length(level) - 100)).toBeLessThan(0.1);
    expect(Math.abs(length(upright) - 100)).toBeLessThan(0.1);
    expect((Math.abs(level.x2 - level.x1) * 72) / 25.4).toBeCloseTo(283.46, 1);
    // Ticks every 10 mm along each bar.
    const ticksOnLevel = lines.filter((l) => Math.abs(l.x1 - l.x2) < 1e-6 && Math.abs(Math.max(l.y1, l.y2) - level.y1) < 1e-6);
    expect(ticksOnLevel.map((l) => Math.round(l.x1 - Math.min(level.x1, level.x2)))).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    // The cross: a 12 mm level line centred on the paper.
    const cross = lines.find((l) => Math.abs(length(l) - 12) < 0.01 && Math.abs(l.y1 - l.y2) < 1e-6)!;
    expect((cross.x1 + cross.x2) / 2).toBeCloseTo(paper.width / 2, 2);
    expect(cross.y1).toBeCloseTo(paper.height / 2, 2);
  });

  it('draws the calibration page through a profile when asked: bars 100×100/reading, the cross moved against the offset', async () => {
    const user = await someone();
    const { id } = (await user.post('/api/v1/printer-profiles', epson)).json<PrinterProfile>();
    const res = await user.get(`/api/v1/printer-calibration/page?paper=a4&profileId=${id}`);
    const lines = await readStrokedLines(res.rawPayload);
    const { level, upright } = bars(lines);
    expect(Math.abs(length(level) - 10000 / 101)).toBeLessThan(0.05);
    expect(Math.abs(length(upright) - 10000 / 99)).toBeLessThan(0.05);
    const cross = lines.find((l) => Math.abs(l.y1 - l.y2) < 1e-6 && Math.abs(length(l) - 1200 / 101) < 0.01)!;
    expect((cross.x1 + cross.x2) / 2).toBeCloseTo(105 - 1.5 * (100 / 101), 3);
    expect(cross.y1).toBeCloseTo(148.5 + 2 * (100 / 99), 3);
  });

  it('prints a photo sheet through a 101/99 mm profile: each 35×45 mm photo at 35×100/101 by 45×100/99 mm, moved against the offset', async () => {
    const operator = await printOperator(t.app, `calib-print-${randomUUID().slice(0, 8)}@example.in`);
    const { id } = (await operator.post('/api/v1/printer-profiles', epson)).json<PrinterProfile>();
    const fields = { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' };
    const plain = await inspectPdf(pdfOf(await operator.print(fields, photo)));
    const res = await operator.print({ ...fields, printerProfile: id }, photo);
    expect(res.status).toBe(201);
    const corrected = await inspectPdf(pdfOf(res));
    // The paper is the paper: only what is on it moves.
    expect(corrected.pages[0]!.widthPt).toBeCloseTo(plain.pages[0]!.widthPt, 6);
    expect(corrected.pages[0]!.heightPt).toBeCloseTo(plain.pages[0]!.heightPt, 6);
    const [cx, cy] = [105, 148.5];
    expect(corrected.pages[0]!.images).toHaveLength(6);
    corrected.pages[0]!.images.forEach((image, n) => {
      const before = plain.pages[0]!.images[n]!;
      expect(Math.abs(image.widthMm - (35 * 100) / 101)).toBeLessThan(0.05);
      expect(Math.abs(image.heightMm - (45 * 100) / 99)).toBeLessThan(0.05);
      // q = C + (p − C − offset) · 100/reading, for the photo's top-left corner.
      expect(Math.abs(image.xMm - (cx + (before.xMm - cx - epson.offsetX) * (100 / 101)))).toBeLessThan(0.05);
      expect(Math.abs(image.yMm - (cy + (before.yMm - cy - epson.offsetY) * (100 / 99)))).toBeLessThan(0.05);
    });
    // The 50 mm scale bar scaled with the content: 50×100/101 mm in the PDF, 50 mm on this printer's paper.
    const scaleBar = (await readStrokedLines(pdfOf(res))).filter((l) => Math.abs(l.y1 - l.y2) < 1e-6 && Math.abs(length(l) - 5000 / 101) < 0.05);
    expect(scaleBar).toHaveLength(1);
  });

  it('prints a sheet of another photo size through a profile too: 51×51 mm photos at 51×100/101 by 51×100/99 mm', async () => {
    const operator = await printOperator(t.app, `calib-size-${randomUUID().slice(0, 8)}@example.in`);
    const { id } = (await operator.post('/api/v1/printer-profiles', epson)).json<PrinterProfile>();
    const res = await operator.print({ service: 'passport-photo', layout: 'a4', size: '51x51', count: '4', mode: 'watermarked', printerProfile: id }, photo);
    expect(res.status).toBe(201);
    const images = (await inspectPdf(pdfOf(res))).pages[0]!.images;
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(Math.abs(image.widthMm - (51 * 100) / 101)).toBeLessThan(0.05);
      expect(Math.abs(image.heightMm - (51 * 100) / 99)).toBeLessThan(0.05);
    }
  });

  it('prints a document through a profile too (every page, the card scaled)', async () => {
    const operator = await printOperator(t.app, `calib-doc-${randomUUID().slice(0, 8)}@example.in`);
    const { id } = (await operator.post('/api/v1/printer-profiles', { ...epson, offsetX: 0, offsetY: 0 })).json<PrinterProfile>();
    const fields = { service: 'single-side', docType: 'aadhaar', mode: 'watermarked' };
    const plain = await inspectPdf(pdfOf(await operator.print(fields, photo)));
    const corrected = await inspectPdf(pdfOf(await operator.print({ ...fields, printerProfile: id }, photo)));
    expect(corrected.pages.length).toBe(plain.pages.length);
    const [before, after] = [plain.pages[0]!.images[0]!, corrected.pages[0]!.images[0]!];
    expect(after.widthMm).toBeCloseTo((before.widthMm * 100) / 101, 2);
    expect(after.heightMm).toBeCloseTo((before.heightMm * 100) / 99, 2);
  });
});
