import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrayProfile, TrayProfileInput, TrayProfilesResponse } from '@core/contracts/tray-profiles';
import { fixturePath, type FixtureName } from '../../test/fixtures/fixture-path';
import { signedInUser } from './support/browser-session';
import { inspectPdf, placedFootprint } from './support/inspect-pdf';
import { pdfOf, printOperator, receiptOf } from './support/print-operator';
import { printJobsOf } from './support/print-jobs';
import { readStrokedLines, type StrokedLine } from './support/read-stroked-lines';
import { createTestApp, type TestApp } from './support/test-app';
import { embeddedImages } from './support/embedded-images';
import { readQrCodes } from './support/read-qr-codes';
import { sha256Hex } from '../src/lib/sha256-hex';
import { testEngines } from './support/test-databases';

const jpeg = (name: FixtureName, filename: string) => ({ bytes: readFileSync(fixturePath(name)), filename, type: 'image/jpeg' });
const front = jpeg('card-front-photo.jpg', 'front.jpg');
const back = jpeg('card-back-photo.jpg', 'back.jpg');
const BRAND = 'Sharma Studio';
const MM_PER_PT = 25.4 / 72;

/** An Epson-style two-card tray fed as A4: cards landscape, turned top over bottom between passes, measured offsets. */
const twoSlots: TrayProfileInput = {
  name: 'L805 two-card tray',
  layout: {
    page: { width: 210, height: 297 },
    cardTurn: 0,
    flip: 'long',
    slots: [
      { x: 62.2, y: 40, front: { x: 0.4, y: -0.6 }, back: { x: -0.8, y: 1.2 } },
      { x: 62.2, y: 120, front: { x: 0.3, y: -0.5 }, back: { x: -0.7, y: 1 } },
    ],
  },
};
/** A narrow tray fed as a 100 × 200 mm page, one card portrait (turned a quarter right), turned sideways between passes. */
const portrait: TrayProfileInput = {
  name: 'Portrait single',
  layout: { page: { width: 100, height: 200 }, cardTurn: 90, flip: 'short', slots: [{ x: 23, y: 57.2, front: { x: 1, y: 2 }, back: { x: -1, y: -2 } }] },
};

const near = (a: number, b: number, within = 0.02) => Math.abs(a - b) <= within;
const length = (l: StrokedLine) => Math.hypot(l.x2 - l.x1, l.y2 - l.y1);

