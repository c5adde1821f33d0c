import fc from 'fast-check';
import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_HASH } from '@core/contracts/terms-acceptance';
import { errorStatus, isErrorCode } from '@core/errors/error-codes';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { signWebhook } from '../src/modules/payments/cashfree-gateway';
import { signedInUser } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { aSendId } from './support/send-id';
import { anOperatorKey } from './support/operator-key';

/**
 * Every route that takes a JSON body, a query or path parameters gets arbitrary bad input (wrong types,
 * 100 kB strings, `__proto__` / `constructor` / `prototype` keys, 5,000 levels of nesting, arrays where
 * objects belong, odd unicode, broken percent-escapes). Each input is checked against the route's own
 * schemas first and kept only if they refuse it, so no valid input (which may legitimately write) is sent.
 * The answer must be a 4xx `{code, message}` (a VALIDATION one may name the `fields` refused), no table gains
 * or loses a row, and Object.prototype stays clean.
 */

const WEBHOOK = '/api/v1/payments/cashfree/webhook';
const RUNS_PER_ROUTE = 30;
const SEED = 130_009;
/** Fastify's default: a longer path parameter matches no route (404). */
const MAX_PARAM_LENGTH = 100;
const POLLUTED = 'fuzzPolluted';

interface Route {
  method: HTTPMethods;
  url: string;
  schema: { body?: Schema; querystring?: Schema; params?: Schema };
}
interface Schema {
  safeParse(value: unknown): { success: boolean };
}

/** The routes as the app registers them, collected by an onRoute hook on every Fastify instance built meanwhile. */
async function buildCollectingRoutes(build: () => Promise<TestApp>): Promise<{ t: TestApp; routes: Route[] }> {
  const routes: Route[] = [];
  const initialization = channel('fastify.initialization');
  const watch = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
      const schema = (route.schema ?? {}) as Route['schema'];
      for (const method of [route.method].flat()) routes.push({ method: method as HTTPMethods, url: route.url, schema });
    });
  };
  initialization.subscribe(watch);
  try {
    return { t: await build(), routes };
  } finally {
    initialization.unsubscribe(watch);
  }
}

/**
 * Which routes are fuzzed: those with a zod schema for body, query or params, and the webhook (raw JSON,
 * parsed by hand after its signature). Left out: HEAD (GET's twin, no body); /dev-idp and /dev-pay (the
 * development provider's and payment simulator's own pages, answering HTML or Cashfree's error shape;
 * both are off in production); POST /api/v1/prints (multipart, not JSON: prints.test.ts covers its input).
 */
function takesInput(route: Route): boolean {
  if (route.method === 'HEAD' || route.url.startsWith('/dev-idp') || route.url.startsWith('/dev-pay')) return false;
  return route.url === WEBHOOK || Boolean(route.schema.body ?? route.schema.querystring ?? route.schema.params);
}

// ---- JSON text built piece by piece, so that keys such as __proto__ are written as they are sent ----

/** A piece of JSON text. */
class Json {
  constructor(readonly text: string) {}
}
const lit = (value: unknown) => new Json(JSON.stringify(value) ?? 'null');
const obj = (entries: Array<[string, Json]>) => new Json(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v.text}`).join(',')}}`);
const arr = (items: Json[]) => new Json(`[${items.map((item) => item.text).join(',')}]`);

