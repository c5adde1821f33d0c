import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printFormEntries, printFormFieldAt, printFromForm, printRequest, type PrintRequest } from '../src/contracts/prints';
import { documentTypes } from '../src/documents/document-types';
import { photoSizes } from '../src/layout/photo-sizes';
import { paperList, sheetLayouts } from '../src/layout/sheet-layouts';

/** The fields a browser's FormData carries for `request`, as the server's multipart reader hands them over. */
function sentFields(request: PrintRequest): Record<string, string> {
  const form = new FormData();
  for (const [name, value] of printFormEntries(request)) form.append(name, value);
  form.append('front', new Blob([new Uint8Array([0xff, 0xd8])]), 'front.jpg');
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** Each refused field, as `field: message`, the way the server names them. */
function refusals(fields: Record<string, string>): string[] {
  const parsed = printFromForm.safeParse(fields);
  expect(parsed.success, JSON.stringify(fields)).toBe(false);
  return parsed.error!.issues.map((issue) => `${printFormFieldAt(issue.path)}: ${issue.message}`);
}

const photoSheet = { service: 'passport-photo', layout: 'a4-6', mode: 'clean' };
const single = { service: 'single-side', docType: 'aadhaar', mode: 'clean' };
const both = { service: 'both-side', docType: 'aadhaar', mode: 'watermarked' };

describe('the print request read from the form', () => {
  it('reads a passport-photo sheet, the delivery a receipt unless the legacy PDF is asked for, and ignores what a sheet does not read', () => {
    expect(printFromForm.parse(photoSheet)).toEqual({
      kind: 'photo-sheet',
      service: 'passport-photo',
      mode: 'clean',
      delivery: 'receipt',
      sheet: { layout: 'a4-6' },
    });
    expect(printFromForm.parse({ ...photoSheet, delivery: 'frame', docType: 'aadhaar', copies: 'two', source: 'pdf', extra: 'x' })).toEqual({
      kind: 'photo-sheet',
      service: 'passport-photo',
      mode: 'clean',
      delivery: 'frame',
      sheet: { layout: 'a4-6' },
    });
    // The quote the page showed travels as expectedCoins; the mobile app's legacy path asks for the PDF itself.
    expect(printFromForm.parse({ ...photoSheet, delivery: 'pdf', expectedCoins: '5' })).toMatchObject({ delivery: 'pdf', expectedCoins: 5 });
    expect(printFromForm.parse({ ...photoSheet, expectedCoins: '0' })).toMatchObject({ expectedCoins: 0 });
  });

  it('reads a document print: an empty field counts as not sent, defaults 1 copy from a scan and the service first layout (left to the server)', () => {
    const expected = {
      kind: 'document',
      service: 'single-side',
      mode: 'clean',
      delivery: 'receipt',
      document: { type: 'aadhaar', source: 'scan' },
      sheet: { copies: 1 },
    };
    expect(printFromForm.parse(single)).toEqual(expected);
    expect(printFromForm.parse({ ...single, layout: '', copies: '', source: '', delivery: '' })).toEqual(expected);
    const fromPdf = {
      kind: 'document',
      service: 'both-side',
      mode: 'watermarked',
      delivery: 'frame',
      document: { type: 'aadhaar', source: 'card-pdf' },
      sheet: { layout: '1', copies: 3 },
    };
    expect(printFromForm.parse({ ...both, layout: '1', copies: '003', source: 'card-pdf', delivery: 'frame' })).toEqual(fromPdf);
    // The e-Aadhaar screen's spelling, from a page loaded before card PDFs of every type: read as card-pdf.
    expect(printFromForm.parse({ ...both, layout: '1', copies: '003', source: 'e-aadhaar', delivery: 'frame' })).toEqual(fromPdf);
  });

  it('refuses each bad field by the name it was sent under, with a message a person can act on', () => {
    expect(refusals({ ...photoSheet, mode: 'free' })).toEqual(['mode: mode must be watermarked or clean']);
    expect(refusals({ ...single, mode: '' })).toEqual(['mode: mode must be watermarked or clean']);
    expect(refusals({ ...photoSheet, delivery: 'email' })).toEqual(['delivery: delivery must be receipt, frame or pdf.']);
    for (const coins of ['-1', 'five', '1.5', '1234567890'])
      expect(refusals({ ...photoSheet, expectedCoins: coins }), coins).toEqual(['expectedCoins: expectedCoins must be a whole number, 0 or more']);
    expect(refusals({ layout: 'a4-6', mode: 'clean' })).toEqual(['service: Choose a service.']);
    expect(refusals({ ...photoSheet, service: '' })).toEqual(['service: Choose a service.']);
    expect(refusals({ ...photoSheet, service: 'visa-photo' })).toEqual(['service: Unknown service "visa-photo".']);
    expect(refusals({ ...photoSheet, layout: '' })).toEqual(['layout: Choose a layout.']);
    expect(refusals({ service: 'passport-photo', mode: 'clean' })).toEqual(['layout: Choose a layout.']);
    expect(refusals({ ...single, docType: '' })).toEqual(['docType: Choose a document type.']);
    expect(refusals({ service: 'both-side', mode: 'clean' })).toEqual(['docType: Choose a document type.']);
    expect(refusals({ ...single, docType: 'a'.repeat(65) })).toHaveLength(1);
    expect(refusals({ ...both, layout: '0'.repeat(65) })[0]).toMatch(/^layout: /);
    expect(refusals({ ...single, source: 'pdf' })).toEqual(['source: source must be scan or card-pdf']);
    for (const copies of ['0', '-1', '1.5', 'two', '1e3', ' 2', '12345678901']) {
      expect(refusals({ ...single, copies }), copies).toEqual(['copies: copies must be a whole number, 1 or more']);
    }
  });

  it('reports every bad field at once, an unknown service among them', () => {
    expect(refusals({ service: 'visa-photo', layout: '', mode: 'free', delivery: 'email' })).toEqual([
      'service: Unknown service "visa-photo".',
      'mode: mode must be watermarked or clean',
      'delivery: delivery must be receipt, frame or pdf.',
      'layout: Choose a layout.',
    ]);
  });
});

describe('the typed print request', () => {
  const document: PrintRequest = {
    kind: 'document',
    service: 'both-side',
    mode: 'clean',
    delivery: 'pdf',
    document: { type: 'pan-card', source: 'scan' },
    sheet: { layout: '0', copies: 2 },
  };

  it('is one union by kind: each kind takes only its own services and shape', () => {
    expect(printRequest.safeParse(document).success).toBe(true);
    expect(printRequest.safeParse({ ...document, kind: 'photo-sheet' }).success).toBe(false);
    expect(printRequest.safeParse({ ...document, service: 'passport-photo' }).success).toBe(false);
    expect(printRequest.safeParse({ ...document, kind: 'poster' }).success).toBe(false);
    expect(printRequest.safeParse({ kind: 'photo-sheet', service: 'single-side', mode: 'clean', sheet: { layout: 'a4-6' } }).success).toBe(false);
    expect(printRequest.safeParse({ kind: 'photo-sheet', service: 'passport-photo', mode: 'clean', sheet: { layout: 'a4-6' } }).success).toBe(true);
  });

  it('takes only as many copies as the form can say, in whole numbers', () => {
    for (const copies of [0, -1, 1.5, 1_000_000_000, Number.NaN])
      expect(printRequest.safeParse({ ...document, sheet: { copies } }).success, String(copies)).toBe(false);
    expect(printRequest.safeParse({ ...document, sheet: { copies: 999_999_999 } }).success).toBe(true);
  });
});

describe('the form fields written for a request', () => {
  it('puts the service before the files and leaves defaults out', () => {
    expect(printFormEntries(printRequest.parse({ kind: 'photo-sheet', service: 'passport-photo', mode: 'watermarked', sheet: { layout: '4x6-3' } }))).toEqual([
      ['service', 'passport-photo'],
      ['mode', 'watermarked'],
      ['layout', '4x6-3'],
    ]);
    expect(
      printFormEntries(
        printRequest.parse({
          kind: 'document',
          service: 'both-side',
          mode: 'clean',
          delivery: 'frame',
          document: { type: 'aadhaar', source: 'card-pdf' },
          sheet: { layout: '1', copies: 4 },
        }),
      ),
    ).toEqual([
      ['delivery', 'frame'],
      ['service', 'both-side'],
      ['mode', 'clean'],
      ['layout', '1'],
      ['docType', 'aadhaar'],
      ['copies', '4'],
      ['source', 'card-pdf'],
    ]);
  });

  it("carry a photo sheet's size and count, and leave them out when not chosen (the fixed layouts' form is unchanged)", () => {
    const sized = printRequest.parse({ kind: 'photo-sheet', service: 'passport-photo', mode: 'clean', sheet: { layout: 'a4', size: '51x51', count: 10 } });
    expect(printFormEntries(sized)).toEqual([
      ['service', 'passport-photo'],
      ['mode', 'clean'],
      ['layout', 'a4'],
      ['size', '51x51'],
      ['count', '10'],
    ]);
    expect(printFromForm.parse({ service: 'passport-photo', mode: 'clean', layout: 'a4', size: '51x51', count: '10' })).toEqual(sized);
    expect(printFromForm.parse({ service: 'passport-photo', mode: 'clean', layout: 'a4-6', size: '', count: '' }).sheet).toEqual({ layout: 'a4-6' });
    for (const count of ['0', '-1', '1.5', 'ten', '1234567890']) {
      const parsed = printFromForm.safeParse({ service: 'passport-photo', mode: 'clean', layout: 'a4', size: '51x51', count });
      expect(parsed.success, count).toBe(false);
      expect(printFormFieldAt(parsed.error!.issues[0]!.path), count).toBe('count');
    }
    expect(printFromForm.safeParse({ service: 'passport-photo', mode: 'clean', layout: 'a4', size: 'x'.repeat(17) }).success).toBe(false);
  });

  it("carry a partly used sheet's start row, 1-based, and refuse one that is not a whole number from 1 (decision 0038)", () => {
    const started = printRequest.parse({ kind: 'photo-sheet', service: 'passport-photo', mode: 'clean', sheet: { layout: 'a4', size: '25x35', startRow: 3 } });
    expect(printFormEntries(started)).toEqual([
      ['service', 'passport-photo'],
      ['mode', 'clean'],
      ['layout', 'a4'],
      ['size', '25x35'],
      ['startRow', '3'],
    ]);
    expect(printFromForm.parse({ service: 'passport-photo', mode: 'clean', layout: 'a4', size: '25x35', startRow: '3' })).toEqual(started);
    expect(printFromForm.parse({ service: 'passport-photo', mode: 'clean', layout: 'a4-6', startRow: '' }).sheet).toEqual({ layout: 'a4-6' });
    for (const startRow of ['0', '-1', '2.5', 'three', '1234567890']) {
      const parsed = printFromForm.safeParse({ service: 'passport-photo', mode: 'clean', layout: 'a4-6', startRow });
      expect(parsed.success, startRow).toBe(false);
      expect(printFormFieldAt(parsed.error!.issues[0]!.path), startRow).toBe('startRow');
      expect(parsed.error!.issues[0]!.message).toBe('startRow must be a whole number, 1 or more');
    }
  });

  it('are read back as the same request, whatever the request', () => {
    const choices = { mode: fc.constantFrom('watermarked' as const, 'clean' as const), delivery: fc.constantFrom('pdf' as const, 'frame' as const) };
    const photoSheetRequest = fc.record({
      kind: fc.constant('photo-sheet' as const),
      service: fc.constant('passport-photo' as const),
      ...choices,
      sheet: fc.record(
        {
          layout: fc.oneof(
            fc.constantFrom(...sheetLayouts.map((layout) => layout.id), ...paperList.map((paper) => paper.id)),
            fc.string({ minLength: 1, maxLength: 80 }),
          ),
          size: fc.oneof(fc.constantFrom(...photoSizes.map((size) => size.id)), fc.string({ minLength: 1, maxLength: 16 })),
          count: fc.integer({ min: 1, max: 999_999_999 }),
          startRow: fc.integer({ min: 1, max: 999_999_999 }),
        },
        { requiredKeys: ['layout'] },
      ),
    });
    const documentRequest = fc.record({
      kind: fc.constant('document' as const),
      service: fc.constantFrom('single-side' as const, 'both-side' as const),
      ...choices,
      document: fc.record({
        type: fc.oneof(fc.constantFrom(...documentTypes.map((type) => type.id)), fc.string({ minLength: 1, maxLength: 64 })),
        source: fc.constantFrom('scan' as const, 'card-pdf' as const),
      }),
      sheet: fc.record(
        { layout: fc.constantFrom('single', '0', '1', 'x'.repeat(64)), copies: fc.integer({ min: 1, max: 999_999_999 }) },
        { requiredKeys: ['copies'] },
      ),
    });
    fc.assert(
      fc.property(fc.oneof(photoSheetRequest, documentRequest), (request) => {
        expect(printFromForm.parse(sentFields(request))).toEqual(request);
      }),
    );
  });
});

describe('a customer sheet in the form (decision 0042)', () => {
  const customers = [
    { label: '1', size: '35x45', count: 6 },
    { label: 'Ravi K', size: '20x25', count: 30 },
  ];

  it('carries its customers as one JSON field and is read back as the same request; the other kinds are unchanged', () => {
    const request = printRequest.parse({ kind: 'customer-sheet', service: 'passport-photo', mode: 'clean', sheet: { layout: 'a4', customers } });
    const entries = printFormEntries(request);
    expect(entries).toEqual([
      ['service', 'passport-photo'],
      ['mode', 'clean'],
      ['layout', 'a4'],
      ['customers', JSON.stringify(customers)],
    ]);
    expect(printFromForm.parse(sentFields(request))).toEqual(request);
    // Without `customers`, the same fields are a photo sheet as before.
    expect(printFromForm.parse({ service: 'passport-photo', mode: 'clean', layout: 'a4-6' }).kind).toBe('photo-sheet');
  });

  it('refuses bad customers under the field `customers`: a label not in Latin letters and digits, count 0, none or too many, not JSON', () => {
    const sent = (list: unknown) => ({
      service: 'passport-photo',
      mode: 'clean',
      layout: 'a4',
      customers: typeof list === 'string' ? list : JSON.stringify(list),
    });
    for (const bad of [
      [{ label: 'रवि', size: '35x45', count: 1 }],
      [{ label: 'A,B', size: '35x45', count: 1 }],
      [{ label: 'ABCDEFGHIJK', size: '35x45', count: 1 }],
      [{ label: '1', size: '35x45', count: 0 }],
      [{ label: '1', size: '35x45', count: 1.5 }],
      [],
      Array.from({ length: 9 }, (_, i) => ({ label: String(i + 1), size: '35x45', count: 1 })),
      'not json',
    ]) {
      const refused = refusals(sent(bad));
      expect(refused.length, JSON.stringify(bad)).toBeGreaterThan(0);
      for (const refusal of refused) expect(refusal, JSON.stringify(bad)).toMatch(/^customers: /);
    }
    expect(refusals(sent([{ label: 'रवि', size: '35x45', count: 1 }]))[0]).toMatch(/Latin letters and digits/);
  });
});