describe.each(testEngines)('PVC card trays on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', BRAND_NAME: BRAND });
  });
  afterAll(async () => t?.close());

  const someone = (coins = 0) => printOperator(t.app, `tray-${randomUUID().slice(0, 8)}@example.in`, coins);
  const makeTray = async (user: Awaited<ReturnType<typeof someone>>, input: TrayProfileInput = twoSlots) => {
    const res = await user.post('/api/v1/tray-profiles', input);
    expect(res.statusCode).toBe(201);
    return res.json<TrayProfile>();
  };

  it('creates, lists by name, changes and deletes a tray; offsets default to 0', async () => {
    const user = await someone();
    const tray = await makeTray(user);
    expect(tray.layout).toEqual(twoSlots.layout);
    await makeTray(user, { ...portrait, layout: { ...portrait.layout, slots: [{ x: 23, y: 57.2 }] } });
    const listed = (await user.get('/api/v1/tray-profiles')).json<TrayProfilesResponse>();
    expect(listed.limit).toBe(10);
    expect(listed.trays.map((p) => p.name)).toEqual(['L805 two-card tray', 'Portrait single']);
    expect(listed.trays[1]!.layout.slots[0]).toEqual({ x: 23, y: 57.2, front: { x: 0, y: 0 }, back: { x: 0, y: 0 } });
    const changed = await user.put(`/api/v1/tray-profiles/${tray.id}`, { ...twoSlots, name: 'Renamed' });
    expect([changed.statusCode, changed.json<TrayProfile>().name]).toEqual([200, 'Renamed']);
    expect((await user.delete(`/api/v1/tray-profiles/${tray.id}`)).statusCode).toBe(204);
    expect((await user.delete(`/api/v1/tray-profiles/${tray.id}`)).statusCode).toBe(404);
  });

  it('refuses cards off the page, overlapping slots, 11 slots, a bad turn, offsets past 10 mm and a taken name, each with its reason', async () => {
    const user = await someone();
    const slot = (x: number, y: number) => ({ x, y });
    const cases: Array<[Partial<TrayProfileInput['layout']>, string]> = [
      [{ slots: [slot(130, 40)] }, 'runs off'],
      // A card on the page's edge has no room for the 1 mm bleed.
      [{ slots: [slot(0, 40)] }, 'runs off'],
      [{ slots: [slot(62, 40), slot(100, 60)] }, 'overlap'],
      [{ slots: Array.from({ length: 11 }, (_, i) => slot(5, 5 + i)) }, '1 to 10 slots'],
      [{ cardTurn: 45 as 0 }, 'cardTurn must be'],
      [{ slots: [{ x: 62, y: 40, front: { x: 10.5, y: 0 } }] }, 'at most 10 mm'],
      [{ page: { width: 40, height: 297 } }, '60 to 500 mm'],
    ];
    for (const [layout, reason] of cases) {
      const res = await user.post('/api/v1/tray-profiles', { ...twoSlots, layout: { ...twoSlots.layout, ...layout } });
      expect([res.statusCode, res.json<{ code: string }>().code, res.json<{ message: string }>().message]).toEqual([
        400,
        'VALIDATION',
        expect.stringContaining(reason),
      ]);
    }
    await makeTray(user);
    expect((await user.post('/api/v1/tray-profiles', { ...twoSlots, name: ` ${twoSlots.name} ` })).statusCode).toBe(400);
    expect(await printJobsOf(t.app.database, user.uid)).toEqual([]);
  });

  it("answers 404 for another user's tray on every object, and prints nothing with it", async () => {
    const owner = await someone();
    const other = await someone();
    const { id } = await makeTray(owner);
    expect((await other.get('/api/v1/tray-profiles')).json<TrayProfilesResponse>().trays).toEqual([]);
    expect((await other.put(`/api/v1/tray-profiles/${id}`, twoSlots)).statusCode).toBe(404);
    expect((await other.delete(`/api/v1/tray-profiles/${id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/v1/tray-profiles/${id}/calibration?pass=front`)).statusCode).toBe(404);
    const print = await other.print({ service: 'single-side', docType: 'aadhaar', mode: 'watermarked', tray: id }, { front });
    expect([print.status, print.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect(await printJobsOf(t.app.database, other.uid)).toEqual([]);
    expect((await owner.get('/api/v1/tray-profiles')).json<TrayProfilesResponse>().trays).toHaveLength(1);
  });

  it('needs a signed-in user and the CSRF token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tray-profiles' })).statusCode).toBe(401);
    const user = await signedInUser(t.app, { email: `tray-csrf-${randomUUID().slice(0, 8)}@example.in` });
    expect((await user.browser.request({ method: 'POST', url: '/api/v1/tray-profiles', payload: twoSlots })).statusCode).toBe(403);
  });

  it.each(['front', 'back'] as const)(
    'gives the %s pass calibration page: the tray page, each card outline 85.6×54 mm at its slot plus that pass’s offset, a cross on its centre',
    async (pass) => {
      const user = await someone();
      const { id } = await makeTray(user);
      const res = await user.get(`/api/v1/tray-profiles/${id}/calibration?pass=${pass}`);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
      const pdf = await inspectPdf(res.rawPayload);
      expect(pdf.printScalingNone).toBe(true);
      expect([pdf.pages[0]!.widthPt * MM_PER_PT, pdf.pages[0]!.heightPt * MM_PER_PT].map((v) => Math.round(v * 100) / 100)).toEqual([210, 297]);
      expect(pdf.pages[0]!.images).toEqual([]);
      expect(pdf.pages[0]!.texts.join(' ')).toContain(`${pass} pass calibration`);
      const lines = await readStrokedLines(res.rawPayload);
      for (const slot of twoSlots.layout.slots) {
        const offset = slot[pass]!;
        const [x, y] = [slot.x + offset.x!, slot.y + offset.y!];
        const top = lines.find((l) => near(Math.min(l.x1, l.x2), x) && near(l.y1, y) && near(l.y2, y) && near(length(l), 85.6));
        const left = lines.find((l) => near(l.x1, x) && near(l.x2, x) && near(Math.min(l.y1, l.y2), y) && near(length(l), 54));
        expect(top, `slot at ${x},${y}: top edge`).toBeDefined();
        expect(left, `slot at ${x},${y}: left edge`).toBeDefined();
        const crossLevel = lines.find((l) => near(l.y1, y + 27) && near(l.y2, y + 27) && near((l.x1 + l.x2) / 2, x + 42.8) && near(length(l), 16));
        expect(crossLevel, `slot at ${x},${y}: the cross`).toBeDefined();
      }
    },
  );

  it('prints the front pass and the back pass of a both-side card: each card 85.6×54 mm in its slot, moved by that pass’s offsets, the back upside down (long edge), 1 mm bleed', async () => {
    const user = await someone();
    const { id } = await makeTray(user);
    const fields = { service: 'both-side', docType: 'aadhaar', mode: 'watermarked', copies: '2', tray: id, bleed: '1' };
    const passImages: Record<string, string[]> = {};
    for (const pass of ['front', 'back'] as const) {
      const res = await user.print({ ...fields, trayPass: pass }, { front, back });
      expect(res.status).toBe(201);
      passImages[pass] = (await embeddedImages(pdfOf(res))).map((image) => sha256Hex(image.pixels));
      // One picture embedded, drawn under (bled) and over (true size) each card.
      expect(passImages[pass]).toHaveLength(1);
      const pdf = await inspectPdf(pdfOf(res));
      expect(pdf.pages).toHaveLength(1);
      expect([pdf.pages[0]!.widthPt * MM_PER_PT, pdf.pages[0]!.heightPt * MM_PER_PT].map((v) => Math.round(v * 100) / 100)).toEqual([210, 297]);
      const turn = pass === 'front' ? 0 : 180;
      const expected = twoSlots.layout.slots.flatMap((slot) => {
        const [x, y] = [slot.x + slot[pass]!.x!, slot.y + slot[pass]!.y!];
        const r = (v: number) => Math.round(v * 100) / 100;
        return [
          { x: r(x - 1), y: r(y - 1), width: 87.6, height: 56, turn },
          { x: r(x), y: r(y), width: 85.6, height: 54, turn },
        ];
      });
      expect(pdf.pages[0]!.images.map(placedFootprint)).toEqual(expected);
      // A free print: the brand over the page, as on paper.
      expect(pdf.pages[0]!.texts.filter((text) => text.includes(BRAND)).length).toBeGreaterThan(10);
      expect(receiptOf(res).charge).toBe('none');
    }
    // Each pass carries its own side: the front pass the front's picture, the back pass the back's.
    expect(passImages.front).not.toEqual(passImages.back);
    const sheets = (await printJobsOf(t.app.database, user.uid)).map((job) => job.sheet);
    expect(sheets).toEqual([
      expect.objectContaining({ kind: 'document', docType: 'aadhaar', copies: 2, tray: { pass: 'front', bleed: 1 } }),
      expect.objectContaining({ kind: 'document', docType: 'aadhaar', copies: 2, tray: { pass: 'back', bleed: 1 } }),
    ]);
  });

  it('turns a portrait tray’s cards a quarter right in both passes (short edge), 54×85.6 mm on the page, no bleed by default', async () => {
    const user = await someone();
    const { id } = await makeTray(user, portrait);
    for (const pass of ['front', 'back'] as const) {
      const res = await user.print({ service: 'both-side', docType: 'pan-card', mode: 'watermarked', tray: id, trayPass: pass }, { front, back });
      expect(res.status).toBe(201);
      const slot = portrait.layout.slots[0]!;
      const images = (await inspectPdf(pdfOf(res))).pages[0]!.images.map(placedFootprint);
      expect(images).toEqual([{ x: slot.x + slot[pass]!.x!, y: slot.y + slot[pass]!.y!, width: 54, height: 85.6, turn: 90 }]);
    }
  });

  it('charges a clean tray card as the same card on paper: the front pass at the price, the back pass the same day a free reprint', async () => {
    const user = await someone(20);
    const { id } = await makeTray(user);
    const fields = { service: 'both-side', docType: 'voter-id', mode: 'clean', tray: id };
    const first = await user.print({ ...fields, trayPass: 'front', expectedCoins: '5' }, { front, back });
    expect(receiptOf(first)).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 15 });
    const second = await user.print({ ...fields, trayPass: 'back', expectedCoins: '0' }, { front, back });
    expect(receiptOf(second)).toMatchObject({ charge: 'reprint', coinsCharged: 0, balanceAfter: 15 });
    // The same card on paper the same day is the same item: a reprint too.
    const paper = await user.print({ service: 'both-side', docType: 'voter-id', mode: 'clean', layout: '0' }, { front, back });
    expect(receiptOf(paper)).toMatchObject({ charge: 'reprint', coinsCharged: 0 });
    // A clean tray print's card is at 600 dpi (85.6 mm × 600 / 25.4 = 2,022 px across) and carries no brand.
    const pdf = await inspectPdf(pdfOf(first));
    expect(pdf.pages[0]!.texts.join(' ')).not.toContain(BRAND);
    expect((await embeddedImages(pdfOf(first))).map((image) => [image.width, image.height])).toEqual([[2022, 1276]]);
  });

  it('takes an e-Aadhaar’s cards onto a tray with the same one choice, with no print-reference QR code', async () => {
    const user = await someone();
    const { id } = await makeTray(user);
    const res = await user.print(
      { service: 'both-side', docType: 'aadhaar', source: 'card-pdf', mode: 'watermarked', copies: '2', tray: id, trayPass: 'back' },
      { front, back },
    );
    expect(res.status).toBe(201);
    const pdf = pdfOf(res);
    expect((await inspectPdf(pdf)).pages[0]!.images.map(placedFootprint).map((image) => image.turn)).toEqual([180, 180]);
    expect((await readQrCodes(pdf)).flat()).toEqual([]);
  });

  it('refuses, before anything is charged: a page or passport page on a tray, a tray with a printer profile, more cards than slots, a back pass of a single-side card, a bleed of 2 mm', async () => {
    const user = await someone(20);
    const { id } = await makeTray(user);
    const printer = (await user.post('/api/v1/printer-profiles', { name: 'Epson', horizontal: 100, vertical: 100 })).json<{ id: string }>();
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ service: 'single-side', docType: 'passport-page', tray: id }, 400, 'Only ID cards'],
      [{ service: 'single-side', docType: 'income-certificate', tray: id }, 400, 'Only ID cards'],
      [{ service: 'single-side', docType: 'aadhaar', tray: id, printerProfile: printer.id }, 400, 'no printer profile'],
      [{ service: 'single-side', docType: 'aadhaar', tray: id, copies: '3' }, 422, 'holds 2 cards'],
      [{ service: 'single-side', docType: 'aadhaar', tray: id, trayPass: 'back' }, 400, 'no back'],
      [{ service: 'single-side', docType: 'aadhaar', tray: id, bleed: '2' }, 400, 'bleed must be'],
      [{ service: 'single-side', docType: 'aadhaar', tray: 'not-a-tray' }, 400, 'Unknown card tray'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await user.print({ mode: 'clean', ...fields }, { front });
      expect([res.status, res.error?.message], JSON.stringify(fields)).toEqual([status, expect.stringContaining(message)]);
    }
    expect(await printJobsOf(t.app.database, user.uid)).toEqual([]);
  });
});