const DEPTH = 5_000;
const deepArray = new Json(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
const deepObject = new Json(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);
const pollutingObjects = [
  obj([['__proto__', obj([[POLLUTED, lit('yes')]])]]),
  obj([['constructor', obj([['prototype', obj([[POLLUTED, lit('yes')]])]])]]),
  obj([['prototype', obj([[POLLUTED, lit('yes')]])]]),
  obj([['__proto__', deepObject]]),
];

/** Text a form would not expect: NUL, lone surrogates, BOM, bidi override, joiners, combining marks, Devanagari, emoji. */
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .array(fc.constantFrom('\u0000', '\ud800', '\udfff', '\ufeff', '\u202e', '\u200d', 'A\u0301', 'क्षि', '🧾', '👩🏽‍💻', '\uffff', '\u2028', '"', '\\', '%'), {
      minLength: 1,
      maxLength: 12,
    })
    .map((parts) => parts.join('')),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
);
/** About 100 kB of one character (as UTF-8: ASCII, two-byte, four-byte; or lone surrogates, 120 kB as JSON escapes). */
const hugeText = fc.constantFrom('x'.repeat(100_000), 'é'.repeat(50_000), '🧾'.repeat(25_000), '\ud800'.repeat(20_000));
/** About 100 kB once percent-encoded. */
const hugeQueryValue = fc.constantFrom('x'.repeat(100_000), 'é'.repeat(16_000));

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(1e308, -0, 2 ** 53 + 1, -1, 0, 1.5)).map(lit),
  oddText.map(lit),
  hugeText.map(lit),
  fc.constantFrom(deepArray, deepObject, ...pollutingObjects),
  fc.array(fc.oneof(fc.integer(), oddText).map(lit), { maxLength: 5 }).map(arr),
  fc.dictionary(oddText, fc.oneof(fc.integer(), oddText).map(lit), { maxKeys: 4 }).map((d) => obj(Object.entries(d))),
);

