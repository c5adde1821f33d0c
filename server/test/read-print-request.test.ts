import { describe, expect, it } from 'vitest';
import { printFormEntries, printRequest } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import { readPrintRequest } from '../src/modules/prints/read-print-request';

/** The code and message readPrintRequest refuses `fields` with. */
function refusal(fields: Record<string, string>): { code: string; message: string } {
  try {
    readPrintRequest(fields);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(fields)}`);
}

describe('readPrintRequest: the print form fields by the one contract', () => {
  it('answers a service no kind of print has with 422 UNKNOWN_SERVICE, but only when nothing else is wrong', () => {
    expect(refusal({ service: 'visa-photo', layout: 'a4-6', mode: 'clean' })).toEqual({ code: 'UNKNOWN_SERVICE', message: 'Unknown service "visa-photo".' });
    expect(refusal({ service: 'visa-photo', layout: 'a4-6', mode: 'free' }).code).toBe('VALIDATION');
    expect(refusal({ service: 'visa-photo', layout: 'a4-6', mode: 'clean', delivery: 'email' }).code).toBe('VALIDATION');
    expect(refusal({ service: 'visa-photo', layout: '', mode: 'clean' }).code).toBe('VALIDATION');
    expect(refusal({ service: '', layout: 'a4-6', mode: 'clean' })).toEqual({ code: 'VALIDATION', message: 'service: Choose a service.' });
    expect(refusal({ layout: 'a4-6', mode: 'clean' })).toEqual({ code: 'VALIDATION', message: 'service: Choose a service.' });
  });

  it('answers other bad fields with 400 VALIDATION naming each field as sent', () => {
    expect(refusal({ service: 'single-side', mode: 'clean', copies: 'two', source: 'pdf' })).toEqual({
      code: 'VALIDATION',
      message: 'docType: Choose a document type.; source: source must be scan or card-pdf; copies: copies must be a whole number, 1 or more',
    });
    expect(refusal({ service: 'passport-photo', layout: 'a4-6', mode: 'clean', delivery: 'email' })).toEqual({
      code: 'VALIDATION',
      message: 'delivery: delivery must be receipt, frame or pdf.',
    });
  });

  it('names the fields it refuses, for clients to say what to fix in their own words', () => {
    let refused: unknown;
    try {
      readPrintRequest({ service: 'single-side', mode: 'clean', copies: 'two', source: 'pdf' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fields).toEqual(['docType', 'source', 'copies']);
  });

  it('reads back what the web writes', () => {
    const request = printRequest.parse({
      kind: 'document',
      service: 'both-side',
      mode: 'clean',
      delivery: 'frame',
      document: { type: 'pan-card', source: 'card-pdf' },
      sheet: { layout: '1', copies: 2 },
    });
    expect(readPrintRequest(Object.fromEntries(printFormEntries(request)))).toEqual(request);
  });
});
