import fc from 'fast-check';
import sharp from 'sharp';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/browser-session';
import { multipart } from './support/multipart';
import { readPrintAnswer } from './support/print-operator';
import { testAppPerSuite } from './support/test-app';
import { testEngines } from './support/test-databases';

/**
 * The multipart routes (a print, exam files) given broken forms: no, empty or wrong boundary, LF-only
 * lines, truncated bodies, no closing boundary, a body that is not multipart at all, files before
 * fields, duplicate fields, and random cuts and byte changes of a valid form. Every answer is a 4xx
 * `{code, message}` (or 200 for a form that is still valid), never a 500, 502 or 504; 503 only as BUSY
 * with Retry-After; and nothing is written for a refused form.
 */
const ROUTES = ['/api/v1/prints', '/api/v1/exam-files'] as const;
const RUNS = 60;

describe.each(testEngines)('multipart routes refuse broken forms with 4xx on %s', (engine) => {
  const t = testAppPerSuite(engine, { RATE_LIMIT_FACTOR: '1000', FREE_PROOFS_PER_DAY: '100000' });

  async function setUp() {
    const user = await signedInUser(t.app, { email: `fuzz-multipart-${engine}@example.in` });
    const photo = await sharp({ create: { width: 207, height: 266, channels: 3, background: '#9ab' } })
      .png()
      .toBuffer();
    const valid = {
      '/api/v1/prints': await multipart(
        { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' },
        { front: { bytes: photo, filename: 'p.png', type: 'image/png' } },
      ),
      '/api/v1/exam-files': await multipart({ mode: 'preview' }, { 'ssc-photo': { bytes: photo, filename: 'p.png', type: 'image/png' } }),
    };
    const rows = async () => {
      const counts = await Promise.all(
        ['print_jobs', 'daily_access', 'ledger', 'free_proofs'].map(async (table) =>
          Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.app.database.db)).rows[0]!.n),
        ),
      );
      return counts.join(',');
    };
    const send = async (url: string, payload: Buffer, contentType: string | undefined) => {
      const before = await rows();
      const headers: Record<string, string> = contentType === undefined ? {} : { 'content-type': contentType };
      const res = await user.post(url, payload, headers);
      const what = `${url} ${contentType} ${payload.length} B → ${res.statusCode} ${res.body.slice(0, 160)}`;
      expect([500, 502, 504], what).not.toContain(res.statusCode);
      // A print answers its receipt (201) and its PDF is fetched from the receipt's printUrl; exam files answer 200.
      if (res.statusCode === 201 && url === '/api/v1/prints') return (await readPrintAnswer(res, user.get)).status;
      if (res.statusCode === 200 && url === '/api/v1/exam-files') return res.statusCode;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      const body = res.json<{ code: string; message: string }>();
      expect(typeof body.code, what).toBe('string');
      expect(body.message.length, what).toBeGreaterThan(0);
      if (res.statusCode === 503) {
        expect(body.code, what).toBe('BUSY');
        expect(res.headers['retry-after'], what).toBeDefined();
      } else expect(res.statusCode, what).toBeLessThan(500);
      expect(await rows(), `${what}: nothing written`).toBe(before);
      return res.statusCode;
    };
    return { valid, send };
  }

  it('answers every hand-made broken form with 4xx {code, message} and writes nothing', async () => {
    const { valid, send } = await setUp();
    for (const url of ROUTES) {
      const { payload, contentType } = valid[url];
      const boundary = contentType.split('boundary=')[1]!;
      const text = payload.toString('latin1');
      const cases: Array<[string, Buffer, string | undefined]> = [
        ['no boundary', payload, 'multipart/form-data'],
        ['empty boundary', payload, 'multipart/form-data; boundary='],
        ['wrong boundary', payload, 'multipart/form-data; boundary=----not-the-one'],
        ['LF-only lines', Buffer.from(text.replace(/\r\n/g, '\n'), 'latin1'), contentType],
        ['no closing boundary', Buffer.from(text.slice(0, text.lastIndexOf(`--${boundary}--`)), 'latin1'), contentType],
        ['cut in a header', payload.subarray(0, text.indexOf('Content-Disposition') + 12), contentType],
        ['cut in the file', payload.subarray(0, Math.floor(payload.length * 0.6)), contentType],
        ['empty body', Buffer.alloc(0), contentType],
        ['not multipart at all', Buffer.from('this is not a form at all, just words'), contentType],
        ['JSON under a multipart type', Buffer.from('{"mode":"preview"}'), contentType],
        ['a form without a content type', payload, undefined],
        ['header without a name', Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`, 'latin1'), contentType],
        ['garbage header line', Buffer.from(`--${boundary}\r\nthis is not a header\r\n\r\nx\r\n--${boundary}--\r\n`, 'latin1'), contentType],
        [
          'NUL in a field',
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mode"\r\n\r\npre\0view\r\n--${boundary}--\r\n`, 'latin1'),
          contentType,
        ],
      ];
      for (const [name, body, type] of cases) {
        const status = await send(url, body, type);
        expect([200, 201], `${url}: ${name}`).not.toContain(status);
      }
    }
  });

  it('answers files before fields and duplicate fields as a form like any other (its success or 4xx), never 5xx', async () => {
    const { send } = await setUp();
    const photo = await sharp({ create: { width: 207, height: 266, channels: 3, background: '#9ab' } })
      .png()
      .toBuffer();
    const boundary = 'fuzz-boundary-7';
    const part = (name: string, value: string | Buffer, filename?: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
        ),
        typeof value === 'string' ? Buffer.from(value) : value,
        Buffer.from('\r\n'),
      ]);
    const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
    const type = `multipart/form-data; boundary=${boundary}`;
    const fields = [part('service', 'passport-photo'), part('layout', 'a4-6'), part('mode', 'watermarked')];
    const statuses = [
      await send('/api/v1/prints', form(part('front', photo, 'p.png'), ...fields), type),
      await send('/api/v1/prints', form(...fields, part('mode', 'clean'), part('front', photo, 'p.png')), type),
      await send('/api/v1/prints', form(...fields, part('front', photo, 'p.png'), part('front', photo, 'q.png')), type),
      await send('/api/v1/exam-files', form(part('mode', 'preview'), part('mode', 'clean'), part('ssc-photo', photo, 'p.png')), type),
      await send('/api/v1/exam-files', form(part('ssc-photo', photo, 'p.png'), part('ssc-photo', photo, 'q.png'), part('mode', 'preview')), type),
    ];
    expect(
      statuses.every((s) => s === 200 || s === 201 || (s >= 400 && s < 500)),
      statuses.join(' '),
    ).toBe(true);
  });

  it('answers random cuts and byte changes of a valid form with its success or 4xx, never 5xx', { timeout: 120_000 }, async () => {
    const { valid, send } = await setUp();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        fc.boolean(),
        async (url, cutAt, changes, cut) => {
          const { payload, contentType } = valid[url];
          const body = Buffer.from(cut ? payload.subarray(0, Math.floor(payload.length * cutAt)) : payload);
          for (const [at, byte] of changes) if (body.length > 0) body[Math.min(body.length - 1, Math.floor(at * body.length))] = byte;
          await send(url, body, contentType);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