const notJson = fc.oneof(
  fc.constantFrom('', ' ', '{"a":', '{"a":1}}', "{'a':1}", '[1,]', 'undefined', 'NaN', '\u0000', '{"a":1,"a":}', '\ufeff{}', `${'['.repeat(200_000)}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A body: a valid one with fields swapped for wrong ones, dropped, or hostile keys added; or something else altogether. */
function hostileBody(template: Record<string, unknown>): fc.Arbitrary<{ text: string; contentType: string }> {
  const keys = Object.keys(template);
  const mutated = fc
    .record({
      replace: fc.subarray(keys, { minLength: keys.length > 0 ? 1 : 0 }),
      drop: fc.subarray(keys),
      values: fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      extra: fc.array(fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype'), oddText), hostileValue), { maxLength: 3 }),
    })
    .map(({ replace, drop, values, extra }) => {
      const entries: Array<[string, Json]> = [];
      keys.forEach((key, i) => {
        if (drop.includes(key) && !replace.includes(key)) return;
        entries.push([key, replace.includes(key) ? values[i]! : lit(template[key])]);
      });
      return obj([...entries, ...extra]).text;
    });
  const text = fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 2, arbitrary: hostileValue.map((v) => v.text) }, { weight: 1, arbitrary: notJson });
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
  );
  return fc.record({ text, contentType });
}

const encodeBytes = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');

/** A path parameter as it is sent (percent-encoded): the real one, odd text, too long for its schema, dot segments. */
function hostileParam(real: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(encodeURIComponent(real)),
    oddText.map(encodeBytes).filter((raw) => raw.length <= MAX_PARAM_LENGTH),
    fc.integer({ min: 65, max: MAX_PARAM_LENGTH }).map((n) => 'u'.repeat(n)),
    // Escapes that do not decode ('%zz', '%ED%A0%80') and longer parameters are the router's: see the test at the end.
    fc.constantFrom('%00', '%0A', '..', '%2e%2e%2f', '%2F', '__proto__', 'constructor', 'prototype'),
  );
}

/** A query: the route's own keys and hostile ones (bracket paths, __proto__), odd or 100 kB values, repeated keys. */
const hostileQuery = (keys: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...keys, '__proto__', `__proto__[${POLLUTED}]`, `constructor[prototype][${POLLUTED}]`, 'prototype'), oddText),
        fc.oneof(oddText, hugeQueryValue, fc.constantFrom('', 'all', 'pending', 'online', '1', `x`.repeat(201), 'x'.repeat(4097))),
      ),
      { maxLength: 4 },
    )
    .chain((pairs) => fc.constantFrom('', '&%E0%A4%A=1', '&a=%ZZ', '&=&&=').map((tail) => new URLSearchParams(pairs).toString() + tail));

interface Case {
  params: Record<string, string>;
  query: string;
  body?: { text: string; contentType: string };
  signed: boolean;
}

// ---- does the route's schema refuse it? (only refused input is sent) ----

/** JSON.parse as Fastify's parser does it: __proto__ keys and constructor.prototype are refused outright. */
function parseLikeFastify(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  const parsed = parseJsonLoosely(text);
  if (!parsed.ok) return parsed;
  // Walked without recursion: a reviver would overflow the stack on 5,000 levels where the parser does not.
  const pending: unknown[] = [parsed.value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return { ok: false };
    const ctor: unknown = Object.hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : undefined;
    if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return { ok: false };
    pending.push(...Object.values(node));
  }
  return parsed;
}

function queryObject(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(query)) {
    const before = out[key];
    out[key] = before === undefined ? value : [before, value].flat();
  }
  return out;
}

/** The webhook's body as the route reads it (an event for one order); signed and of that shape, it is accepted. */
function isPaymentEvent(value: unknown): boolean {
  const event = value as { type?: unknown; data?: { order?: { order_id?: unknown } } } | null;
  return typeof event?.type === 'string' && typeof event.data?.order?.order_id === 'string';
}

function refused(route: Route, c: Case): boolean {
  for (const raw of Object.values(c.params)) {
    if (raw.length > MAX_PARAM_LENGTH || raw === '') return true;
    try {
      decodeURIComponent(raw);
    } catch {
      return true;
    }
  }
  if (route.schema.params) {
    const decoded = Object.fromEntries(Object.entries(c.params).map(([k, v]) => [k, decodeURIComponent(v)]));
    if (!route.schema.params.safeParse(decoded).success) return true;
  }
  if (route.schema.querystring && !route.schema.querystring.safeParse(queryObject(c.query)).success) return true;
  if (route.url === WEBHOOK) {
    if (!c.signed || !c.body) return true;
    const parsed = parseJsonLoosely(c.body.text);
    return !parsed.ok || !isPaymentEvent(parsed.value);
  }
  if (c.body && route.schema.body) {
    if (!c.body.contentType.startsWith('application/json')) return true;
    const parsed = parseLikeFastify(c.body.text);
    if (!parsed.ok || !route.schema.body.safeParse(parsed.value).success) return true;
  }
  return false;
}

function parseJsonLoosely(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

// ---- what the database holds ----

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const db = t.app.database.db;
  const tables =
    t.app.database.engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows.map((r) => r.name);
  const counts: Record<string, number> = {};
  for (const table of tables.sort()) {
    counts[table] = Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
  }
  return counts;
}

function prototypeState() {
  return {
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
    function: Object.getOwnPropertyNames(Function.prototype).sort(),
  };
}

function describeCase(c: Case): string {
  const cut = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}… (${s.length} chars)` : s);
  return JSON.stringify({
    params: c.params,
    query: cut(c.query),
    body: c.body && { contentType: c.body.contentType, text: cut(c.body.text) },
    signed: c.signed,
  });
}

/** A card tray's geometry the fuzz starts from: two landscape slots on A4. */
const trayLayoutTemplate = {
  page: { width: 210, height: 297 },
  cardTurn: 0,
  flip: 'long',
  slots: [
    { x: 62, y: 40, front: { x: 0.5, y: -0.5 }, back: { x: -0.5, y: 1 } },
    { x: 62, y: 120 },
  ],
};

describe.each(testEngines)('arbitrary bad input on every JSON route on %s', (engine) => {
  let t: TestApp;
  let routes: Route[];
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let real: Record<string, string>;

  beforeAll(async () => {
    ({ t, routes } = await buildCollectingRoutes(() =>
      createTestApp(engine, { ADMIN_EMAILS: 'owner@shop.in', RATE_LIMIT_FACTOR: '1000' }, { sweeper: false }),
    ));
    await t.app.ready();
    user = await signedInUser(t.app, { email: 'fuzzed@example.in', name: 'Asha Devi' });
    admin = await signedInUser(t.app, { email: 'owner@shop.in', name: 'Owner' });
    // Real targets, so that what refuses the input is its validation and not a missing order or request.
    const reference = (await user.post('/api/v1/manual-requests', { offerId: 'coins-200' })).json<{ reference: string }>().reference;
    const orderId = (await user.post('/api/v1/orders', { offerId: 'coins-200', name: 'Asha', phone: '9876543210', address: '' })).json<{ order_id: string }>()
      .order_id;
    const printer = { name: 'Epson L3250 A4', horizontal: 101, vertical: 99 };
    const profileId = (await user.post('/api/v1/printer-profiles', printer)).json<{ id: string }>().id;
    const trayId = (await user.post('/api/v1/tray-profiles', { name: 'L805 tray', layout: trayLayoutTemplate })).json<{ id: string }>().id;
    const intakeId = (await user.post('/api/v1/intakes', { operatorKey: anOperatorKey() })).json<{ id: string }>().id;
    const fileId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/intake-drops/${intakeId}/files`,
        payload: { meta: 'c2VhbGVk', bytes: 100, sendId: aSendId() },
        remoteAddress: '127.0.0.1',
      })
    ).json<{ id: string }>().id;
    real = { uid: user.uid, reference, orderId, printId: 'AbCdEfGhIjKlMnOp1234', profileId, trayId, id: 'ssc-photo', intakeId, fileId, seq: '0' };
  }, 60_000);
  afterAll(async () => t?.close());

  /** A valid input per route (query and body; params come from `real`): the fuzz starts from it and breaks it. */
  const templates = (): Record<string, { query?: Record<string, string>; body?: Record<string, unknown> }> => ({
    'GET /auth/login': { query: { returnTo: '/Home', popup: '1' } },
    'GET /api/v1/premium/:uid': {},
    'POST /api/v1/check-access/photo-print': { body: { userId: user.uid, requiredCoins: 10, documentId: 'doc-1' } },
    'POST /api/v1/check-access/document-print': { body: { userId: user.uid, requiredCoins: 10, documentId: 'doc-1' } },
    'POST /api/v1/premium/deduct-coins': { body: { userId: user.uid, coinsToDeduct: 20 } },
    'GET /api/v1/prints/held/:printId': {},
    'GET /api/v1/plans': { query: { channel: 'online' } },
    'POST /api/v1/contact': { body: { name: 'Asha', email: 'asha@example.in', message: 'Hello' } },
    'POST /api/v1/orders': { body: { offerId: 'coins-200', name: 'Asha', phone: '9876543210', address: 'Pune', userId: user.uid, rememberContact: true } },
    'POST /order': { body: { offerId: 'coins-200', name: 'Asha', phone: '9876543210', address: 'Pune', userId: user.uid } },
    'GET /api/v1/orders/:orderId': {},
    [`POST ${WEBHOOK}`]: { body: { type: 'PAYMENT_SUCCESS_WEBHOOK', data: { order: { order_id: real.orderId }, payment: { cf_payment_id: 1 } } } },
    'POST /api/v1/manual-requests': { body: { offerId: 'coins-200', userId: user.uid } },
    'GET /api/v1/admin/users': { query: { q: 'asha' } },
    'POST /api/v1/admin/users/:uid/coins': { body: { coins: 500, reason: 'goodwill' } },
    'POST /api/v1/admin/users/:uid/plan': { body: { days: 30, documentPrint: true, reason: 'goodwill' } },
    'GET /api/v1/admin/manual-requests': { query: { status: 'pending' } },
    'POST /api/v1/admin/manual-requests/:reference/approve': { body: { utr: 'UTR1234567' } },
    'POST /api/v1/admin/manual-requests/:reference/reject': { body: { reason: 'no payment seen' } },
    'GET /api/v1/admin/orders': { query: { status: 'paid' } },
    'POST /api/v1/admin/orders/:orderId/reconcile': {},
    'GET /api/v1/admin/users/:uid/ledger': {},
    'POST /api/v1/admin/exam-presets/:id': { body: { ...seedExamPresets[0], id: undefined, reason: 'rule changed' } },
    'POST /api/v1/exam-presets/:id/reports': {
      body: { form: 'JEE Main 2027', changed: 'The signature is now 10–30 KB.', link: 'https://jeemain.nta.nic.in/' },
    },
    'POST /api/v1/printer-profiles': { body: { name: 'Canon G3010', horizontal: 100.4, vertical: 99.8, offsetX: 0.5, offsetY: -1 } },
    'PUT /api/v1/printer-profiles/:profileId': { body: { name: 'Epson L3250 A4', horizontal: 101, vertical: 99, offsetX: 0, offsetY: 0 } },
    'DELETE /api/v1/printer-profiles/:profileId': {},
    'GET /api/v1/printer-calibration/page': { query: { paper: 'a4', profileId: real.profileId! } },
    'POST /api/v1/tray-profiles': { body: { name: 'Two-card tray', layout: trayLayoutTemplate } },
    'PUT /api/v1/tray-profiles/:trayId': { body: { name: 'L805 tray', layout: trayLayoutTemplate } },
    'DELETE /api/v1/tray-profiles/:trayId': {},
    'GET /api/v1/tray-profiles/:trayId/calibration': { query: { pass: 'back' } },
    'GET /api/v1/history': { query: { before: String(Date.now()) } },
    'POST /api/v1/me/terms': { body: { termsHash: TERMS_HASH } },
    'PUT /api/v1/me/contact': { body: { name: 'Asha Devi', phone: '9876543210' } },
    // A new key each time: an open intake's key is refused (its code is taken, decision 0106).
    'POST /api/v1/intakes': { body: { operatorKey: anOperatorKey() } },
    'GET /api/v1/intakes/:intakeId': {},
    'DELETE /api/v1/intakes/:intakeId': {},
    'GET /api/v1/intakes/:intakeId/events': {},
    'DELETE /api/v1/intakes/:intakeId/files/:fileId': {},
    'GET /api/v1/intakes/:intakeId/files/:fileId/chunks/:seq': {},
    'GET /api/v1/intake-drops/:intakeId': {},
    'POST /api/v1/intake-drops/:intakeId/hello': {},
    'POST /api/v1/intake-codes': { body: { code: 'ABCD-EFGH' } },
    'POST /api/v1/intake-drops/:intakeId/files': { body: { meta: 'c2VhbGVk', bytes: 1000, sendId: aSendId() } },
    'GET /api/v1/intake-drops/:intakeId/files/:fileId': {},
    'PUT /api/v1/intake-drops/:intakeId/files/:fileId/chunks/:seq': {},
    'POST /api/v1/prints/quote': {
      body: { kind: 'exam-files', files: [{ presetId: 'ssc-photo', sha256: 'a'.repeat(64) }], captionName: 'Asha', captionDate: '2026-11-26' },
    },
  });

  function send(route: Route, c: Case): Promise<LightMyRequestResponse> {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => c.params[name]!);
    const caller = route.url.startsWith('/api/v1/admin') ? admin : user;
    const cookie = [...caller.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = {};
    if (route.url === WEBHOOK) {
      // Cashfree calls without a cookie; half the bodies carry a valid signature, so the parsing behind it is reached.
      const timestamp = String(Date.now());
      headers['x-webhook-timestamp'] = timestamp;
      headers['x-webhook-signature'] = c.signed ? signWebhook(t.app.paymentGateway.webhookSecret, timestamp, c.body?.text ?? '') : 'not-a-signature';
    } else {
      headers.cookie = cookie;
      if (route.method !== 'GET') headers['x-csrf-token'] = caller.csrf;
    }
    if (c.body) headers['content-type'] = c.body.contentType;
    return t.app.inject({
      method: route.method,
      url: c.query ? `${path}?${c.query}` : path,
      headers,
      ...(c.body ? { payload: c.body.text } : {}),
      remoteAddress: '127.0.0.1',
    });
  }

  it('answers 4xx {code, message} to every refused input, writes no row and leaves the prototypes clean', { timeout: 120_000 }, async () => {
    const fuzzed = routes.filter(takesInput);
    const keys = new Set(fuzzed.map((route) => `${route.method} ${route.url}`));
    // The hook saw the app's routes: every one that takes input has a template, and every template a route.
    expect([...keys].sort()).toEqual(Object.keys(templates()).sort());

    const prototypesBefore = prototypeState();
    for (const route of fuzzed) {
      const template = templates()[`${route.method} ${route.url}`]!;
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const arbitrary: fc.Arbitrary<Case> = fc.record({
        params: fc.record(Object.fromEntries(paramNames.map((name) => [name, hostileParam(real[name] ?? 'x')]))) as fc.Arbitrary<Record<string, string>>,
        query: fc.oneof(fc.constant(new URLSearchParams(template.query ?? {}).toString()), hostileQuery(Object.keys(template.query ?? { q: '' }))),
        signed: fc.boolean(),
        ...(route.method === 'GET' ? {} : { body: hostileBody(template.body ?? {}) }),
      });

      const before = await rowCounts(t);
      await fc.assert(
        fc.asyncProperty(arbitrary, async (c) => {
          fc.pre(refused(route, c));
          const res = await send(route, c);
          const where = `${route.method} ${route.url} with ${describeCase(c)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expect(res.headers['content-type'], where).toMatch(/^application\/json/);
          const body = res.json<{ code: unknown; message: unknown; fields?: unknown }>();
          const { fields, ...rest } = body;
          expect(Object.keys(rest).sort(), where).toEqual(['code', 'message']);
          expect(isErrorCode(body.code) && errorStatus[body.code], `${where}: code ${String(body.code)}`).toBe(res.statusCode);
          expect(typeof body.message, where).toBe('string');
          if (fields !== undefined) {
            expect(body.code, `${where}: fields on a ${String(body.code)}`).toBe('VALIDATION');
            expect(
              Array.isArray(fields) && fields.length > 0 && fields.every((field) => typeof field === 'string'),
              `${where}: fields ${JSON.stringify(fields)}`,
            ).toBe(true);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, maxSkipsPerRun: 200 },
      );
      expect(await rowCounts(t), `${route.method} ${route.url} wrote rows`).toEqual(before);
      expect(prototypeState(), `${route.method} ${route.url} polluted a prototype`).toEqual(prototypesBefore);
      expect(POLLUTED in {}, `${route.method} ${route.url} polluted Object.prototype`).toBe(false);
    }
  });

  // Router level, before any route is chosen: a path that does not decode or a path parameter over
  // maxParamLength goes through `frameworkErrors` to the one error handler.
  it('answers a path parameter that does not decode or is too long with {code, message}', async () => {
    const bad = fc.oneof(
      fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AE', '%FF'),
      fc.integer({ min: MAX_PARAM_LENGTH + 1, max: 2_000 }).map((n) => 'u'.repeat(n)),
      oddText.map(encodeBytes).filter((raw) => raw.length > MAX_PARAM_LENGTH),
    );
    const withParams = routes.filter((route) => takesInput(route) && route.url.includes('/:'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withParams), bad, async (route, raw) => {
        const res = await t.app.inject({
          method: route.method,
          url: route.url.replace(/:\w+/g, raw),
          headers: { cookie: [...user.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': user.csrf },
          remoteAddress: '127.0.0.1',
        });
        const { fields, ...body } = res.json<{ code: unknown; fields?: unknown }>();
        const where = `${route.method} ${route.url} with ${raw.slice(0, 40)}`;
        expect(Object.keys(body).sort(), where).toEqual(['code', 'message']);
        // A parameter its route's schema refuses (too long) is named, as any refused field is.
        if (fields !== undefined)
          expect(body.code === 'VALIDATION' && Array.isArray(fields) && fields.every((field) => typeof field === 'string'), where).toBe(true);
        expect(isErrorCode(body.code) && errorStatus[body.code]).toBe(res.statusCode);
      }),
      { seed: SEED, numRuns: 30 },
    );
  });
});
